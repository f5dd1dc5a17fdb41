// Per-account limits (issue 6 item 4, issue 13 item 4; docs/decisions/015), beside the host's per-address
// limits (server/rate-limits.ts). Failed sign-ins per email grow a delay rather than lock the account: after
// FREE_SIGN_IN_FAILURES failures each further attempt must wait 2, 4, 8 … seconds (capped) after the last
// failure, the right password included, so a guesser gets a handful of tries an hour while the owner waits
// seconds, not a quarter of an hour. Reset requests and registrations per email keep a plain window. The
// counters live in the shared store (PostgreSQL with DATABASE_URL), so every process sees them.
import type { RateLimitStore } from "../../platform/rate-limit-store.ts";

const MINUTE = 60_000;

export type AttemptLimit = { windowMs: number; limit: number };

export const FREE_SIGN_IN_FAILURES = 5;
export const MAX_SIGN_IN_DELAY_SECONDS = 15 * 60;
/** Failures are forgotten a day after the first of them, and at once by a successful sign-in or reset. */
export const SIGN_IN_FAILURE_WINDOW_MS = 24 * 60 * MINUTE;
export const RESET_REQUEST_LIMIT: AttemptLimit = { windowMs: 60 * MINUTE, limit: 5 };
export const REGISTRATION_LIMIT: AttemptLimit = { windowMs: 60 * MINUTE, limit: 5 };

export type AccountLimits = { store: RateLimitStore; disabled: boolean };

export function createAccountLimits(options: { store: RateLimitStore; disabled: boolean }): AccountLimits {
  return { store: options.store, disabled: options.disabled };
}

/** The wait after `failures` failed sign-ins: none for the first few, then 2^(n-4) s up to the cap. */
export function signInDelaySeconds(failures: number): number {
  if (failures < FREE_SIGN_IN_FAILURES) return 0;
  return Math.min(2 ** (failures - FREE_SIGN_IN_FAILURES + 1), MAX_SIGN_IN_DELAY_SECONDS);
}

const failuresKey = (account: string) => `signin-failures:${account}`;

/** Seconds the account must still wait before its next sign-in attempt is checked; 0 when it may try. */
export async function signInWaitSeconds(
  limits: AccountLimits,
  account: string,
  now: number = Date.now(),
): Promise<number> {
  if (limits.disabled) return 0;
  const failures = await limits.store.peek(failuresKey(account));
  if (!failures) return 0;
  const until = failures.lastHitAt.getTime() + signInDelaySeconds(failures.count) * 1000;
  return until > now ? Math.ceil((until - now) / 1000) : 0;
}

export async function recordFailedSignIn(limits: AccountLimits, account: string): Promise<void> {
  if (!limits.disabled) await limits.store.hit(failuresKey(account), SIGN_IN_FAILURE_WINDOW_MS);
}

export async function clearFailedSignIns(limits: AccountLimits, account: string): Promise<void> {
  await limits.store.reset(failuresKey(account));
}

/** Counts one attempt; true when the key had already used up its allowance (the attempt is refused). */
export async function isOverLimit(
  limits: AccountLimits,
  kind: "registration" | "reset-request",
  key: string,
): Promise<boolean> {
  if (limits.disabled) return false;
  const limit = kind === "registration" ? REGISTRATION_LIMIT : RESET_REQUEST_LIMIT;
  const counter = await limits.store.hit(`${kind}:${key}`, limit.windowMs);
  return counter.count > limit.limit;
}

/** Emails are one account whatever their case. */
export function accountKey(email: string): string {
  return email.trim().toLowerCase();
}
