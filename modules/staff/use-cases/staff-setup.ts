// Staff set-up (issue 14), and an install operator's the same way over their own realm (issue 44 item 6,
// account-realm.ts): `npm run admin:create -- EMAIL` makes the first owner and a one-time set-up link
// (24 hours, single use; only the token's SHA-256 is stored). The link's page sets the password (the
// visitors' password rules) and enrols TOTP: the secret is kept on the account from the first view of the
// page (so a reload shows the same QR code), and confirmed by a code; then ten recovery codes are shown once.
import { SETUP_LINK_VALID_HOURS } from "../model/staff-messages.ts";
import { createHash, randomBytes } from "node:crypto";
import { z } from "zod";
import type { Db } from "../../../db/client.ts";
import { insertStaffUser, replaceStaffBranches } from "../repos/staff-users.ts";
import { ACCOUNT_MESSAGES } from "../../accounts/model/fields.ts";
import { resetPasswordSchema } from "../../accounts/model/schemas.ts";
import type { StaffRole } from "../model/roles.ts";
import type { Fields } from "../../../domain/fields.ts";
import { parseValue } from "../../../platform/form-submission.ts";
import {
  signInAttemptFailed,
  signInStepPassed,
  startSignInAttempt,
  type AccountLimits,
} from "../../../platform/attempt-limits.ts";
import { hashPassword } from "../../../platform/passwords.ts";
import type { AuditOrigin } from "../../audit/index.ts";
import type { AccountRealm, LinkPurpose, RealmAccount } from "./account-realm.ts";
import { STAFF_REALM } from "./staff-realm.ts";
import { realmLimitKey } from "./staff-sign-in.ts";
import { hashRecoveryCode, newRecoveryCodes } from "./recovery-codes.ts";
import { matchTotpStep, newTotpSecret, totpKeyUri, totpQrSvg } from "./totp.ts";

export function hashSetupToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** 32 random bytes in base64url are 43 characters. */
function isWellFormedToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}

export type CreatedStaff = { staffUserId: number; link: string; expiresAt: Date };

/** Set up: the set-up link was used (a password and a confirmed TOTP secret). */
export function hasFinishedSetup(user: Pick<RealmAccount, "passwordHash" | "totpEnabledAt">): boolean {
  return Boolean(user.passwordHash && user.totpEnabledAt);
}

/**
 * A new set-up link for the account, inside the caller's transaction; any earlier link that was never used
 * dies with it, so only the newest link works (a resent invite, a reset second factor).
 */
export function issueSetupLink(
  tx: Db,
  staffUserId: number,
  options: { publicUrl: string; now: Date },
): Promise<{ link: string; expiresAt: Date }> {
  return issueRealmSetupLink(STAFF_REALM, tx, staffUserId, options);
}

export function issueRealmSetupLink(
  realm: AccountRealm,
  tx: Db,
  accountId: number,
  options: { publicUrl: string; now: Date },
): Promise<{ link: string; expiresAt: Date }> {
  return issueRealmLink(realm, tx, accountId, {
    ...options,
    purpose: "set-up",
    validMinutes: SETUP_LINK_VALID_HOURS * 60,
    path: realm.setupPath,
  });
}

/**
 * A one-time link of the account (set-up or password reset), inside the caller's transaction: only its
 * token's SHA-256 is stored, and every earlier unused link of the account dies with it.
 */
export function issueStaffLink(
  tx: Db,
  staffUserId: number,
  options: LinkOptions,
): Promise<{ link: string; expiresAt: Date }> {
  return issueRealmLink(STAFF_REALM, tx, staffUserId, options);
}

type LinkOptions = {
  publicUrl: string;
  now: Date;
  purpose: LinkPurpose;
  validMinutes: number;
  path: (token: string) => string;
};

async function issueRealmLink(
  realm: AccountRealm,
  tx: Db,
  accountId: number,
  options: LinkOptions,
): Promise<{ link: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(options.now.getTime() + options.validMinutes * 60_000);
  await realm.links.retireOf(tx, accountId, options.now);
  await realm.links.insert(tx, {
    accountId,
    tokenHash: hashSetupToken(token),
    expiresAt,
    purpose: options.purpose,
  });
  return { link: new URL(options.path(token), options.publicUrl).href, expiresAt };
}

