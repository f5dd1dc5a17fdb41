import { describe, expect, it } from "vitest";
import { AttemptCounter, accountKey } from "./attempt-limits.ts";

describe("AttemptCounter", () => {
  it("blocks a key after its limit within the window, and forgets attempts older than the window", () => {
    let now = 1_000_000;
    const counter = new AttemptCounter({ windowMs: 1000, limit: 2 }, () => now);
    counter.record("a");
    expect(counter.isBlocked("a")).toBe(false);
    counter.record("a");
    expect(counter.isBlocked("a")).toBe(true);
    expect(counter.isBlocked("b")).toBe(false);
    now += 1001;
    expect(counter.isBlocked("a")).toBe(false);
  });

  it("clears a key on reset", () => {
    const counter = new AttemptCounter({ windowMs: 1000, limit: 1 });
    counter.record("a");
    counter.reset("a");
    expect(counter.isBlocked("a")).toBe(false);
  });

  it("treats emails of different case as one account", () => {
    expect(accountKey(" Ann@Example.COM ")).toBe("ann@example.com");
  });
});
