// Password reset (issue 6 item 4; spec §7 "POST /reset_passwords as form data {email, body}; 200 is
// accepted"). The answer never says whether an account exists. The emailed link carries a random token;
// only its SHA-256 is stored. It works once, for an hour; a new password uses up the user's other tokens and
// ends the user's other sessions.
import { createHash, randomBytes } from "node:crypto";
import { z } from "zod";
import { queueEmail } from "../../../platform/email/outbox.ts";
import {
  claimPasswordReset,
  insertPasswordReset,
  selectUsablePasswordReset,
  useUpPasswordResetsOfUser,
} from "../repos/password-resets.ts";
import {
  deleteSessionsOfUser,
  selectUserByEmail,
  selectUserById,
  updatePasswordHash,
} from "../repos/users.ts";
import { ACCOUNT_MESSAGES as M, USER_HONEYPOT } from "../model/fields.ts";
import { forgottenPasswordSchema, resetPasswordSchema } from "../model/schemas.ts";
import { resetPasswordPath } from "../../../domain/urls.ts";
import type { Services } from "../../../platform/services.ts";
import type { RequestSession } from "../../../platform/session.ts";
import { isHoneypotFilled } from "../../../domain/honeypot.ts";
import { accountKey, clearFailedSignIns, isOverLimit } from "../../../platform/attempt-limits.ts";
import { resetPasswordEmail } from "./password-reset-email.ts";
import { emailBrandingOf } from "../../../platform/email/branding.ts";
import { getSiteContent } from "../../content/index.ts";
import { hashPassword } from "../../../platform/passwords.ts";
import type { Fields } from "../../../domain/fields.ts";
import { signInVisitor, type RequestMeta, type SignedIn } from "./signed-in-session.ts";

export const RESET_TOKEN_VALID_MINUTES = 60;

export function hashResetToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function resetLink(publicUrl: string, token: string): string {
  return new URL(resetPasswordPath(token), publicUrl).href;
}

export type ResetRequestResult =
  /** The same for an unknown email, a known one and a filled honeypot. */
  { kind: "accepted" } | { kind: "invalid"; errors: Record<string, string[]> } | { kind: "too-many" };

export async function requestPasswordReset(
  services: Services,
  fields: Fields,
  meta: RequestMeta,
): Promise<ResetRequestResult> {
  if (isHoneypotFilled(fields, USER_HONEYPOT)) {
    services.logger.info({ ip: meta.ip }, "password reset: honeypot filled, nothing sent");
    return { kind: "accepted" };
  }
  const parsed = forgottenPasswordSchema.safeParse(fields);
  if (!parsed.success) {
    return { kind: "invalid", errors: z.flattenError(parsed.error).fieldErrors as Record<string, string[]> };
  }
  const { email } = parsed.data;
  // Counted per email whether or not it has an account, so the limit reveals nothing either.
  if (await isOverLimit(services.accountLimits, "reset-request", accountKey(email))) {
    return { kind: "too-many" };
  }
  const user = await selectUserByEmail(services.db, email);
  if (!user) return { kind: "accepted" };

  const token = randomBytes(32).toString("base64url");
  const branding = emailBrandingOf(await getSiteContent(services.db), services.config.publicUrl);
  await services.db.transaction(async (tx) => {
    await insertPasswordReset(tx, {
      userId: user.id,
      tokenHash: hashResetToken(token),
      expiresAt: new Date(Date.now() + RESET_TOKEN_VALID_MINUTES * 60_000),
    });
    await queueEmail(
      tx,
      resetPasswordEmail({
        to: user.email,
        firstName: user.firstName,
        link: resetLink(services.config.publicUrl, token),
        validMinutes: RESET_TOKEN_VALID_MINUTES,
        branding,
      }),
    );
  });
  return { kind: "accepted" };
}

/** A token from the URL: 32 bytes in base64url are 43 characters. */
function isWellFormedToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}

export async function isUsableResetToken(services: Services, token: string): Promise<boolean> {
  if (!isWellFormedToken(token)) return false;
  return (await selectUsablePasswordReset(services.db, hashResetToken(token), new Date())) !== null;
}

export type ResetResult =
  | ({ kind: "reset" } & SignedIn)
  | { kind: "invalid"; errors: Record<string, string[]> }
  | { kind: "unusable-token" };

export async function resetPassword(
  services: Services,
  session: RequestSession,
  token: string,
  fields: Fields,
  meta: RequestMeta,
): Promise<ResetResult> {
  if (!isWellFormedToken(token)) return { kind: "unusable-token" };
  const now = new Date();
  const reset = await selectUsablePasswordReset(services.db, hashResetToken(token), now);
  if (!reset) return { kind: "unusable-token" };
  const parsed = resetPasswordSchema.safeParse(fields);
  if (!parsed.success) {
    return { kind: "invalid", errors: z.flattenError(parsed.error).fieldErrors as Record<string, string[]> };
  }
  const user = await selectUserById(services.db, reset.userId);
  if (user && parsed.data.password.trim().toLowerCase() === user.email.toLowerCase()) {
    return { kind: "invalid", errors: { password: [M.passwordIsEmail] } };
  }
  const passwordHash = await hashPassword(parsed.data.password);
  const claimed = await services.db.transaction(async (tx) => {
    // Only the request that marks the token used goes on: two racing posts cannot both set a password.
    if (!(await claimPasswordReset(tx, reset.id, now))) return false;
    await updatePasswordHash(tx, reset.userId, passwordHash);
    await useUpPasswordResetsOfUser(tx, reset.userId, now);
    // Whoever knew the old password is signed out everywhere.
    await deleteSessionsOfUser(tx, reset.userId);
    return true;
  });
  if (!claimed) return { kind: "unusable-token" };
  await clearFailedSignIns(services.accountLimits, accountKey(user?.email ?? ""), meta.ip);
  return { kind: "reset", ...(await signInVisitor(services, session, reset.userId, meta)) };
}