/**
 * Creates the staff account (or, for an account whose set-up was never finished, a fresh link) and returns
 * its set-up link. Null when the email already belongs to a set-up account. The command line's way in
 * (`npm run admin:create`); owners and managers invite through staff-invites.ts.
 */
export async function createStaffWithSetupLink(
  db: Db,
  options: {
    email: string;
    role: StaffRole;
    /** A manager's or negotiator's branches (their scope). */
    branchIds?: number[];
    publicUrl: string;
    origin: AuditOrigin;
    now?: Date;
  },
): Promise<CreatedStaff | null> {
  const { branchIds } = options;
  const created = await createAccountWithSetupLink(STAFF_REALM, db, {
    ...options,
    insert: (tx, email) => insertStaffUser(tx, { email, role: options.role }),
    prepare: async (tx, user) => {
      if (branchIds) await replaceStaffBranches(tx, user.id, branchIds);
    },
    details: (user) => ({ role: user.role, branchIds: branchIds ?? [] }),
  });
  return created && { staffUserId: created.accountId, link: created.link, expiresAt: created.expiresAt };
}

/**
 * Creates the realm's account (or, for an account whose set-up was never finished, a fresh link) and returns its
 * set-up link, in one transaction with its audit row. Null when the email already belongs to a set-up account.
 */
export async function createAccountWithSetupLink<Account extends RealmAccount>(
  realm: AccountRealm<Account>,
  db: Db,
  options: {
    email: string;
    publicUrl: string;
    origin: AuditOrigin;
    now?: Date;
    insert: (tx: Db, email: string) => Promise<Account | null>;
    prepare?: (tx: Db, user: Account) => Promise<void>;
    /** What the audit row says of the account beside its email. */
    details?: (user: Account) => Record<string, unknown>;
  },
): Promise<{ accountId: number; link: string; expiresAt: Date } | null> {
  const now = options.now ?? new Date();
  const email = options.email.trim();
  return db.transaction(async (tx) => {
    const existing = await realm.accounts.byEmail(tx, email);
    if (existing && hasFinishedSetup(existing)) return null;
    const user = existing ?? (await options.insert(tx, email));
    if (!user) return null;
    await options.prepare?.(tx, user);
    const { link, expiresAt } = await issueRealmSetupLink(realm, tx, user.id, {
      publicUrl: options.publicUrl,
      now,
    });
    await realm.audit(tx, null, user.id, options.origin, {
      action: existing ? `${realm.name}.setup-link` : `${realm.name}.create`,
      after: { email: user.email, ...options.details?.(user), setupLinkExpiresAt: expiresAt.toISOString() },
    });
    return { accountId: user.id, link, expiresAt };
  });
}

export type SetupForm = { email: string; secret: string; qrSvg: string };

/** The link's unused, unexpired token row and its account (not disabled), or null. */
export function usableStaffLink(db: Db, token: string, now: Date, purpose: LinkPurpose = "set-up") {
  return usableRealmLink(STAFF_REALM, db, token, now, purpose);
}

async function usableRealmLink<Account extends RealmAccount>(
  realm: AccountRealm<Account>,
  db: Db,
  token: string,
  now: Date,
  purpose: LinkPurpose,
) {
  if (!isWellFormedToken(token)) return null;
  const row = await realm.links.usable(db, hashSetupToken(token), now, purpose);
  if (!row) return null;
  const user = await realm.accounts.byId(db, row.accountId);
  // A disabled account's links are retired when it is disabled; this keeps them dead if one slipped by.
  return user && !user.disabledAt ? { row, user } : null;
}

async function enrolmentOf(realm: AccountRealm, db: Db, user: RealmAccount): Promise<SetupForm> {
  let secret = user.totpSecret;
  if (!secret) {
    secret = newTotpSecret();
    await realm.accounts.setPendingTotpSecret(db, user.id, secret);
  }
  return {
    email: user.email,
    secret,
    qrSvg: await totpQrSvg(totpKeyUri(realm.totpIssuer, user.email, secret)),
  };
}

