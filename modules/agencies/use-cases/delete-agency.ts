// Deleting an agency after its export (issue 44 item 6, `npm run agency:delete`): every row it owns goes with it
// (each agency table's foreign key to `agencies` cascades), then its files: the media originals its rows name, from
// its own folder of the stores (no other agency reads that folder), and the files sent with its forms. Refused for the install's own agency,
// without a whole export of the last week, and unless the operator types its primary name.
import { rm } from "node:fs/promises";
import path from "node:path";
import type { Database } from "../../../db/client.ts";
import { announceChange } from "../../../platform/change-notices.ts";
import { mediaStoresUnder, type MediaStores } from "../../../platform/media-stores.ts";
import { recordAudit, type AuditActor, type AuditOrigin } from "../../audit/index.ts";
import { agencyMediaFolder, INSTALL_AGENCY_ID } from "../model/agency.ts";
import { deletionRefusal } from "../model/agency-deletion.ts";
import { mediaKeysOf } from "../repos/agency-export.ts";
import { deleteAgencyRow, selectAgencyExportedAt } from "../repos/agencies.ts";
import { findAgency, listAgencies } from "./agency-operations.ts";

export type DeletedAgency =
  | {
      ok: true;
      agency: { id: number; name: string };
      mediaDeleted: number;
      uploads: number;
    }
  | { ok: false; error: string };

export async function deleteAgency(
  /** `media`: the install's stores, of which the agency's folder is emptied. */
  sources: { database: Database; media: MediaStores; uploadsDir: string },
  reference: string,
  options: { confirm: string | undefined; origin: AuditOrigin; actor?: AuditActor; now?: Date },
): Promise<DeletedAgency> {
  const { database } = sources;
  const owner = database.ownerDb;
  const found = await findAgency(owner, reference);
  if (!found) return { ok: false, error: `No agency is ${reference}.` };
  const agency = (await listAgencies(owner)).find((candidate) => candidate.id === found.id)!;
  const primary = agency.hostnames.find((name) => name.isPrimary)?.hostname ?? String(agency.id);
  const refusal = deletionRefusal({
    agency: { id: agency.id, name: agency.name, primary },
    exportedAt: await selectAgencyExportedAt(owner, agency.id),
    confirm: options.confirm,
    now: options.now ?? new Date(),
  });
  if (refusal) return { ok: false, error: refusal };

  // The keys first: once its rows are gone, nothing says which files were the agency's.
  const keys = await mediaKeysOf(database.forAgency(agency.id).db);
  if (!(await deleteAgencyRow(owner, agency.id))) return { ok: false, error: `No agency is ${reference}.` };
  // The operators' log is the install's own agency's: the deleted agency's own log went with it.
  await recordAudit(database.forAgency(INSTALL_AGENCY_ID).db, {
    actor: options.actor ?? null,
    subject: `agency:${agency.id}`,
    origin: options.origin,
    action: "agency.delete",
    before: { name: agency.name, hostnames: agency.hostnames.map((name) => name.hostname) },
  });
  await announceChange(owner, "agencies");
  const { originals } = mediaStoresUnder(sources.media, agencyMediaFolder(agency.id));
  let mediaDeleted = 0;
  for (const key of keys.media) {
    if (!(await originals.stat(key))) continue;
    await originals.delete(key);
    mediaDeleted++;
  }
  for (const key of keys.uploads) await rm(path.join(sources.uploadsDir, key), { force: true });
  return {
    ok: true,
    agency: { id: agency.id, name: agency.name },
    mediaDeleted,
    uploads: keys.uploads.length,
  };
}
