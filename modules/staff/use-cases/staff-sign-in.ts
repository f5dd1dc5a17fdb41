// Staff sign-in (issue 14), and the install operators' the same way over their own realm (issue 44 item 6,
// account-realm.ts): the password, then a second factor that cannot be skipped — a TOTP code, a
// passkey (staff-passkeys.ts) or a recovery code (which is then spent). A disabled account gets no further
// than a failed password. No staff session exists until both have passed; between them the
// browser holds only a signed 5-minute "pending" cookie (staff-sessions.ts). Every credential step shares the
// visitors' throttle per account and address (accounts/attempt-limits.ts, keyed `staff:EMAIL`;
// docs/decisions/021): each attempt is counted before it is checked, an address without recent failures is
// not held back by the account's wait, and the member of staff is emailed when the account is being guessed
// at. The host counts failures per address (server/rate-limits.ts). A right password does not clear the
// failures — only a whole sign-in does — so knowing the password buys no fresh code guesses.
import { z } from "zod";
import type { Db } from "../../../db/client.ts";
import type { StaffUserRow } from "../repos/staff-users.ts";
import type { Fields } from "../../../domain/fields.ts";
import type { SessionKeys } from "../../../platform/session.ts";
import {
  accountKey,
  signInAttemptFailed,
  signInStepPassed,
  signInSucceeded,
  startSignInAttempt,
  type AccountLimits,
  type SignInTicket,
} from "../../../platform/attempt-limits.ts";
import { queueGuessingAlert } from "../../accounts/index.ts";
import { verifyPassword } from "../../../platform/passwords.ts";
import type { AuditOrigin } from "../../audit/index.ts";
import type { AccountRealm, RealmAccount } from "./account-realm.ts";
import { hashRecoveryCode, looksLikeRecoveryCode } from "./recovery-codes.ts";
import { passkeySignInOptions, type RelyingParty } from "./staff-passkeys.ts";
import { STAFF_REALM } from "./staff-realm.ts";
import {
  clearPendingCookie,
  pendingSignIn,
  pendingSignInCookie,
  startRealmSession,
} from "./staff-sessions.ts";
import { isTotpCodeShape, matchTotpStep } from "./totp.ts";

export type SignInDeps = {
  db: Db;
  keys: SessionKeys;
  limits: AccountLimits;
  /** The passkey party, for a realm with passkeys. */
  party?: RelyingParty;
  /** The site's address, for the email that tells someone their account is being guessed at. */
  publicUrl: string;
};

export type StaffSignInDeps = SignInDeps & { party: RelyingParty };

const passwordSchema = z.object({
  email: z.string().trim().email().max(320),
  password: z.string().min(1).max(1024),
});

/** The per-account delay key of an account of the realm (apart from a visitor's, or the other realm's, with the same email). */
export const realmLimitKey = (realm: Pick<AccountRealm, "name">, email: string) =>
  `${realm.name}:${accountKey(email)}`;

/** The per-account delay key of a staff account (apart from a visitor account with the same email). */
export const staffLimitKey = (email: string) => realmLimitKey(STAFF_REALM, email);

/** An account whose set-up link has been used (a password and a confirmed TOTP secret), and not disabled. */
export type SetUpAccount<Account extends RealmAccount> = Account & {
  passwordHash: string;
  totpSecret: string;
};
export type SetUpStaff = SetUpAccount<StaffUserRow>;

export function isSetUp<Account extends RealmAccount>(user: Account | null): user is SetUpAccount<Account> {
  return Boolean(user?.passwordHash && user.totpSecret && user.totpEnabledAt && !user.disabledAt);
}

export type PasswordStepResult =
  { kind: "second-factor"; cookie: string } | { kind: "failed" } | { kind: "too-many"; retryAfter: number };

