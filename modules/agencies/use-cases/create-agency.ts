// Making an agency (issue 44 item 6; `npm run agency:create`): its row and names, then, through its own database
// handle, its starter content, its first owner with a one-time set-up link and the audit row, then announced to
// every process. Nothing is left behind when a step fails: the agency row goes, and its rows with it (cascade).
import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { agencies, agencyHostnames } from "../../../db/schema.ts";
import { announceChange } from "../../../platform/change-notices.ts";
import { recordAudit, type AuditActor, type AuditOrigin } from "../../audit/index.ts";
import { replaceSiteContent } from "../../content/index.ts";
import type { SiteContent } from "../../content/model/site-content.ts";
import { starterSiteContent } from "../../content/model/starter-content.ts";
import { createStaffWithSetupLink } from "../../staff/index.ts";
import { INSTALL_AGENCY_ID, type Agency } from "../model/agency.ts";
import { checkNewAgency, type NewAgencyInput } from "../model/new-agency.ts";

export type CreatedAgency = { ok: true; agency: Agency; hostnames: string[]; setupLink: string };

export async function createAgency(
  handles: { db: Db; forAgency: (agencyId: number) => { db: Db } },
  input: NewAgencyInput,
  /** `actor`: the operator acting from the console; null for the command line. */
  options: { template: SiteContent; origin: AuditOrigin; actor?: AuditActor },
): Promise<CreatedAgency | { ok: false; error: string }> {
  const checked = checkNewAgency(input);
  if (!checked.ok) return checked;
  const wanted = checked.agency;
  const hostnames = [wanted.hostname, ...wanted.aliases];
  const taken = await handles.db
    .select({ hostname: agencyHostnames.hostname })
    .from(agencyHostnames)
    .where(inArray(agencyHostnames.hostname, hostnames));
  if (taken[0]) return { ok: false, error: `${taken[0].hostname} is already an agency's name.` };
  // One transaction: a name taken meanwhile by another command fails the insert (its unique key), making nothing.
  const made = await handles.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(agencies)
      .values({ name: wanted.name, publicUrl: wanted.publicUrl, status: "live" })
      .returning({ id: agencies.id });
    await tx
      .insert(agencyHostnames)
      .values(hostnames.map((hostname, i) => ({ hostname, agencyId: row!.id, isPrimary: i === 0 })));
    return row!.id;
  });
  const agency: Agency = {
    id: made,
    name: wanted.name,
    status: "live",
    publicUrl: wanted.publicUrl,
    groupId: null,
    memberIds: [],
  };
  try {
    const own = handles.forAgency(agency.id).db;
    await replaceSiteContent(
      own,
      starterSiteContent({ name: agency.name, telephone: wanted.telephone }, options.template),
    );
    const owner = await createStaffWithSetupLink(own, {
      email: wanted.ownerEmail,
      role: "owner",
      publicUrl: agency.publicUrl,
      origin: options.origin,
    });
    if (!owner) throw new Error(`${wanted.ownerEmail} could not be made the agency's owner`);
    // In the new agency's own log and in the install's (the operators' log, where its deletion will be).
    const entry = {
      actor: options.actor ?? null,
      subject: `agency:${agency.id}`,
      origin: options.origin,
      action: "agency.create",
      after: { name: agency.name, publicUrl: agency.publicUrl, hostnames, owner: wanted.ownerEmail },
    };
    await recordAudit(own, entry);
    await recordAudit(handles.forAgency(INSTALL_AGENCY_ID).db, entry);
    await announceChange(handles.db, "agencies");
    return { ok: true, agency, hostnames, setupLink: owner.link };
  } catch (error) {
    await handles.db.delete(agencies).where(eq(agencies.id, agency.id));
    throw error;
  }
}
