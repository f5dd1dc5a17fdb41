// A new-homes lead's uploaded files (issue 14: "files downloadable only by signed-in staff"): found through
// the lead in the member of staff's scope, read from DATA_DIR/uploads under the name we gave it at upload.
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import type { Db } from "../../../db/client.ts";
import { selectInboxLead, selectLeadFiles } from "../repos/lead-inbox.ts";
import { branchScope } from "../../staff/model/roles.ts";
import { uploadsDir } from "../use-cases/uploads.ts";
import { recordAudit, type AuditOrigin } from "../../audit/index.ts";
import type { InboxStaff } from "./lead-inbox.ts";

export type LeadFile = {
  body: ReadableStream<Uint8Array>;
  fileName: string;
  contentType: string;
  size: number;
};

/**
 * The file, or null: no such lead in the scope, no such file of that lead, or gone from the disk. Each file
 * handed out is audited (`lead.file-download`, issue 43): it is a visitor's personal data leaving the system.
 */
export async function openLeadFile(
  deps: { db: Db; dataDir: string },
  staff: InboxStaff,
  leadId: number,
  fileId: number,
  origin: AuditOrigin,
): Promise<LeadFile | null> {
  if (!(await selectInboxLead(deps.db, branchScope(staff), leadId))) return null;
  const file = (await selectLeadFiles(deps.db, leadId)).find((row) => row.id === fileId);
  if (!file) return null;
  const root = path.resolve(uploadsDir(deps.dataDir));
  const full = path.resolve(root, file.storageKey);
  // Our own keys never leave the folder; a row edited by hand must not either.
  if (!full.startsWith(`${root}${path.sep}`)) return null;
  const info = await stat(full).catch(() => null);
  if (!info?.isFile()) return null;
  await recordAudit(deps.db, {
    actor: { staffId: staff.id, email: staff.email },
    action: "lead.file-download",
    subject: `lead:${leadId}`,
    after: { fileId, fileName: file.fileName, bytes: info.size },
    origin,
  });
  return {
    body: Readable.toWeb(createReadStream(full)) as ReadableStream<Uint8Array>,
    fileName: file.fileName,
    contentType: file.contentType,
    size: info.size,
  };
}
