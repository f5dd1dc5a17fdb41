import { describe, expect, it } from "vitest";
import { feedHealth, leadAgeBand, leadAgeCutoffs, type FeedRunForHealth } from "./dashboard.ts";

describe("leadAgeBand", () => {
  it("puts a new lead in the band staff act on, edges included in the older band", () => {
    expect(leadAgeBand(-5)).toBe("hour");
    expect(leadAgeBand(59 * 60)).toBe("hour");
    expect(leadAgeBand(60 * 60)).toBe("day");
    expect(leadAgeBand(24 * 3600 - 1)).toBe("day");
    expect(leadAgeBand(24 * 3600)).toBe("days");
    expect(leadAgeBand(3 * 24 * 3600)).toBe("older");
    expect(leadAgeBand(400 * 24 * 3600)).toBe("older");
  });

  it("gives the cutoffs the database compares created_at with, youngest first", () => {
    const now = new Date("2026-11-29T12:00:00Z");
    expect(leadAgeCutoffs(now).map((d) => d.toISOString())).toEqual([
      "2026-11-29T11:00:00.000Z",
      "2026-11-28T12:00:00.000Z",
      "2026-11-26T12:00:00.000Z",
    ]);
  });
});

describe("feedHealth", () => {
  const now = new Date("2026-11-29T12:00:00Z");
  const run = (changes: Partial<FeedRunForHealth>): FeedRunForHealth => ({
    state: "succeeded",
    startedAt: new Date("2026-11-29T06:00:00Z"),
    warnings: 0,
    errors: 0,
    skipped: 0,
    ...changes,
  });

  it("is healthy after a clean import today, and says so when warnings, errors or skipped rows came with it", () => {
    expect(feedHealth(run({}), now)).toBe("ok");
    expect(feedHealth(run({ warnings: 3 }), now)).toBe("warnings");
    expect(feedHealth(run({ skipped: 1 }), now)).toBe("warnings");
    expect(feedHealth(run({ errors: 1 }), now)).toBe("warnings");
  });

  it("flags a failed or refused import, a source silent for two days, a run that never finished, and none", () => {
    expect(feedHealth(run({ state: "failed" }), now)).toBe("failed");
    expect(feedHealth(run({ state: "refused" }), now)).toBe("failed");
    expect(feedHealth(run({ startedAt: new Date("2026-11-27T11:59:00Z") }), now)).toBe("stale");
    expect(feedHealth(run({ startedAt: new Date("2026-11-27T12:01:00Z") }), now)).toBe("ok");
    expect(feedHealth(run({ state: "running", startedAt: new Date("2026-11-29T11:30:00Z") }), now)).toBe(
      "ok",
    );
    expect(feedHealth(run({ state: "running", startedAt: new Date("2026-11-29T10:30:00Z") }), now)).toBe(
      "stuck",
    );
    expect(feedHealth(null, now)).toBe("never");
  });
});
