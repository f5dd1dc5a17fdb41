// The operators' console's actions on the agencies (issue 44 item 6): the commands' own use cases (modules/agencies,
// `npm run agency:*`), given the console's post checked with the form's schema and the operator as the audit
// log's actor, so the console and the commands write the same changes and the same entries.
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Database } from "../../../db/client.ts";
import type { Fields } from "../../../domain/fields.ts";
import { FORM_ERRORS, parseValue } from "../../../platform/form-submission.ts";
import type { MediaStores } from "../../../platform/media-stores.ts";
import {
  addAgencyAlias,
  changeAgencyGroup,
  changeAgencyStatus,
  createAgency,
  deleteAgency,
  exportAgency,
  findAgency,
  listAgenciesWithUsage,
  measureAgencyMedia,
  removeAgencyAlias,
  type Agency,
  type OperationResult,
} from "../../agencies/index.ts";
import { INSTALL_AGENCY_ID } from "../../agencies/model/agency.ts";
import { groupChoices, membersOf } from "../../agencies/model/agency-groups.ts";
import { recordAudit, type AuditOrigin } from "../../audit/index.ts";
import { issueSupportHandoff, liveSupportGrant } from "../../staff/index.ts";
import { adminSupportHandoffPath } from "../../../domain/admin/admin-urls.ts";
import type { SiteContent } from "../../content/model/site-content.ts";
import {
  aliasSchema,
  deleteSchema,
  groupSchema,
  newAgencySchema,
  splitHostnames,
  statusSchema,
} from "../model/console-forms.ts";
import type { SignedInOperator } from "./operator-accounts.ts";

/** What the console's actions reach: the install's database (every agency's handle), its stores, the starter site. */
export type ConsoleSources = {
  database: Database;
  media: MediaStores;
  uploadsDir: string;
  /** The console's address: a new agency's public URL takes its scheme and port. */
  consoleUrl: string;
  starterTemplate: () => Promise<SiteContent>;
};

/** The operator acting, and from where, for the audit log. */
export type ConsoleActor = { operator: SignedInOperator; origin: AuditOrigin };

export type ConsoleResult<T = object> =
  | ({ kind: "done"; agency: Agency } & T)
  | { kind: "invalid"; errors: Record<string, string[]> }
  | { kind: "not-found" };

const auditActor = (operator: SignedInOperator) => ({ operatorId: operator.id, email: operator.email });

export function consoleAgencyList(sources: Pick<ConsoleSources, "database">) {
  return listAgenciesWithUsage(sources.database);
}

/** One agency's page: its names, usage, media measured in its store, and its last whole export. */
export async function consoleAgencyPage(sources: ConsoleSources, agencyId: number) {
  const agencies = await listAgenciesWithUsage(sources.database);
  const agency = agencies.find((one) => one.id === agencyId);
  if (!agency) return null;
  const named = ({ id, name, status }: Agency) => ({ id, name, status });
  const group = agencies.find((one) => one.id === agency.groupId);
  const media = await measureAgencyMedia(sources, agencyId);
  // Whether its owner grants support access now, and until when (issue 44 item 6).
  const grant = await liveSupportGrant(sources.database.forAgency(agencyId).db);
  return {
    agency,
    media,
    isInstallAgency: agencyId === INSTALL_AGENCY_ID,
    supportUntil: grant ? grant.expiresAt.toISOString() : null,
    // Its group site (issue 44 item 7): the group it is a member of, its own members (suspended ones too: still
    // members), and the agencies it may choose as its group.
    group: group ? named(group) : null,
    members: membersOf(agencies, agencyId).map(named),
    groupChoices: groupChoices(agencies, agencyId).map(named),
  };
}

/**
 * "Open the back office" under the owner's support grant: the address of a one-time hand-off at the agency's own
 * hostname for this operator, or null when no grant is in force (nothing inside is shown to the operator).
 */
export async function openSupportFromConsole(
  sources: Pick<ConsoleSources, "database">,
  by: ConsoleActor,
  agencyId: number,
): Promise<string | null> {
  const agency = await findAgency(sources.database.db, String(agencyId));
  if (!agency) return null;
  const token = await issueSupportHandoff(sources.database.forAgency(agencyId).db, by.operator);
  return token && new URL(adminSupportHandoffPath(token), agency.publicUrl).href;
}

/** A new agency's public URL: its primary name on the install's own scheme and port (the console's). */
function publicUrlFor(consoleUrl: string, hostname: string): string {
  const url = new URL(consoleUrl);
  return `${url.protocol}//${hostname}${url.port ? `:${url.port}` : ""}`;
}

