// When a failed email is tried again: exponential backoff from 30 seconds, capped at 6 hours, with up to 12
// attempts (about 14 hours of retrying, past a night's SMTP outage) before the row is marked 'failed' for a
// person to look at. A 'failed' row is kept, never deleted.
export const MAX_ATTEMPTS = 12;
const FIRST_DELAY_MS = 30_000;
const MAX_DELAY_MS = 6 * 60 * 60 * 1000;

/** The delay after the given (1-based) failed attempt, or null when no attempt is left. */
export function retryDelayMs(attempts: number): number | null {
  if (attempts >= MAX_ATTEMPTS) return null;
  return Math.min(FIRST_DELAY_MS * 2 ** Math.max(0, attempts - 1), MAX_DELAY_MS);
}
