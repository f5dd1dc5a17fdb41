import { describe, expect, it } from "vitest";
import { londonMinute, londonTime } from "./uk-time.ts";

describe("londonMinute", () => {
  it("writes an instant as London's wall clock, in GMT and in BST, and back again with londonTime", () => {
    expect(londonMinute(new Date("2026-11-30T14:05:59Z"))).toBe("2026-11-30T14:05");
    expect(londonMinute(new Date("2026-07-01T23:30:00Z"))).toBe("2026-07-02T00:30");
    expect(londonTime(2026, 7, 2, 0, 30)?.toISOString()).toBe("2026-07-01T23:30:00.000Z");
  });
});