/** The first step: a right password for a set-up account gives the pending cookie, never a session. */
export async function passwordStep(
  realm: AccountRealm,
  deps: SignInDeps,
  fields: Fields,
  origin: AuditOrigin,
  now: Date = new Date(),
): Promise<PasswordStepResult> {
  const parsed = passwordSchema.safeParse(fields);
  if (!parsed.success) return { kind: "failed" };
  const attempt = await startSignInAttempt(deps.limits, {
    account: realmLimitKey(realm, parsed.data.email),
    address: origin.ip,
  });
  if (attempt.kind === "wait") return { kind: "too-many", retryAfter: attempt.retryAfter };
  const user = await realm.accounts.byEmail(deps.db, parsed.data.email);
  const setUp = isSetUp(user);
  // The dummy verification when there is no set-up account keeps the timing the same.
  const valid = await verifyPassword(setUp ? user.passwordHash : null, parsed.data.password);
  if (!valid || !setUp) {
    await countFailedStep(deps, attempt.ticket, setUp ? user : null);
    if (user) await auditFailure(realm, deps.db, user, "password", origin);
    return { kind: "failed" };
  }
  await signInStepPassed(deps.limits, attempt.ticket);
  return { kind: "second-factor", cookie: pendingSignInCookie(realm, deps.keys, user.id, now) };
}

export function signInWithPassword(
  deps: StaffSignInDeps,
  fields: Fields,
  origin: AuditOrigin,
  now: Date = new Date(),
): Promise<PasswordStepResult> {
  return passwordStep(STAFF_REALM, deps, fields, origin, now);
}

/** The account waiting for its second factor in this browser, or null (no pending cookie, or expired). */
export async function pendingAccount<Account extends RealmAccount>(
  realm: AccountRealm<Account>,
  deps: Pick<SignInDeps, "db" | "keys">,
  cookieHeader: string | null,
  now: Date = new Date(),
): Promise<SetUpAccount<Account> | null> {
  const id = pendingSignIn(realm, deps.keys, cookieHeader, now);
  const user = id === null ? null : await realm.accounts.byId(deps.db, id);
  return isSetUp(user) ? user : null;
}

export type SecondFactorResult =
  | { kind: "signed-in"; cookies: string[]; accountId: number }
  | { kind: "failed"; method: "code" | "passkey" }
  | { kind: "expired" }
  | { kind: "too-many"; retryAfter: number };

/** The second step: a TOTP code, a recovery code (then spent) or, in a realm with them, a passkey. */
export async function secondFactorStep(
  realm: AccountRealm,
  deps: SignInDeps,
  cookieHeader: string | null,
  fields: Fields,
  origin: AuditOrigin,
  now: Date = new Date(),
): Promise<SecondFactorResult> {
  const user = await pendingAccount(realm, deps, cookieHeader, now);
  if (!user) return { kind: "expired" };
  const attempt = await startSignInAttempt(deps.limits, {
    account: realmLimitKey(realm, user.email),
    address: origin.ip,
  });
  if (attempt.kind === "wait") return { kind: "too-many", retryAfter: attempt.retryAfter };

  // A passkey's assertion comes in its own field (the page's script fills it); anything else is a code.
  const assertion = typeof fields.passkey_response === "string" ? fields.passkey_response : "";
  const code = typeof fields.code === "string" ? fields.code.trim() : "";
  const used = assertion
    ? await checkPasskey(realm, deps, user, assertion, now)
    : { method: await checkSecondFactor(realm, deps.db, user, code, now) };
  if (!used.method) {
    await countFailedStep(deps, attempt.ticket, user);
    await auditFailure(realm, deps.db, user, assertion ? "passkey" : "second-factor", origin);
    return { kind: "failed", method: assertion ? "passkey" : "code" };
  }
  const method = used.method;
  await signInSucceeded(deps.limits, attempt.ticket);
  const sessionCookies = await startRealmSession(
    realm,
    deps.db,
    deps.keys,
    user.id,
    origin,
    cookieHeader,
    now,
  );
  await realm.accounts.markSignedIn(deps.db, user.id, now);
  if (method === "recovery-code") {
    await realm.audit(deps.db, user, user.id, origin, {
      action: `${realm.name}.recovery-code-used`,
      after: { recoveryCodesLeft: await realm.recoveryCodes.countUnused(deps.db, user.id) },
    });
  }
  await realm.audit(deps.db, user, user.id, origin, {
    action: `${realm.name}.sign-in`,
    after: { method, ...("passkey" in used ? { passkey: used.passkey } : {}) },
  });
  return {
    kind: "signed-in",
    cookies: [...sessionCookies, clearPendingCookie(realm, deps.keys)],
    accountId: user.id,
  };
}

