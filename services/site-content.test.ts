import { describe, expect, it } from "vitest";
import type { Db } from "../db/client.ts";
import { cachedPerDb } from "./site-content.ts";

// The cache keys on the database object only, so any object stands in for one here.
const dbA = {} as Db;
const dbB = {} as Db;

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
    let reads = 0;
    const get = cachedPerDb(
      async () => {
        reads += 1;
        if (reads === 1) throw new Error("database away");
        return reads;
      },
      5_000,
      () => 0,
    );
    await expect(get(dbA)).rejects.toThrow("database away");
    expect(await get(dbA)).toBe(2);
  });
});
