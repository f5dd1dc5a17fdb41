// A member of staff's own account (issue 14, /admin/account): their name, password, recovery codes and live
// sessions (passkeys: staff-passkeys.ts). Every change is audited; a new password ends the account's other
// sessions, and a wrong current password grows the same per-account delay as sign-in.
import type { Db } from "../../../db/client.ts";
import { deleteOtherSessionsOf, deleteSessionOf, selectLiveSessionsOf } from "../repos/staff-sessions.ts";
import {
  countUnusedRecoveryCodes,
  replaceRecoveryCodes,
  selectStaffUserById,
  updateStaffName,
  updateStaffPasswordHash,
} from "../repos/staff-users.ts";
import { ACCOUNT_MESSAGES } from "../../accounts/model/fields.ts";
import { deviceLabel } from "../model/device-label.ts";
import { STAFF_FORM_MESSAGES } from "../model/staff-limits.ts";
import { staffNameSchema, staffPasswordChangeSchema } from "../model/staff-schemas.ts";
import type { Fields } from "../../../domain/fields.ts";
import { parseValue } from "../../../platform/form-submission.ts";
import {
  signInAttemptFailed,
  signInStepPassed,
  startSignInAttempt,
  type AccountLimits,
} from "../../../platform/attempt-limits.ts";
import { hashPassword, verifyPassword } from "../../../platform/passwords.ts";
import type { AuditOrigin } from "../../audit/index.ts";
import { hashRecoveryCode, newRecoveryCodes } from "./recovery-codes.ts";
import { passkeysOf, type PasskeySummary } from "./staff-passkeys.ts";
import { recordStaffChange } from "./staff-audit.ts";
import { STAFF_IDLE_MINUTES, type SignedInStaff } from "./staff-sessions.ts";
import { staffLimitKey } from "./staff-sign-in.ts";

export type StaffSessionSummary = {
  /** The session row's key (the SHA-256 of its cookie's id, never the id): what "sign out" posts back. */
  handle: string;
  current: boolean;
  device: string;
  userAgent: string | null;
  ip: string | null;
  createdAt: Date;
  lastSeenAt: Date;
};

export type AccountPage = {
  email: string;
  name: string;
  passkeys: PasskeySummary[];
  recoveryCodesLeft: number;
  sessions: StaffSessionSummary[];
};

export async function accountPage(
  db: Db,
  staff: SignedInStaff,
  now: Date = new Date(),
): Promise<AccountPage> {
  const idleSince = new Date(now.getTime() - STAFF_IDLE_MINUTES * 60_000);
  const [passkeys, recoveryCodesLeft, sessions] = await Promise.all([
    passkeysOf(db, staff.id),
    countUnusedRecoveryCodes(db, staff.id),
    selectLiveSessionsOf(db, staff.id, now, idleSince),
  ]);
  return {
    email: staff.email,
    name: staff.name,
    passkeys,
    recoveryCodesLeft,
    sessions: sessions.map((row) => ({
      handle: row.idHash,
      current: row.idHash === staff.sessionIdHash,
      device: deviceLabel(row.userAgent),
      userAgent: row.userAgent,
      ip: row.ip,
      createdAt: row.createdAt,
      lastSeenAt: row.lastSeenAt,
    })),
  };
}

type Errors = Record<string, string[]>;

export async function updateOwnName(
  db: Db,
  staff: SignedInStaff,
  fields: Fields,
  origin: AuditOrigin,
): Promise<{ kind: "done" } | { kind: "invalid"; errors: Errors }> {
  const parsed = parseValue(staffNameSchema, fields);
  if (!parsed.ok) return { kind: "invalid", errors: parsed.errors };
  await updateStaffName(db, staff.id, parsed.data.name);
  await recordStaffChange(db, staff, staff.id, origin, {
    action: "staff.name-changed",
    before: { name: staff.name },
    after: { name: parsed.data.name },
  });
  return { kind: "done" };
}

export type PasswordChangeResult =
  | { kind: "changed"; sessionsEnded: number }
  | { kind: "invalid"; errors: Errors }
  | { kind: "too-many"; retryAfter: number };

export async function changeOwnPassword(
  deps: { db: Db; limits: AccountLimits },
  staff: SignedInStaff,
  fields: Fields,
  origin: AuditOrigin,
): Promise<PasswordChangeResult> {
  const parsed = parseValue(staffPasswordChangeSchema, fields);
  if (!parsed.ok) return { kind: "invalid", errors: parsed.errors };
  // Counted before the current password is checked, like a sign-in (attempt-limits.ts).
  const attempt = await startSignInAttempt(deps.limits, {
    account: staffLimitKey(staff.email),
    address: origin.ip,
  });
  if (attempt.kind === "wait") return { kind: "too-many", retryAfter: attempt.retryAfter };
  const user = await selectStaffUserById(deps.db, staff.id);
  if (!(await verifyPassword(user?.passwordHash ?? null, parsed.data.current_password))) {
    // A session left open must not become a free password oracle. (No alert: the account is signed in.)
    await signInAttemptFailed(deps.limits, attempt.ticket);
    await recordStaffChange(deps.db, staff, staff.id, origin, {
      action: "staff.password-change-failed",
    });
    return { kind: "invalid", errors: { current_password: [STAFF_FORM_MESSAGES.currentPasswordWrong] } };
  }
  await signInStepPassed(deps.limits, attempt.ticket);
  if (parsed.data.password.trim().toLowerCase() === staff.email.toLowerCase()) {
    return { kind: "invalid", errors: { password: [ACCOUNT_MESSAGES.passwordIsEmail] } };
  }
  const passwordHash = await hashPassword(parsed.data.password);
  const sessionsEnded = await deps.db.transaction(async (tx) => {
    await updateStaffPasswordHash(tx, staff.id, passwordHash);
    const ended = await deleteOtherSessionsOf(tx, staff.id, staff.sessionIdHash);
    await recordStaffChange(tx, staff, staff.id, origin, {
      action: "staff.password-changed",
      after: { otherSessionsEnded: ended },
    });
    return ended;
  });
  return { kind: "changed", sessionsEnded };
}

/** Ten new recovery codes, to be shown once; the old ones stop working. */
export async function regenerateRecoveryCodes(
  db: Db,
  staff: SignedInStaff,
  origin: AuditOrigin,
): Promise<string[]> {
  const codes = newRecoveryCodes();
  await db.transaction(async (tx) => {
    const before = await countUnusedRecoveryCodes(tx, staff.id);
    await replaceRecoveryCodes(tx, staff.id, codes.map(hashRecoveryCode));
    await recordStaffChange(tx, staff, staff.id, origin, {
      action: "staff.recovery-codes-regenerated",
      before: { recoveryCodesLeft: before },
      after: { recoveryCodesLeft: codes.length },
    });
  });
  return codes;
}

/** Signs out one of the account's own sessions (another browser, or this one). */
export async function endOwnSession(
  db: Db,
  staff: SignedInStaff,
  handle: unknown,
  origin: AuditOrigin,
): Promise<boolean> {
  if (typeof handle !== "string" || !/^[0-9a-f]{64}$/.test(handle)) return false;
  if (!(await deleteSessionOf(db, staff.id, handle))) return false;
  await recordStaffChange(db, staff, staff.id, origin, {
    action: "staff.session-ended",
    // A prefix names the session in the log without keeping the whole key.
    after: { session: handle.slice(0, 12), current: handle === staff.sessionIdHash },
  });
  return true;
}