/** What the set-up page shows for this link, or null when the link is unknown, used or expired. */
export function setupForm(db: Db, token: string, now: Date = new Date()): Promise<SetupForm | null> {
  return realmSetupForm(STAFF_REALM, db, token, now);
}

export async function realmSetupForm(
  realm: AccountRealm,
  db: Db,
  token: string,
  now: Date = new Date(),
): Promise<SetupForm | null> {
  const found = await usableRealmLink(realm, db, token, now, "set-up");
  return found ? enrolmentOf(realm, db, found.user) : null;
}

export const SETUP_MESSAGES = {
  codeRequired: "Enter the 6-digit code from your authenticator app",
  codeWrong: "That code is not right: check the app's clock and try the newest code",
};

const setupSchema = resetPasswordSchema.and(
  z.object({
    code: z.string({ error: SETUP_MESSAGES.codeRequired }).trim().min(1, SETUP_MESSAGES.codeRequired),
  }),
);

export type SetupResult =
  | { kind: "done"; accountId: number; recoveryCodes: string[] }
  | { kind: "invalid"; form: SetupForm; errors: Record<string, string[]> }
  | { kind: "too-many"; form: SetupForm; retryAfter: number }
  | { kind: "unusable-token" };

export function completeSetup(
  db: Db,
  limits: AccountLimits,
  token: string,
  fields: Fields,
  origin: AuditOrigin,
  now: Date = new Date(),
): Promise<SetupResult> {
  return completeRealmSetup(STAFF_REALM, db, limits, token, fields, origin, now);
}

export async function completeRealmSetup(
  realm: AccountRealm,
  db: Db,
  limits: AccountLimits,
  token: string,
  fields: Fields,
  origin: AuditOrigin,
  now: Date = new Date(),
): Promise<SetupResult> {
  const found = await usableRealmLink(realm, db, token, now, "set-up");
  if (!found) return { kind: "unusable-token" };
  const { row, user } = found;
  const form = await enrolmentOf(realm, db, user);
  // The code step grows the same per-account delay as sign-in: a leaked link buys no free code guesses.
  const parsed = parseValue(setupSchema, fields);
  if (!parsed.ok) {
    return {
      kind: "invalid",
      form,
      errors: parsed.errors,
    };
  }
  if (parsed.data.password.trim().toLowerCase() === user.email.toLowerCase()) {
    return { kind: "invalid", form, errors: { password: [ACCOUNT_MESSAGES.passwordIsEmail] } };
  }
  // Counted before the code is checked, like a sign-in (attempt-limits.ts).
  const attempt = await startSignInAttempt(limits, {
    account: realmLimitKey(realm, user.email),
    address: origin.ip,
  });
  if (attempt.kind === "wait") return { kind: "too-many", form, retryAfter: attempt.retryAfter };
  const step = matchTotpStep(form.secret, parsed.data.code, now);
  if (step === null) {
    await signInAttemptFailed(limits, attempt.ticket);
    return { kind: "invalid", form, errors: { code: [SETUP_MESSAGES.codeWrong] } };
  }
  await signInStepPassed(limits, attempt.ticket);

  const passwordHash = await hashPassword(parsed.data.password);
  const recoveryCodes = newRecoveryCodes();
  const claimed = await db.transaction(async (tx) => {
    // Single use even when two posts race: only one claims the token.
    if (!(await realm.links.claim(tx, row.id, now))) return false;
    await realm.accounts.completeSetup(tx, user.id, { passwordHash, totpStep: step, now });
    await realm.accounts.markSignedIn(tx, user.id, now);
    await realm.recoveryCodes.replace(tx, user.id, recoveryCodes.map(hashRecoveryCode));
    await realm.audit(tx, user, user.id, origin, {
      action: `${realm.name}.setup`,
      after: { password: "set", totp: "enrolled", recoveryCodes: recoveryCodes.length },
    });
    return true;
  });
  return claimed ? { kind: "done", accountId: user.id, recoveryCodes } : { kind: "unusable-token" };
}
