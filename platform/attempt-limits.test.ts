import { describe, expect, it } from "vitest";
import { memoryStore } from "./rate-limit-store.ts";
import {
  accountKey,
  addressBucket,
  clearFailedSignIns,
  createAccountLimits,
  isOverLimit,
  signInAttemptFailed,
  signInDelaySeconds,
  signInSucceeded,
  startSignInAttempt,
} from "./attempt-limits.ts";

describe("signInDelaySeconds", () => {
  it("lets five failures go, then doubles the wait up to 15 minutes", () => {
    expect([0, 4].map(signInDelaySeconds)).toEqual([0, 0]);
    expect([5, 6, 7, 10].map(signInDelaySeconds)).toEqual([2, 4, 8, 64]);
    expect(signInDelaySeconds(14)).toBe(900);
    expect(signInDelaySeconds(100)).toBe(900);
  });
});

describe("the sign-in throttle of an account and an address", () => {
  const setUp = () => {
    const clock = { now: 1_000_000 };
    const limits = createAccountLimits({ store: memoryStore(() => clock.now), disabled: false });
    const tryFrom = (address: string, captchaPassed = false) =>
      startSignInAttempt(limits, { account: "a", address, captchaPassed });
    return { clock, limits, tryFrom };
  };

  it("lets an address fail five times, then makes it wait 2, 4 … seconds after its last attempt", async () => {
    const { clock, limits, tryFrom } = setUp();
    for (let i = 0; i < 5; i++) {
      const attempt = await tryFrom("192.0.2.1");
      expect(attempt.kind).toBe("go");
      if (attempt.kind === "go") await signInAttemptFailed(limits, attempt.ticket);
    }
    expect(await tryFrom("192.0.2.1")).toEqual({ kind: "wait", retryAfter: 2 });
    clock.now += 2000;
    expect((await tryFrom("192.0.2.1")).kind).toBe("go");
    expect(await tryFrom("192.0.2.1")).toEqual({ kind: "wait", retryAfter: 4 });
  });

  it("lets the owner in from an address without failures while a guesser waits", async () => {
    const { limits, tryFrom } = setUp();
    // A guesser on many addresses fills the account's count past its free failures.
    for (let i = 0; i < 8; i++) {
      const attempt = await tryFrom(`198.51.100.${i}`);
      if (attempt.kind === "go") await signInAttemptFailed(limits, attempt.ticket);
    }
    // An address that has failed on the account waits for the account's delay …
    expect((await tryFrom("198.51.100.0")).kind).toBe("wait");
    // … unless a captcha was passed; and a clean address is checked at once.
    expect((await tryFrom("198.51.100.1", true)).kind).toBe("go");
    const owner = await tryFrom("203.0.113.9");
    expect(owner.kind).toBe("go");
    if (owner.kind === "go") await signInSucceeded(limits, owner.ticket);
  });

  it("asks for one alert to the owner once the account has five failures, then none for a day", async () => {
    const { clock, limits, tryFrom } = setUp();
    const alerts: boolean[] = [];
    for (let i = 0; i < 7; i++) {
      const attempt = await tryFrom(`198.51.100.${i}`);
      if (attempt.kind === "go") alerts.push(await signInAttemptFailed(limits, attempt.ticket));
    }
    expect(alerts).toEqual([false, false, false, false, true, false, false]);
    clock.now += 24 * 60 * 60_000 + 1;
    for (let i = 0; i < 5; i++) {
      const attempt = await tryFrom(`198.51.100.${i}`);
      if (attempt.kind === "go") alerts.push(await signInAttemptFailed(limits, attempt.ticket));
    }
    expect(alerts.slice(7)).toEqual([false, false, false, false, true]);
  });

  it("a success forgets the address's failures", async () => {
    const { limits, tryFrom } = setUp();
    for (let i = 0; i < 5; i++) {
      const attempt = await tryFrom("192.0.2.1");
      if (attempt.kind === "go") await signInAttemptFailed(limits, attempt.ticket);
    }
    await clearFailedSignIns(limits, "a", "192.0.2.1");
    expect((await tryFrom("192.0.2.1")).kind).toBe("go");
  });
});

describe("addressBucket", () => {
  it("keeps IPv4, unwraps IPv4-mapped IPv6 and counts IPv6 by its /64", () => {
    expect(addressBucket("192.0.2.1")).toBe("192.0.2.1");
    expect(addressBucket("::ffff:192.0.2.1")).toBe("192.0.2.1");
    expect(addressBucket("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(addressBucket("2001:db8:1:2:bbbb::2")).toBe("2001:db8:1:2::/64");
    expect(addressBucket(null)).toBe("unknown");
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
