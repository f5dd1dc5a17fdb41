// Owners and managers changing staff accounts (issue 14): role and branches (owners), disabling — which ends
// every session at once and kills any set-up link — and enabling again. The last owner who can sign in can
// never be demoted or disabled (staff-access.ts). Every change is audited with its before and after.
import type { Db } from "../../../db/client.ts";
import { deletePasskeyChallengesOf } from "../repos/staff-passkeys.ts";
import { deleteStaffSessionsOf } from "../repos/staff-sessions.ts";
import {
  replaceStaffBranches,
  retireSetupTokensOf,
  setStaffDisabled,
  updateStaffRole,
} from "../repos/staff-users.ts";
import { mayChangeAccess, mayManage } from "../model/staff-rules.ts";
import { staffAccessSchema } from "../model/staff-schemas.ts";
import type { Fields } from "../../../domain/fields.ts";
import { parseValue } from "../../../platform/form-submission.ts";
import type { AuditOrigin } from "../../audit/index.ts";
import { changeKeepingAnOwner, checkBranchesForRole, type StaffActionResult } from "./staff-access.ts";
import { recordStaffChange } from "./staff-audit.ts";
import { staffSideOf, visibleStaff } from "./staff-directory.ts";
import type { SignedInStaff } from "./staff-sessions.ts";

export async function changeStaffAccess(
  db: Db,
  actor: SignedInStaff,
  targetId: number,
  fields: Fields,
  origin: AuditOrigin,
): Promise<StaffActionResult> {
  const target = await visibleStaff(db, actor, targetId);
  if (!target) return { kind: "not-found" };
  if (!mayChangeAccess(actor)) return { kind: "forbidden" };
  const parsed = parseValue(staffAccessSchema, fields);
  if (!parsed.ok) {
    return { kind: "invalid", errors: parsed.errors };
  }
  const { role } = parsed.data;
  const access = await checkBranchesForRole(db, role, parsed.data.branch_ids);
  if (access.kind === "invalid") return access;
  return changeKeepingAnOwner(db, actor, origin, target, role === "owner", async (tx) => {
    await updateStaffRole(tx, target.id, role);
    await replaceStaffBranches(tx, target.id, access.branchIds);
    return {
      action: "staff.access-changed",
      before: { role: target.role, branchIds: target.branchIds },
      after: { role, branchIds: access.branchIds },
    };
  });
}

/** Disables the account: its sessions end at once, its set-up links die, and it cannot sign in. */
export async function disableStaff(
  db: Db,
  actor: SignedInStaff,
  targetId: number,
  origin: AuditOrigin,
  now: Date = new Date(),
): Promise<StaffActionResult> {
  const target = await visibleStaff(db, actor, targetId);
  if (!target) return { kind: "not-found" };
  if (!mayManage(actor, staffSideOf(target))) return { kind: "forbidden" };
  if (target.disabledAt) return { kind: "done" };
  return changeKeepingAnOwner(db, actor, origin, target, false, async (tx) => {
    await setStaffDisabled(tx, target.id, now);
    const sessionsEnded = await deleteStaffSessionsOf(tx, target.id);
    await retireSetupTokensOf(tx, target.id, now);
    await deletePasskeyChallengesOf(tx, target.id);
    return {
      action: "staff.disabled",
      before: { disabled: false },
      after: { disabled: true, sessionsEnded },
    };
  });
}

/** Lets a disabled account sign in again (an account disabled before its set-up needs its invite resent). */
export async function enableStaff(
  db: Db,
  actor: SignedInStaff,
  targetId: number,
  origin: AuditOrigin,
): Promise<StaffActionResult> {
  const target = await visibleStaff(db, actor, targetId);
  if (!target) return { kind: "not-found" };
  if (!mayManage(actor, staffSideOf(target))) return { kind: "forbidden" };
  if (!target.disabledAt) return { kind: "done" };
  await db.transaction(async (tx) => {
    await setStaffDisabled(tx, target.id, null);
    await recordStaffChange(tx, actor, target.id, origin, {
      action: "staff.enabled",
      before: { disabled: true },
      after: { disabled: false },
    });
  });
  return { kind: "done" };
}
