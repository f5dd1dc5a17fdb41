// Bounds for bursts of sign-in guesses (issue 43 items 4 and 5; docs/decisions/021), shared by the throttling
// tests and the fuzz suite: how many checks one address may get in a given time, and a burst's timing.

/** Failures an (account, address) pair has before its backoff starts. */
export const FREE_FAILURES = 5;

/**
 * How many attempts the address's backoff lets through one after the other in `seconds`: the five free ones,
 * then one 2 s later, one 4 s after that… A loaded machine takes seconds over 40 requests, so a burst may
 * rightly get one or two more than five; before issue 43 it got up to 39.
 */
export function allowedIn(seconds: number): number {
  let allowed = FREE_FAILURES;
  for (let wait = 2, elapsed = 2; elapsed <= seconds; wait *= 2, elapsed += wait) allowed += 1;
  return allowed;
}

/** Sends a burst at once; its statuses in order, and how many checks one address may have had meanwhile. */
export async function burst(
  requests: () => Promise<Response>[],
): Promise<{ statuses: number[]; allowed: number }> {
  const started = performance.now();
  const responses = await Promise.all(requests());
  const allowed = allowedIn((performance.now() - started) / 1000);
  await Promise.all(responses.map((response) => response.body?.cancel()));
  return { statuses: responses.map((response) => response.status), allowed };
}

export const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;