export async function createAgencyFromConsole(
  sources: ConsoleSources,
  by: ConsoleActor,
  fields: Fields,
): Promise<ConsoleResult<{ setupLink: string; hostnames: string[] }>> {
  const parsed = parseValue(newAgencySchema, fields);
  if (!parsed.ok) return { kind: "invalid", errors: parsed.errors };
  const { name, hostname, aliases, owner_email: ownerEmail } = parsed.data;
  const spelled = hostname.trim().toLowerCase();
  const created = await createAgency(
    sources.database,
    {
      name,
      hostname,
      aliases: splitHostnames(aliases),
      ownerEmail,
      publicUrl: publicUrlFor(sources.consoleUrl, spelled.replace(/\.$/, "")),
    },
    { template: await sources.starterTemplate(), origin: by.origin, actor: auditActor(by.operator) },
  );
  if (!created.ok) return { kind: "invalid", errors: { [FORM_ERRORS]: [created.error] } };
  return { kind: "done", agency: created.agency, setupLink: created.setupLink, hostnames: created.hostnames };
}

/** An operator action's arguments for the commands' use cases: the agency, the value, and who acts from where. */
const asOperator = <T>(
  sources: Pick<ConsoleSources, "database">,
  by: ConsoleActor,
  agencyId: number,
  value: T,
) => [sources.database.db, String(agencyId), value, by.origin, auditActor(by.operator)] as const;

/** The use case's refusal, shown as the message of the form's field `field`. */
async function refusedAt(field: string, outcome: Promise<OperationResult>): Promise<ConsoleResult> {
  const result = await outcome;
  return result.ok
    ? { kind: "done", agency: result.agency }
    : { kind: "invalid", errors: { [field]: [result.error] } };
}

export async function changeStatusFromConsole(
  sources: Pick<ConsoleSources, "database">,
  by: ConsoleActor,
  agencyId: number,
  fields: Fields,
): Promise<ConsoleResult> {
  const parsed = parseValue(statusSchema, fields);
  if (!parsed.ok) return { kind: "invalid", errors: parsed.errors };
  const result = await changeAgencyStatus(...asOperator(sources, by, agencyId, parsed.data.status));
  return result.ok ? { kind: "done", agency: result.agency } : { kind: "not-found" };
}

export async function changeAliasFromConsole(
  sources: Pick<ConsoleSources, "database">,
  by: ConsoleActor,
  agencyId: number,
  fields: Fields,
): Promise<ConsoleResult> {
  const parsed = parseValue(aliasSchema, fields);
  if (!parsed.ok) return { kind: "invalid", errors: parsed.errors };
  const change = parsed.data.intent === "add-alias" ? addAgencyAlias : removeAgencyAlias;
  return refusedAt("hostname", change(...asOperator(sources, by, agencyId, parsed.data.hostname)));
}

/** The agency's group site (issue 44 item 7): an agency's id, or "" for none. */
export async function changeGroupFromConsole(
  sources: Pick<ConsoleSources, "database">,
  by: ConsoleActor,
  agencyId: number,
  fields: Fields,
): Promise<ConsoleResult> {
  const parsed = parseValue(groupSchema, fields);
  if (!parsed.ok) return { kind: "invalid", errors: parsed.errors };
  return refusedAt(
    "group",
    changeAgencyGroup(...asOperator(sources, by, agencyId, parsed.data.group || null)),
  );
}

/**
 * The agency's export, written to a temporary folder for the route to send and remove; audited in the install's
 * log, and counted as the recent export a deletion needs.
 */
export async function exportFromConsole(
  sources: ConsoleSources,
  by: ConsoleActor,
  agencyId: number,
): Promise<{ file: string; name: string; cleanUp: string } | null> {
  const folder = await mkdtemp(path.join(tmpdir(), "openhouse-export-"));
  const name = `agency-${agencyId}-${new Date().toISOString().slice(0, 10)}.zip`;
  const file = path.join(folder, name);
  const manifest = await exportAgency(sources, agencyId, file);
  if (!manifest) return null;
  await recordAudit(sources.database.db, {
    actor: auditActor(by.operator),
    origin: by.origin,
    subject: `agency:${agencyId}`,
    action: "agency.export",
    after: {
      tables: Object.keys(manifest.tables).length,
      rows: Object.values(manifest.tables).reduce((sum, n) => sum + n, 0),
      mediaFiles: manifest.media.files,
      uploads: manifest.uploads.files,
    },
  });
  return { file, name, cleanUp: folder };
}

export async function deleteFromConsole(
  sources: ConsoleSources,
  by: ConsoleActor,
  agencyId: number,
  fields: Fields,
): Promise<{ kind: "deleted"; name: string } | { kind: "invalid"; errors: Record<string, string[]> }> {
  const parsed = parseValue(deleteSchema, fields);
  if (!parsed.ok) return { kind: "invalid", errors: parsed.errors };
  const deleted = await deleteAgency(sources, String(agencyId), {
    confirm: parsed.data.confirm,
    origin: by.origin,
    actor: auditActor(by.operator),
  });
  if (deleted.ok) return { kind: "deleted", name: deleted.agency.name };
  return { kind: "invalid", errors: { confirm: [deleted.error] } };
}
