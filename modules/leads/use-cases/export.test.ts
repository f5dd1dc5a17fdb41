import { describe, expect, it } from "vitest";
import { parseSince } from "./export.ts";

describe("parseSince (leads:export --since)", () => {
  it("takes a calendar date as midnight UTC, or a full ISO time", () => {
    expect(parseSince("2026-01-01")?.toISOString()).toBe("2026-01-01T00:00:00.000Z");
    expect(parseSince("2026-03-04T10:30:00Z")?.toISOString()).toBe("2026-03-04T10:30:00.000Z");
    expect(parseSince("2026-03-04T10:30:00+01:00")?.toISOString()).toBe("2026-03-04T09:30:00.000Z");
  });
  it("refuses anything else", () => {
    for (const value of [undefined, "", "yesterday", "2026-13-01", "01/02/2026", "2026-02-30x"]) {
      expect(parseSince(value)).toBeNull();
    }
  });
});
