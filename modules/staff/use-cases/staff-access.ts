// Rules shared by the invite and the role change (issue 14): the branches a role needs, and the one rule
// that keeps the back office reachable — there is always an owner who can sign in.
import type { Db } from "../../../db/client.ts";
import { lockOtherActiveOwners, selectExistingBranchIds, type StaffListRow } from "../repos/staff-users.ts";
import type { StaffRole } from "../model/roles.ts";
import { roleHasBranches } from "../model/staff-rules.ts";
import { STAFF_FORM_MESSAGES } from "../model/staff-limits.ts";
import type { AuditOrigin } from "../../audit/index.ts";
import { recordStaffChange, type StaffChange } from "./staff-audit.ts";
import type { SignedInStaff } from "./staff-sessions.ts";

/** What an action on a member's page comes to; the route maps it onto 303, 404, 403, 409 or 422. */
export type StaffActionResult =
  | { kind: "done" }
  | { kind: "not-found" }
  | { kind: "forbidden" }
  | { kind: "refused"; message: string }
  | { kind: "invalid"; errors: Record<string, string[]> };

export type AccessCheck =
  { kind: "ok"; branchIds: number[] } | { kind: "invalid"; errors: Record<string, string[]> };

/** Managers and negotiators need at least one existing branch; owners and editors keep none. */
export async function checkBranchesForRole(
  db: Db,
  role: StaffRole,
  branchIds: number[],
): Promise<AccessCheck> {
  if (!roleHasBranches(role)) return { kind: "ok", branchIds: [] };
  if (branchIds.length === 0)
    return { kind: "invalid", errors: { branch_ids: [STAFF_FORM_MESSAGES.branches] } };
  const existing = await selectExistingBranchIds(db, branchIds);
  if (existing.length !== new Set(branchIds).size) {
    return { kind: "invalid", errors: { branch_ids: [STAFF_FORM_MESSAGES.unknownBranch] } };
  }
  return { kind: "ok", branchIds };
}

export const LAST_OWNER_MESSAGE =
  "This is the last owner who can sign in: make another member of staff an owner first.";

/** An owner who can sign in today: set up and not disabled. */
export function isActiveOwner(row: StaffListRow): boolean {
  return row.role === "owner" && row.setUp && !row.disabledAt;
}

/**
 * Inside the change's transaction: false when `target` is an active owner, will not be one after the change,
 * and no other active owner exists (their rows are locked, so two owners cannot remove each other at once).
 */
async function leavesAnOwner(tx: Db, target: StaffListRow, staysActiveOwner: boolean): Promise<boolean> {
  if (!isActiveOwner(target) || staysActiveOwner) return true;
  return (await lockOtherActiveOwners(tx, target.id)).length > 0;
}

/**
 * Makes a change to `target`'s account in one transaction with its audit row (`change` answers what it was),
 * unless it would leave no owner who can sign in (`staysActiveOwner`: the target is still one after it).
 */
export async function changeKeepingAnOwner(
  db: Db,
  actor: SignedInStaff,
  origin: AuditOrigin,
  target: StaffListRow,
  staysActiveOwner: boolean,
  change: (tx: Db) => Promise<StaffChange>,
): Promise<StaffActionResult> {
  const changed = await db.transaction(async (tx) => {
    if (!(await leavesAnOwner(tx, target, staysActiveOwner))) return false;
    await recordStaffChange(tx, actor, target.id, origin, await change(tx));
    return true;
  });
  return changed ? { kind: "done" } : { kind: "refused", message: LAST_OWNER_MESSAGE };
}
