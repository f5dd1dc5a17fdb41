// A forgotten staff password (issue 42 item 6). The sign-in page links to a form that emails a one-time link
// (an hour, single use, only its SHA-256 stored, in the set-up links' table) to a set-up, enabled account;
// the answer is the same whether or not the email is a member of staff's, and requests are limited per
// email. The link's page takes a new password and a second factor — a TOTP code or a recovery code, so the
// mailbox alone never gets anyone in — counted like a sign-in step (docs/decisions/021). On success every
// session of the account ends, the audit log records it and the member of staff is told by email; they then
// sign in as usual, second factor included.
import type { Db } from "../../../db/client.ts";
import { deleteStaffSessionsOf } from "../repos/staff-sessions.ts";
import { claimSetupToken, selectStaffUserByEmail, updateStaffPasswordHash } from "../repos/staff-users.ts";
import { ACCOUNT_MESSAGES } from "../../accounts/model/fields.ts";
import { adminPasswordResetPath, ADMIN_SIGN_IN_PATH } from "../../../domain/admin/admin-urls.ts";
import { STAFF_FORM_MESSAGES, STAFF_RESET_LINK_VALID_MINUTES } from "../model/staff-limits.ts";
import { staffPasswordResetSchema, staffResetRequestSchema } from "../model/staff-schemas.ts";
import type { Fields } from "../../../domain/fields.ts";
import { parseValue } from "../../../platform/form-submission.ts";
import { emailBrandingOf } from "../../../platform/email/branding.ts";
import { queueEmail } from "../../../platform/email/outbox.ts";
import {
  isOverLimit,
  signInSucceeded,
  startSignInAttempt,
  type AccountLimits,
} from "../../../platform/attempt-limits.ts";
import { hashPassword } from "../../../platform/passwords.ts";
import { getSiteContent } from "../../content/index.ts";
import type { AuditOrigin } from "../../audit/index.ts";
import { recordStaffChange } from "./staff-audit.ts";
import { staffPasswordChangedEmail, staffResetLinkEmail } from "./staff-password-reset-email.ts";
import { issueStaffLink, usableStaffLink } from "./staff-setup.ts";
import { STAFF_REALM } from "./staff-realm.ts";
import { auditFailure, checkSecondFactor, countFailedStep, isSetUp, staffLimitKey } from "./staff-sign-in.ts";

export type StaffResetDeps = { db: Db; limits: AccountLimits; publicUrl: string };

type Errors = Record<string, string[]>;

export type ResetRequestResult =
  { kind: "sent" } | { kind: "invalid"; errors: Errors } | { kind: "too-many" };

/** "sent" whether or not a link went out: only the mailbox's owner learns whether it is a staff account. */
export async function requestStaffPasswordReset(
  deps: StaffResetDeps,
  fields: Fields,
  origin: AuditOrigin,
  now: Date = new Date(),
): Promise<ResetRequestResult> {
  const parsed = parseValue(staffResetRequestSchema, fields);
  if (!parsed.ok) return { kind: "invalid", errors: parsed.errors };
  const { email } = parsed.data;
  // Counted per email whether or not it is a member of staff's, so the limit reveals nothing either.
  if (await isOverLimit(deps.limits, "reset-request", staffLimitKey(email))) return { kind: "too-many" };
  const user = await selectStaffUserByEmail(deps.db, email);
  // Only an account that can sign in: one not yet set up has its set-up link, a disabled one stays out.
  if (!isSetUp(user)) return { kind: "sent" };

  const branding = emailBrandingOf(await getSiteContent(deps.db), deps.publicUrl);
  await deps.db.transaction(async (tx) => {
    const { link, expiresAt } = await issueStaffLink(tx, user.id, {
      publicUrl: deps.publicUrl,
      now,
      purpose: "password-reset",
      validMinutes: STAFF_RESET_LINK_VALID_MINUTES,
      path: adminPasswordResetPath,
    });
    await queueEmail(
      tx,
      staffResetLinkEmail({
        to: user.email,
        name: user.name,
        branding,
        link,
        validMinutes: STAFF_RESET_LINK_VALID_MINUTES,
      }),
    );
    await recordStaffChange(tx, null, user.id, origin, {
      action: "staff.password-reset-requested",
      after: { linkExpiresAt: expiresAt.toISOString() },
    });
  });
  return { kind: "sent" };
}

/** The link's page: whose password it resets, or null when the link is unknown, spent or expired. */
export async function staffResetForm(
  db: Db,
  token: string,
  now: Date = new Date(),
): Promise<{ email: string } | null> {
  const found = await usableStaffLink(db, token, now, "password-reset");
  return found && isSetUp(found.user) ? { email: found.user.email } : null;
}

export type PasswordResetResult =
  | { kind: "reset"; sessionsEnded: number }
  | { kind: "invalid"; email: string; errors: Errors }
  | { kind: "too-many"; email: string; retryAfter: number }
  | { kind: "unusable-link" };

export async function completeStaffPasswordReset(
  deps: StaffResetDeps,
  token: string,
  fields: Fields,
  origin: AuditOrigin,
  now: Date = new Date(),
): Promise<PasswordResetResult> {
  const found = await usableStaffLink(deps.db, token, now, "password-reset");
  const user = found?.user ?? null;
  if (!found || !isSetUp(user)) return { kind: "unusable-link" };
  const { email } = user;
  const parsed = parseValue(staffPasswordResetSchema, fields);
  if (!parsed.ok) {
    return { kind: "invalid", email, errors: parsed.errors };
  }
  if (parsed.data.password.trim().toLowerCase() === email.toLowerCase()) {
    return { kind: "invalid", email, errors: { password: [ACCOUNT_MESSAGES.passwordIsEmail] } };
  }
  // Counted before the code is checked, like a sign-in step: a leaked link buys no free code guesses.
  const attempt = await startSignInAttempt(deps.limits, {
    account: staffLimitKey(email),
    address: origin.ip,
  });
  if (attempt.kind === "wait") return { kind: "too-many", email, retryAfter: attempt.retryAfter };
  const method = await checkSecondFactor(STAFF_REALM, deps.db, user, parsed.data.code, now);
  if (!method) {
    await countFailedStep(deps, attempt.ticket, user);
    await auditFailure(STAFF_REALM, deps.db, user, "password-reset", origin);
    return { kind: "invalid", email, errors: { code: [STAFF_FORM_MESSAGES.resetCodeWrong] } };
  }
  await signInSucceeded(deps.limits, attempt.ticket);

  const passwordHash = await hashPassword(parsed.data.password);
  const branding = emailBrandingOf(await getSiteContent(deps.db), deps.publicUrl);
  const sessionsEnded = await deps.db.transaction(async (tx) => {
    // Single use even when two posts race: only one claims the link.
    if (!(await claimSetupToken(tx, found.row.id, now))) return null;
    await updateStaffPasswordHash(tx, user.id, passwordHash);
    const ended = await deleteStaffSessionsOf(tx, user.id);
    await queueEmail(
      tx,
      staffPasswordChangedEmail({
        to: email,
        name: user.name,
        branding,
        signInLink: new URL(ADMIN_SIGN_IN_PATH, deps.publicUrl).href,
      }),
    );
    await recordStaffChange(tx, { id: user.id, email }, user.id, origin, {
      action: "staff.password-reset",
      after: { secondFactor: method, sessionsEnded: ended },
    });
    return ended;
  });
  return sessionsEnded === null ? { kind: "unusable-link" } : { kind: "reset", sessionsEnded };
}