export function signInWithSecondFactor(
  deps: StaffSignInDeps,
  cookieHeader: string | null,
  fields: Fields,
  origin: AuditOrigin,
  now: Date = new Date(),
): Promise<SecondFactorResult> {
  return secondFactorStep(STAFF_REALM, deps, cookieHeader, fields, origin, now);
}

async function checkPasskey(
  realm: AccountRealm,
  deps: SignInDeps,
  user: RealmAccount,
  assertion: string,
  now: Date,
): Promise<{ method: "passkey" | null; passkey?: { id: number; name: string } }> {
  if (!realm.passkeys || !deps.party) return { method: null };
  const passkey = await realm.passkeys.verify(deps.db, deps.party, user.id, assertion, now);
  return passkey ? { method: "passkey", passkey } : { method: null };
}

/** What the second step's page offers this browser: null when no password was given in the last 5 minutes. */
export async function pendingSecondFactor(
  deps: Pick<SignInDeps, "db" | "keys">,
  cookieHeader: string | null,
  now: Date = new Date(),
  realm: AccountRealm = STAFF_REALM,
): Promise<{ passkeys: boolean } | null> {
  const user = await pendingAccount(realm, deps, cookieHeader, now);
  if (!user) return null;
  return { passkeys: realm.passkeys ? await realm.passkeys.has(deps.db, user.id) : false };
}

/**
 * The options of a passkey sign-in for the account waiting for its second factor in this browser: "expired"
 * when the browser has no pending sign-in, "none" when the account has no passkey.
 */
export async function pendingPasskeyOptions(
  deps: StaffSignInDeps,
  cookieHeader: string | null,
  now: Date = new Date(),
) {
  const user = await pendingAccount(STAFF_REALM, deps, cookieHeader, now);
  if (!user) return { kind: "expired" as const };
  const options = await passkeySignInOptions(deps.db, deps.party, user.id, now);
  return options ? { kind: "options" as const, options } : { kind: "none" as const };
}

/** Which second factor this code is, once it has been used up (a TOTP step, a recovery code); null if none. */
export async function checkSecondFactor(
  realm: AccountRealm,
  db: Db,
  user: SetUpAccount<RealmAccount>,
  code: string,
  now: Date,
): Promise<"totp" | "recovery-code" | null> {
  if (isTotpCodeShape(code)) {
    const step = matchTotpStep(user.totpSecret, code, now);
    // A code already used (this step or an earlier one) is refused: claimTotpStep only moves forward.
    return step !== null && (await realm.accounts.claimTotpStep(db, user.id, step)) ? "totp" : null;
  }
  if (looksLikeRecoveryCode(code)) {
    return (await realm.recoveryCodes.claim(db, user.id, hashRecoveryCode(code), now))
      ? "recovery-code"
      : null;
  }
  return null;
}

/** Counts a failed step, and tells a set-up account's owner by email when it is being guessed at. */
export async function countFailedStep(
  deps: Pick<SignInDeps, "db" | "limits" | "publicUrl">,
  ticket: SignInTicket,
  user: SetUpAccount<RealmAccount> | null,
): Promise<void> {
  const alertOwner = await signInAttemptFailed(deps.limits, ticket);
  if (alertOwner && user) {
    await queueGuessingAlert(deps.db, deps.publicUrl, {
      to: user.email,
      firstName: user.name,
      audience: "staff",
    });
  }
}

export async function auditFailure(
  realm: AccountRealm,
  db: Db,
  user: RealmAccount,
  step: string,
  origin: AuditOrigin,
): Promise<void> {
  await realm.audit(db, user, user.id, origin, {
    action: `${realm.name}.sign-in-failed`,
    after: { step },
  });
}
