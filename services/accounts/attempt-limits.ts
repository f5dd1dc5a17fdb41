// Per-account limits (issue 6 item 4), beside the host's per-IP limits (server/rate-limits.ts): failed sign-ins
// per email, and reset requests per email, so spreading a guess over many addresses does not help.
// The counters live in this process's memory, like the host's: with several web processes each counts on its
// own (the effective limit is multiplied), and a restart forgets them. A shared table is a later concern.
import { LRUCache } from "lru-cache";

const MINUTE = 60_000;

export type AttemptLimit = { windowMs: number; limit: number };

export const FAILED_SIGN_IN_LIMIT: AttemptLimit = { windowMs: 15 * MINUTE, limit: 10 };
export const RESET_REQUEST_LIMIT: AttemptLimit = { windowMs: 60 * MINUTE, limit: 5 };
export const REGISTRATION_LIMIT: AttemptLimit = { windowMs: 60 * MINUTE, limit: 5 };

/** Counts events per key in a sliding window; bounded in memory (the oldest keys are dropped first). */
export class AttemptCounter {
  readonly #times: LRUCache<string, number[]>;
  readonly #limit: AttemptLimit;
  readonly #now: () => number;

  constructor(limit: AttemptLimit, now: () => number = Date.now) {
    this.#limit = limit;
    this.#now = now;
    this.#times = new LRUCache({ max: 50_000, ttl: limit.windowMs });
  }

  #recent(key: string): number[] {
    const since = this.#now() - this.#limit.windowMs;
    return (this.#times.get(key) ?? []).filter((t) => t > since);
  }

  /** True when the key has used up its allowance in the current window. */
  isBlocked(key: string): boolean {
    return this.#recent(key).length >= this.#limit.limit;
  }

  record(key: string): void {
    this.#times.set(key, [...this.#recent(key), this.#now()]);
  }

  reset(key: string): void {
    this.#times.delete(key);
  }
}

export type AccountLimits = {
  /** Failed sign-ins per email; a success clears the count. */
  failedSignIns: AttemptCounter;
  /** Reset requests per email, whether or not it has an account. */
  resetRequests: AttemptCounter;
  /** Registration attempts per email (tries at an existing account's email included). */
  registrations: AttemptCounter;
  disabled: boolean;
};

export function createAccountLimits(options: { disabled: boolean }): AccountLimits {
  return {
    failedSignIns: new AttemptCounter(FAILED_SIGN_IN_LIMIT),
    resetRequests: new AttemptCounter(RESET_REQUEST_LIMIT),
    registrations: new AttemptCounter(REGISTRATION_LIMIT),
    disabled: options.disabled,
  };
}

/** Records one attempt; true when the key had already used up its allowance (the attempt is refused). */
export function isOverLimit(limits: AccountLimits, counter: AttemptCounter, key: string): boolean {
  if (limits.disabled) return false;
  if (counter.isBlocked(key)) return true;
  counter.record(key);
  return false;
}

/** Emails are one account whatever their case. */
export function accountKey(email: string): string {
  return email.trim().toLowerCase();
}
