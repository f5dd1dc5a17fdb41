// Sign-in (spec §7 "POST /session with body {username, password, authenticity_token}; 200 is success").
// One answer for a wrong email and a wrong password, in about the same time (no account enumeration).
import { z } from "zod";
import { selectUserByEmail } from "../repos/users.ts";
import { signInSchema } from "../model/schemas.ts";
import type { Services } from "../../../platform/services.ts";
import type { RequestSession } from "../../../platform/session.ts";
import { CAPTCHA_TOKEN_FIELD } from "../../../domain/captcha.ts";
import {
  accountKey,
  signInAttemptFailed,
  signInSucceeded,
  startSignInAttempt,
} from "../../../platform/attempt-limits.ts";
import { queueGuessingAlert } from "./guessing-alert.ts";
import { verifyPassword } from "../../../platform/passwords.ts";
import type { Fields } from "../../../domain/fields.ts";
import { signInVisitor, type RequestMeta, type SignedIn } from "./signed-in-session.ts";

export type SignInResult =
  | ({ kind: "signed-in" } & SignedIn)
  | { kind: "invalid"; errors: Record<string, string[]> }
  | { kind: "failed" }
  /** This address must wait `retryAfter` seconds before trying this account again (attempt-limits.ts). */
  | { kind: "too-many"; retryAfter: number };

export async function signIn(
  services: Services,
  session: RequestSession,
  fields: Fields,
  meta: RequestMeta,
): Promise<SignInResult> {
  const parsed = signInSchema.safeParse(fields);
  if (!parsed.success) {
    return { kind: "invalid", errors: z.flattenError(parsed.error).fieldErrors as Record<string, string[]> };
  }
  const { username, password } = parsed.data;
  const limits = services.accountLimits;
  // Refused before the password is checked, the right one too: a guesser learns nothing during the wait.
  const attempt = await startSignInAttempt(limits, {
    account: accountKey(username),
    address: meta.ip,
    captchaPassed: await captchaPassed(services, fields, meta),
  });
  if (attempt.kind === "wait") return { kind: "too-many", retryAfter: attempt.retryAfter };

  const user = await selectUserByEmail(services.db, username);
  if (!(await verifyPassword(user?.passwordHash ?? null, password)) || !user) {
    const alertOwner = await signInAttemptFailed(limits, attempt.ticket);
    if (alertOwner && user) {
      await queueGuessingAlert(services.db, services.config.publicUrl, {
        to: user.email,
        firstName: user.firstName,
        audience: "visitor",
      });
    }
    services.logger.info({ ip: meta.ip }, "sign-in failed");
    return { kind: "failed" };
  }
  await signInSucceeded(limits, attempt.ticket);
  return { kind: "signed-in", ...(await signInVisitor(services, session, user.id, meta)) };
}

/**
 * A captcha answered with the sign-in lets it past the account's wait (docs/decisions/021). Only when the site
 * has a captcha provider: without one there is nothing a person can prove, and only when a token came, so an
 * ordinary sign-in costs no call to the provider.
 */
async function captchaPassed(services: Services, fields: Fields, meta: RequestMeta): Promise<boolean> {
  const token = fields[CAPTCHA_TOKEN_FIELD];
  if (services.captcha.provider === "none" || typeof token !== "string" || !token) return false;
  return (await services.captcha.verify(token, { ip: meta.ip, action: "sign_in" })).ok;
}
