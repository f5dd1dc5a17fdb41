// The audit row of a change to a member of staff's account (issue 14): every one names the account as
// `staff:ID` and the member who acted, whether on their own account or on a colleague's.
import type { Db } from "../../../db/client.ts";
import { recordAudit, type AuditOrigin } from "../../audit/index.ts";
import type { SignedInStaff } from "./staff-sessions.ts";

/** What the change was, and the account's state before and after it as the log keeps them. */
export type StaffChange = { action: string; before?: unknown; after?: unknown };

/**
 * Records `change` to the account `accountId`, made by `actor` (null: the command line, or someone not signed in
 * such as a password reset's requester), in the change's transaction when there is one.
 */
export function recordStaffChange(
  db: Db,
  actor: Pick<SignedInStaff, "id" | "email"> | null,
  accountId: number,
  origin: AuditOrigin,
  change: StaffChange,
): Promise<void> {
  return recordAudit(db, {
    actor: actor && { staffId: actor.id, email: actor.email },
    subject: `staff:${accountId}`,
    ...change,
    origin,
  });
}
