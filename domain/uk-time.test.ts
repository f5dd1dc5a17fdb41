import { describe, expect, it } from "vitest";
import { londonMinute, londonTime, ukDayByMinute } from "./uk-time.ts";

describe("londonMinute", () => {
  it("writes an instant as London's wall clock, in GMT and in BST, and back again with londonTime", () => {
    expect(londonMinute(new Date("2026-11-30T14:05:59Z"))).toBe("2026-11-30T14:05");
    expect(londonMinute(new Date("2026-07-01T23:30:00Z"))).toBe("2026-07-02T00:30");
    expect(londonTime(2026, 7, 2, 0, 30)?.toISOString()).toBe("2026-07-01T23:30:00.000Z");
  });
});

describe("ukDayByMinute", () => {
  it("gives each instant its UK day, across midnight in BST and after the clocks go back", () => {
    const dayOf = ukDayByMinute();
    const days = [
      "2026-10-24T22:59:30Z", // 23:59:30 BST
      "2026-10-24T22:59:59.900Z",
      "2026-10-24T23:00:00.100Z", // 00:00 BST, the next UK day
      "2026-10-25T23:59:00Z", // 23:59 GMT, after the clocks went back: still the 25th
      "2026-10-26T00:00:00Z",
      "2026-10-24T22:59:45Z", // back to an earlier minute: worked out again
    ].map((instant) => dayOf(new Date(instant)));
    expect(days).toEqual([
      "2026-10-24",
      "2026-10-24",
      "2026-10-25",
      "2026-10-25",
      "2026-10-26",
      "2026-10-24",
    ]);
  });
});
