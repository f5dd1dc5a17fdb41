// Sign-in (spec §7 "POST /session with body {username, password, authenticity_token}; 200 is success").
// One answer for a wrong email and a wrong password, in about the same time (no account enumeration).
import { z } from "zod";
import { selectUserByEmail } from "../../db/repos/users.ts";
import { signInSchema } from "../../domain/accounts/schemas.ts";
import type { Services } from "../index.ts";
import type { RequestSession } from "../../platform/session.ts";
import { accountKey, clearFailedSignIns, recordFailedSignIn, signInWaitSeconds } from "./attempt-limits.ts";
import { verifyPassword } from "./passwords.ts";
import type { Fields } from "../../domain/fields.ts";
import { signInVisitor, type RequestMeta, type SignedIn } from "./signed-in-session.ts";

export type SignInResult =
  | ({ kind: "signed-in" } & SignedIn)
  | { kind: "invalid"; errors: Record<string, string[]> }
  | { kind: "failed" }
  /** The account must wait `retryAfter` seconds after its last failure (attempt-limits.ts). */
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
  const key = accountKey(username);
  // Refused before the password is checked, the right one too: a guesser learns nothing during the wait.
  const wait = await signInWaitSeconds(limits, key);
  if (wait > 0) return { kind: "too-many", retryAfter: wait };

  const user = await selectUserByEmail(services.db, username);
  if (!(await verifyPassword(user?.passwordHash ?? null, password)) || !user) {
    await recordFailedSignIn(limits, key);
    services.logger.info({ ip: meta.ip }, "sign-in failed");
    return { kind: "failed" };
  }
  await clearFailedSignIns(limits, key);
  return { kind: "signed-in", ...(await signInVisitor(services, session, user.id, meta)) };
}
