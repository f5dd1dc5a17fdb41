// When a failed email is tried again: exponential backoff from 30 seconds, capped at 6 hours, with up to 12
// attempts (about 14 hours of retrying, past a night's SMTP outage) before the row is marked 'failed' for a
// person to look at. A 'failed' row is kept, never deleted. The lead webhooks retry on the same schedule.
export const MAX_ATTEMPTS = 12;
const FIRST_DELAY_MS = 30_000;
const MAX_DELAY_MS = 6 * 60 * 60 * 1000;

/** The delay after the given (1-based) failed attempt, or null when no attempt is left. */
export function retryDelayMs(attempts: number): number | null {
  if (attempts >= MAX_ATTEMPTS) return null;
  return Math.min(FIRST_DELAY_MS * 2 ** Math.max(0, attempts - 1), MAX_DELAY_MS);
}

/** Longer errors are cut: the row keeps enough of the message to read, not a whole response body. */
const MAX_ERROR_LENGTH = 2000;

/** What a failed attempt leaves on its outbox row: the error, and when to try again (null: marked failed). */
export function attemptFailure(
  attempts: number,
  error: string,
  now: number = Date.now(),
): { error: string; retryAt: Date | null } {
  const delay = retryDelayMs(attempts);
  return { error: error.slice(0, MAX_ERROR_LENGTH), retryAt: delay === null ? null : new Date(now + delay) };
}
