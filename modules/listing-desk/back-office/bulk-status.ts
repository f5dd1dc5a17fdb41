// Withdraw or restore the listings ticked on the desk's list (issue 42 item 6). Each listing goes through the
// editor's own withdrawListing / restoreListing, one after the other: the same branch scope, the same rules
// (a listing its feed withdrew is not restored), its own audit row (listing.withdraw, listing.restore) and
// history, exactly as if its Withdraw or Restore button had been pressed.
import type { Db } from "../../../db/client.ts";
import { bulkOutcomeMessage, bulkStatusSchema, type BulkOutcome } from "../../listings/model/bulk-status.ts";
import type { SignedInStaff } from "../../staff/index.ts";
import { findDeskListing, type DeskActor } from "./desk-listing.ts";
import { restoreListing, withdrawListing } from "./save-listing.ts";

export type BulkStatusResult = { kind: "done"; outcome: BulkOutcome } | { kind: "invalid"; message: string };

export async function changeStatusInBulk(
  db: Db,
  actor: DeskActor,
  input: { intent: string; listings: string[] },
): Promise<BulkStatusResult> {
  const parsed = bulkStatusSchema.safeParse(input);
  if (!parsed.success) {
    // The first problem says it all (no ticks, too many, an id that is not one); nothing is changed.
    return { kind: "invalid", message: parsed.error.issues[0]!.message };
  }
  const action = parsed.data.intent === "bulk-withdraw" ? "withdraw" : "restore";
  const outcome: BulkOutcome = { action, changed: 0, already: 0, skipped: [], missing: 0 };
  for (const id of parsed.data.listings) {
    const result =
      action === "withdraw" ? await withdrawListing(db, actor, id) : await restoreListing(db, actor, id);
    if (result.kind === "missing") outcome.missing += 1;
    else if (result.kind === "refused") outcome.skipped.push(id);
    else if (result.kind === "saved" && result.changed.length > 0) outcome.changed += 1;
    else outcome.already += 1;
  }
  return { kind: "done", outcome };
}

/** The confirmation shown on the list, naming the skipped listings the member of staff may see. */
export async function bulkStatusMessage(db: Db, staff: SignedInStaff, outcome: BulkOutcome): Promise<string> {
  const names: string[] = [];
  for (const id of outcome.skipped.slice(0, 10)) {
    const listing = await findDeskListing(db, staff, id);
    if (listing) names.push(`${listing.reference}, ${listing.displayAddress}`);
  }
  if (outcome.skipped.length > 10) names.push(`and ${outcome.skipped.length - 10} more`);
  return bulkOutcomeMessage(outcome, names);
}
