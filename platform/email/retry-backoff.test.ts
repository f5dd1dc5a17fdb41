import { describe, expect, it } from "vitest";
import { attemptFailure, MAX_ATTEMPTS, retryDelayMs } from "./retry-backoff.ts";

describe("retryDelayMs", () => {
  it("doubles from 30 seconds", () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
  });

  it("never waits more than 6 hours", () => {
    expect(retryDelayMs(MAX_ATTEMPTS - 1)).toBe(6 * 60 * 60 * 1000);
  });

  it("gives up after the last attempt", () => {
    expect(retryDelayMs(MAX_ATTEMPTS)).toBeNull();
    expect(retryDelayMs(MAX_ATTEMPTS + 1)).toBeNull();
  });
});

describe("attemptFailure", () => {
  it("retries after the backoff's delay, keeping the start of a long error", () => {
    const failure = attemptFailure(2, "x".repeat(3000), 1_000);
    expect(failure).toEqual({ error: "x".repeat(2000), retryAt: new Date(61_000) });
  });

  it("schedules nothing after the last attempt", () => {
    expect(attemptFailure(MAX_ATTEMPTS, "refused").retryAt).toBeNull();
  });
});
