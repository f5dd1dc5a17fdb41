import { describe, expect, it } from "vitest";
import { roundOrder, startFairRounds } from "./fair-rounds.ts";

describe("roundOrder", () => {
  it("starts after the agency that went first last round, wrapping round", () => {
    expect(roundOrder([3, 1, 2], null)).toEqual([1, 2, 3]);
    expect(roundOrder([1, 2, 3], 1)).toEqual([2, 3, 1]);
    expect(roundOrder([1, 2, 3], 3)).toEqual([1, 2, 3]);
    // The one that went first is no longer due: the next after it goes first.
    expect(roundOrder([1, 5, 9], 4)).toEqual([5, 9, 1]);
  });

  it("gives an agency named twice one turn", () => {
    expect(roundOrder([2, 2, 1], null)).toEqual([1, 2]);
  });
});

/** Queues of work by agency; a turn takes up to `batch` items from its agency's queue and logs the agency. */
function queues(work: Record<number, number>, batch: number) {
  const left = new Map(Object.entries(work).map(([agency, n]) => [Number(agency), n]));
  const turns: number[] = [];
  return {
    turns,
    left,
    dueAgencies: async () => [...left].filter(([, n]) => n > 0).map(([agency]) => agency),
    turn: async (agency: number) => {
      turns.push(agency);
      const taken = Math.min(batch, left.get(agency) ?? 0);
      left.set(agency, (left.get(agency) ?? 0) - taken);
      return taken;
    },
  };
}

const quiet = { intervalMs: 60_000, onError: () => {} };

describe("startFairRounds", () => {
  it("gives each agency with work one batch per round, so a backlog never holds up another's single item", async () => {
    const work = queues({ 1: 100, 2: 1, 3: 30 }, 20);
    const loop = startFairRounds({ ...work, ...quiet, batchSize: 20, maxRounds: 10 });
    expect(await loop.runOnce()).toBe(131);
    await loop.stop();
    // Round 1: everyone; round 2 starts after agency 1; then agency 1's backlog alone.
    expect(work.turns).toEqual([1, 2, 3, 3, 1, 1, 1, 1]);
    expect([...work.left.values()]).toEqual([0, 0, 0]);
  });

  it("stops after maxRounds back-to-back rounds and carries on at the next run", async () => {
    const work = queues({ 1: 100 }, 20);
    const loop = startFairRounds({ ...work, ...quiet, batchSize: 20, maxRounds: 2 });
    expect(await loop.runOnce()).toBe(40);
    expect(await loop.runOnce()).toBe(40);
    await loop.stop();
    expect(work.left.get(1)).toBe(20);
  });

  it("goes on with the other agencies when one agency's turn fails, and reports the failure with its agency", async () => {
    const work = queues({ 1: 5, 2: 5 }, 20);
    const failures: [string, number | null][] = [];
    const loop = startFairRounds({
      ...work,
      intervalMs: 60_000,
      batchSize: 20,
      maxRounds: 10,
      turn: (agency) => (agency === 1 ? Promise.reject(new Error("refused")) : work.turn(agency)),
      onError: (error, agency) => failures.push([(error as Error).message, agency]),
    });
    expect(await loop.runOnce()).toBe(5);
    await loop.stop();
    expect(failures).toEqual([["refused", 1]]);
    expect(work.left.get(2)).toBe(0);
  });
});
