// Deleting an agency after its export (issue 44 item 6, `npm run agency:delete`): every row it owns goes with it
// (each agency table's foreign key to `agencies` cascades), then the files only it named: its media originals
// that no other agency's rows name, and the files sent with its forms. Refused for the install's own agency,
// without a whole export of the last week, and unless the operator types its primary name.
import { rm } from "node:fs/promises";
import path from "node:path";
import type { Database } from "../../../db/client.ts";
import { announceChange } from "../../../platform/change-notices.ts";
import type { MediaStore } from "../../../platform/media-stores.ts";
import { recordAudit, type AuditOrigin } from "../../audit/index.ts";
import { INSTALL_AGENCY_ID } from "../model/agency.ts";
import { deletionRefusal } from "../model/agency-deletion.ts";
import { mediaKeysNamedByOthers, mediaKeysOf } from "../repos/agency-export.ts";
import { deleteAgencyRow, selectAgencyExportedAt } from "../repos/agencies.ts";
import { findAgency, listAgencies } from "./agency-operations.ts";

export type DeletedAgency =
  | {
      ok: true;
      agency: { id: number; name: string };
      mediaDeleted: number;
      mediaKept: number;
      uploads: number;
    }
  | { ok: false; error: string };

export async function deleteAgency(
  sources: { database: Database; originals: MediaStore; uploadsDir: string },
  reference: string,
  options: { confirm: string | undefined; origin: AuditOrigin; now?: Date },
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
  const shared = await mediaKeysNamedByOthers(owner, agency.id, keys.media);
  if (!(await deleteAgencyRow(owner, agency.id))) return { ok: false, error: `No agency is ${reference}.` };
  // The operators' log is the install's own agency's: the deleted agency's own log went with it.
  await recordAudit(database.forAgency(INSTALL_AGENCY_ID).db, {
    actor: null,
    subject: `agency:${agency.id}`,
    origin: options.origin,
    action: "agency.delete",
    before: { name: agency.name, hostnames: agency.hostnames.map((name) => name.hostname) },
  });
  await announceChange(owner, "agencies");
  const own = keys.media.filter((key) => !shared.has(key));
  for (const key of own) await sources.originals.delete(key);
  for (const key of keys.uploads) await rm(path.join(sources.uploadsDir, key), { force: true });
  return {
    ok: true,
    agency: { id: agency.id, name: agency.name },
    mediaDeleted: own.length,
    mediaKept: shared.size,
    uploads: keys.uploads.length,
  };
}
