// Per-account limits (issue 6 item 4, issue 13 item 4, issue 43 items 4 and 5; docs/decisions/015 and 021),
// beside the host's per-address limits (server/rate-limits.ts).
//
// Sign-in attempts are throttled per account *and* address, so guessing is slowed without locking the owner
// out (docs/decisions/021):
// - each (account, address) pair gets FREE_SIGN_IN_FAILURES failures, then each further attempt from that
//   address must wait 2, 4, 8 … seconds (capped at 15 minutes) after the one before;
// - the account's failures from every address grow the same wait, but it holds back only addresses that
//   have failed on this account recently: an address without recent failures (the owner's, usually), or an
//   attempt with a passed captcha, is checked at once;
// - each attempt is counted *before* its password is checked, in one atomic step of the shared store, so
//   concurrent guesses cannot all pass one check (a success takes its count back);
// - once the account has had ALERT_AFTER_FAILURES failures, its owner is told by email, once a day at most.
// Reset requests and registrations per email keep a plain window. The counters live in the shared store
// (PostgreSQL with DATABASE_URL), so every process sees them.
import ipaddr from "ipaddr.js";
import type { Backoff, RateLimitStore } from "./rate-limit-store.ts";
import { backoffSeconds } from "./rate-limit-store.ts";

const MINUTE = 60_000;

export type AttemptLimit = { windowMs: number; limit: number };

export const FREE_SIGN_IN_FAILURES = 5;
export const MAX_SIGN_IN_DELAY_SECONDS = 15 * 60;
export const SIGN_IN_BACKOFF: Backoff = {
  free: FREE_SIGN_IN_FAILURES,
  maxSeconds: MAX_SIGN_IN_DELAY_SECONDS,
};
/** Failures are forgotten a day after the first of them, and at once by a successful sign-in or reset. */
export const SIGN_IN_FAILURE_WINDOW_MS = 24 * 60 * MINUTE;
/** The owner hears of guessing once the account has this many failures in its window … */
export const ALERT_AFTER_FAILURES = 5;
/** … and at most once in this period. */
export const GUESSING_ALERT_PERIOD_MS = 24 * 60 * MINUTE;
export const RESET_REQUEST_LIMIT: AttemptLimit = { windowMs: 60 * MINUTE, limit: 5 };
export const REGISTRATION_LIMIT: AttemptLimit = { windowMs: 60 * MINUTE, limit: 5 };

export type AccountLimits = { store: RateLimitStore; disabled: boolean };

export function createAccountLimits(options: { store: RateLimitStore; disabled: boolean }): AccountLimits {
  return { store: options.store, disabled: options.disabled };
}

/** The wait after `failures` failed sign-ins: none for the first few, then 2^(n-4) s up to the cap. */
export function signInDelaySeconds(failures: number): number {
  return backoffSeconds(SIGN_IN_BACKOFF, failures);
}

/**
 * The address a limit counts: IPv4 as it is (an IPv4-mapped IPv6 address as its IPv4), IPv6 by its /64, the
 * block one subscriber usually holds, so walking through a block's addresses buys no clean address.
 */
export function addressBucket(address: string | null | undefined): string {
  if (!address || !ipaddr.isValid(address)) return address || "unknown";
  const parsed = ipaddr.process(address);
  if (parsed.kind() === "ipv4") return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...parts, 0, 0, 0, 0]).toString()}/64`;
}

const failuresKey = (account: string) => `signin-failures:${account}`;
const pairKey = (account: string, address: string | null) =>
  `signin-failures:${account}|${addressBucket(address)}`;
const alertKey = (account: string) => `signin-alert:${account}`;

export type SignInAttempt = {
  /** The account's limit key: accountKey(email) for visitors, staffLimitKey(email) for staff. */
  account: string;
  /** The client's address (the request's ip). */
  address: string | null;
  /** A captcha passed with this attempt lets it past the account's wait (not its address's). */
  captchaPassed?: boolean;
};

/** An attempt that may be checked; hand it back with the outcome. */
export type SignInTicket = { name: string; account: string; pair: string; counted: boolean };

export type AttemptStart = { kind: "go"; ticket: SignInTicket } | { kind: "wait"; retryAfter: number };

/**
 * Counts one sign-in attempt before its credentials are checked, or says how long it must wait (the right
 * password too: a guesser learns nothing during the wait).
 */
export async function startSignInAttempt(
  limits: AccountLimits,
  attempt: SignInAttempt,
): Promise<AttemptStart> {
  const ticket = {
    name: attempt.account,
    account: failuresKey(attempt.account),
    pair: pairKey(attempt.account, attempt.address),
  };
  if (limits.disabled) return { kind: "go", ticket: { ...ticket, counted: false } };
  const { store } = limits;
  const pair = await store.claim(ticket.pair, SIGN_IN_FAILURE_WINDOW_MS, SIGN_IN_BACKOFF);
  if (!pair.claimed) return { kind: "wait", retryAfter: pair.retryAfter };
  if (pair.before === 0 || attempt.captchaPassed) {
    // A clean address (or a person, by the captcha): checked at once; its failure still counts for the account.
    await store.hit(ticket.account, SIGN_IN_FAILURE_WINDOW_MS);
    return { kind: "go", ticket: { ...ticket, counted: true } };
  }
  const account = await store.claim(ticket.account, SIGN_IN_FAILURE_WINDOW_MS, SIGN_IN_BACKOFF);
  if (!account.claimed) {
    await store.undo(ticket.pair);
    return { kind: "wait", retryAfter: account.retryAfter };
  }
  return { kind: "go", ticket: { ...ticket, counted: true } };
}

/**
 * The attempt's credentials were wrong (it is already counted). True when the owner should now be told that
 * the account is being guessed at: the account has had ALERT_AFTER_FAILURES failures and nobody has told
 * them in the last GUESSING_ALERT_PERIOD_MS (counted in the shared store, so one process sends it).
 */
export async function signInAttemptFailed(limits: AccountLimits, ticket: SignInTicket): Promise<boolean> {
  if (!ticket.counted) return false;
  const failures = await limits.store.peek(ticket.account);
  if (!failures || failures.count < ALERT_AFTER_FAILURES) return false;
  const alerts = await limits.store.hit(alertKey(ticket.name), GUESSING_ALERT_PERIOD_MS);
  return alerts.count === 1;
}

/** The credentials of one step were right but the sign-in is not over (staff: the password before the code). */
export async function signInStepPassed(limits: AccountLimits, ticket: SignInTicket): Promise<void> {
  if (!ticket.counted) return;
  await limits.store.undo(ticket.pair);
  await limits.store.undo(ticket.account);
}

/** A whole sign-in succeeded: this address's failures are forgotten, and the attempt is taken back. */
export async function signInSucceeded(limits: AccountLimits, ticket: SignInTicket): Promise<void> {
  await limits.store.reset(ticket.pair);
  if (ticket.counted) await limits.store.undo(ticket.account);
}

/** A password reset proves the owner: the account's failures, and this address's, are forgotten. */
export async function clearFailedSignIns(
  limits: AccountLimits,
  account: string,
  address: string | null,
): Promise<void> {
  await limits.store.reset(failuresKey(account));
  await limits.store.reset(pairKey(account, address));
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
