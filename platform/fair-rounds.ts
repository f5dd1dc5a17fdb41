// Work shared out between agencies (issue 44 item 5): one loop for the whole install asks which agencies have work
// due, gives each of them one bounded turn, and goes round again while any turn found more. An agency with 50,000
// emails queued takes one batch per round like every other, so another agency's single lead email waits for at
// most one batch of each agency ahead of it, never for the backlog. Idle, the install asks one question per
// interval, however many agencies it serves.
import { startPollLoop, type PollLoop } from "./poll-loop.ts";

/**
 * The agencies with work due, in the order they take their turns this round: those after the one that went first
 * last round, then the rest, so that no agency is always first or always last.
 */
export function roundOrder(due: readonly number[], firstLastRound: number | null): number[] {
  const sorted = [...new Set(due)].sort((a, b) => a - b);
  if (firstLastRound === null) return sorted;
  const after = sorted.findIndex((agency) => agency > firstLastRound);
  return after <= 0 ? sorted : [...sorted.slice(after), ...sorted.slice(0, after)];
}

export type FairRoundsOptions = {
  /** The agencies with work due now (one query for the install). */
  dueAgencies(): Promise<number[]>;
  /** One bounded turn of an agency's work; resolves to how many items it did. */
  turn(agency: number): Promise<number>;
  /** A turn that did this many items may have left more: the loop goes round again at once. */
  batchSize: number;
  /** The longest run of back-to-back rounds before the loop pauses for `intervalMs`. */
  maxRounds: number;
  intervalMs: number;
  onError(error: unknown, agency: number | null): void;
};

/** Starts the loop; `runOnce` runs the rounds now (after any in flight) and resolves to the items done. */
export function startFairRounds(options: FairRoundsOptions): PollLoop<number> {
  let firstLastRound: number | null = null;

  async function turnOf(agency: number): Promise<number> {
    try {
      return await options.turn(agency);
    } catch (error) {
      // One agency's failure (its webhook endpoint, its data) must not hold up the others' turns.
      options.onError(error, agency);
      return 0;
    }
  }

  async function runRounds(): Promise<number> {
    let done = 0;
    for (let round = 0; round < options.maxRounds; round++) {
      const order = roundOrder(await options.dueAgencies(), firstLastRound);
      if (order.length === 0) break;
      firstLastRound = order[0]!;
      let more = false;
      for (const agency of order) {
        const count = await turnOf(agency);
        done += count;
        if (count >= options.batchSize) more = true;
      }
      if (!more) break;
    }
    return done;
  }

  return startPollLoop(runRounds, {
    intervalMs: options.intervalMs,
    onError: (error) => options.onError(error, null),
  });
}
