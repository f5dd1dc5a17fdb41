import { describe, expect, it } from "vitest";
import { memoryStore } from "../../platform/rate-limit-store.ts";
import {
  accountKey,
  clearFailedSignIns,
  createAccountLimits,
  isOverLimit,
  recordFailedSignIn,
  signInDelaySeconds,
  signInWaitSeconds,
} from "./attempt-limits.ts";

describe("signInDelaySeconds", () => {
  it("lets five failures go, then doubles the wait up to 15 minutes", () => {
    expect([0, 4].map(signInDelaySeconds)).toEqual([0, 0]);
    expect([5, 6, 7, 10].map(signInDelaySeconds)).toEqual([2, 4, 8, 64]);
    expect(signInDelaySeconds(14)).toBe(900);
    expect(signInDelaySeconds(100)).toBe(900);
  });
});

describe("the sign-in wait of an account", () => {
  it("starts after the fifth failure, counts from the last one and ends on a success", async () => {
    let now = 1_000_000;
    const limits = createAccountLimits({ store: memoryStore(() => now), disabled: false });
    for (let i = 0; i < 5; i++) {
      expect(await signInWaitSeconds(limits, "a", now)).toBe(0);
      await recordFailedSignIn(limits, "a");
    }
    expect(await signInWaitSeconds(limits, "a", now)).toBe(2);
    now += 2000;
    expect(await signInWaitSeconds(limits, "a", now)).toBe(0);
    await recordFailedSignIn(limits, "a");
    expect(await signInWaitSeconds(limits, "a", now)).toBe(4);
    expect(await signInWaitSeconds(limits, "b", now)).toBe(0);
    await clearFailedSignIns(limits, "a");
    expect(await signInWaitSeconds(limits, "a", now)).toBe(0);
  });
});

describe("isOverLimit", () => {
  it("refuses the attempts past the limit in the window", async () => {
    const limits = createAccountLimits({ store: memoryStore(), disabled: false });
    const results = [];
    for (let i = 0; i < 6; i++) results.push(await isOverLimit(limits, "registration", "x"));
    expect(results).toEqual([false, false, false, false, false, true]);
    expect(await isOverLimit(limits, "reset-request", "x")).toBe(false);
  });
});

describe("accountKey", () => {
  it("ignores case and surrounding space", () => {
    expect(accountKey(" Sam@Example.COM ")).toBe("sam@example.com");
  });
});
