import { describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { announceChange } from "../../../platform/change-notices.ts";
import { cachedPerDb, refreshedInBackgroundPerDb } from "./site-content.ts";

// The cache keys on the database object only, so any object stands in for one here.
const dbA = {} as Db;
const dbB = {} as Db;

/** A read that fails the first time, as a database that is away would, then answers its count of reads. */
function failingFirstRead(): () => Promise<number> {
  let reads = 0;
  return async () => {
    reads += 1;
    if (reads === 1) throw new Error("database away");
    return reads;
  };
}

describe("cachedPerDb", () => {
  it("reads once within the time to live, again after it", async () => {
    let clock = 0;
    let reads = 0;
    const get = cachedPerDb(
      async () => ++reads,
      5_000,
      () => clock,
    );
    expect(await get(dbA)).toBe(1);
    clock = 4_999;
    expect(await get(dbA)).toBe(1);
    clock = 5_000;
    expect(await get(dbA)).toBe(2);
  });

  it("keeps one entry per database", async () => {
    let reads = 0;
    const get = cachedPerDb(
      async () => ++reads,
      5_000,
      () => 0,
    );
    expect(await get(dbA)).toBe(1);
    expect(await get(dbB)).toBe(2);
    expect(await get(dbA)).toBe(1);
  });

  it("shares an in-flight read between concurrent callers", async () => {
    let reads = 0;
    const get = cachedPerDb(
      async () => ++reads,
      5_000,
      () => 0,
    );
    const [a, b] = await Promise.all([get(dbA), get(dbA)]);
    expect([a, b, reads]).toEqual([1, 1, 1]);
  });

  it("does not cache a failed read", async () => {
    const get = cachedPerDb(failingFirstRead(), 5_000, () => 0);
    await expect(get(dbA)).rejects.toThrow("database away");
    expect(await get(dbA)).toBe(2);
  });
});

describe("refreshedInBackgroundPerDb", () => {
  // announceChange flushes this process's caches, then sends a NOTIFY through the database it is given.
  const quietDb = { execute: async () => undefined } as unknown as Db;
  const deferred = () => {
    let resolve!: (value: number) => void;
    const promise = new Promise<number>((r) => (resolve = r));
    return { promise, resolve };
  };

  it("answers the previous value after a change while one fresh read runs, then the fresh one", async () => {
    const reads = [deferred(), deferred()];
    let calls = 0;
    const get = refreshedInBackgroundPerDb(
      () => reads[calls++]!.promise,
      5_000,
      () => 0,
    );
    const first = get(dbA);
    reads[0]!.resolve(1);
    expect(await first).toBe(1);

    await announceChange(quietDb, "listings");
    expect(await get(dbA)).toBe(1); // not waiting for the second read
    expect(await get(dbA)).toBe(1);
    expect(calls).toBe(2); // one refresh, not one per caller
    reads[1]!.resolve(2);
    await reads[1]!.promise;
    expect(await get(dbA)).toBe(2);
    expect(calls).toBe(2);
  });

  it("refreshes once expired, and keeps the old value if the refresh fails", async () => {
    let clock = 0;
    let reads = 0;
    const get = refreshedInBackgroundPerDb(
      async () => {
        reads += 1;
        if (reads === 2) throw new Error("database away");
        return reads;
      },
      5_000,
      () => clock,
    );
    expect(await get(dbA)).toBe(1);
    clock = 5_000;
    expect(await get(dbA)).toBe(1); // the failing refresh starts
    await new Promise((r) => setTimeout(r, 0));
    expect(await get(dbA)).toBe(1); // still the old value; the next refresh starts
    await new Promise((r) => setTimeout(r, 0));
    expect(await get(dbA)).toBe(3);
  });

  it("makes the first caller wait, and does not keep a failed first read", async () => {
    const get = refreshedInBackgroundPerDb(failingFirstRead(), 5_000, () => 0);
    await expect(get(dbB)).rejects.toThrow("database away");
    expect(await get(dbB)).toBe(2);
  });
});
