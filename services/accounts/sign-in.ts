// Sign-in (spec §7 "POST /session with body {username, password, authenticity_token}; 200 is success").
// One answer for a wrong email and a wrong password, in about the same time (no account enumeration).
import { z } from "zod";
import { selectUserByEmail } from "../../db/repos/users.ts";
import { signInSchema } from "../../domain/accounts/schemas.ts";
import type { Services } from "../index.ts";
import type { RequestSession } from "../../platform/session.ts";
import { accountKey } from "./attempt-limits.ts";
import { verifyPassword } from "./passwords.ts";
import type { Fields } from "../../domain/fields.ts";
import { signInVisitor, type RequestMeta, type SignedIn } from "./signed-in-session.ts";

export type SignInResult =
  | ({ kind: "signed-in" } & SignedIn)
  | { kind: "invalid"; errors: Record<string, string[]> }
  | { kind: "failed" }
  | { kind: "too-many" };

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
  // Refused before the password is checked: a guesser learns nothing more once the account is locked.
  if (!limits.disabled && limits.failedSignIns.isBlocked(key)) return { kind: "too-many" };

  const user = await selectUserByEmail(services.db, username);
  if (!(await verifyPassword(user?.passwordHash ?? null, password)) || !user) {
    limits.failedSignIns.record(key);
    services.logger.info({ ip: meta.ip }, "sign-in failed");
    return { kind: "failed" };
  }
  limits.failedSignIns.reset(key);
  return { kind: "signed-in", ...(await signInVisitor(services, session, user.id, meta)) };
}
