// An agency's public URL kept by the install itself rather than an operator (issue 44 item 8: the second demo
// agency follows the port the install's own agency is served on), and an agency undone when its making failed.
import type { Db } from "../../../db/client.ts";
import { announceChange } from "../../../platform/change-notices.ts";
import { deleteAgencyRow, updateAgencyPublicUrl } from "../repos/agencies.ts";

/** Points the agency's links and emails at `publicUrl` and tells every process; false when they already were. */
export async function moveAgencyAddress(db: Db, agencyId: number, publicUrl: string): Promise<boolean> {
  const moved = await updateAgencyPublicUrl(db, agencyId, new URL(publicUrl).origin);
  if (moved) await announceChange(db, "agencies");
  return moved;
}

/** Removes an agency whose setting up failed part way, with every row it was given (cascade), so a retry starts clean. */
export async function discardAgency(db: Db, agencyId: number): Promise<void> {
  if (await deleteAgencyRow(db, agencyId)) await announceChange(db, "agencies");
}
