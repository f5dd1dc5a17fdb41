import { describe, expect, it } from "vitest";
import { BOOKING_WINDOW_DAYS, bookableDates, bookingDateLabel } from "./booking-dates.ts";

describe("bookable valuation dates (our bounds: tomorrow to four weeks, no Sundays)", () => {
  // Saturday 21 November 2026.
  const dates = bookableDates({ year: 2026, month: 11, day: 21 });

  it("starts tomorrow, never today or a past day, and skips Sundays", () => {
    // Sunday the 22nd is skipped: Monday the 23rd is first.
    expect(dates[0]).toEqual({
      dayAsNumber: 23,
      monthAsNumber: 11,
      yearAsNumber: 2026,
      fullDate: "2026-11-23",
    });
    expect(dates.map((d) => d.fullDate)).not.toContain("2026-11-21");
    for (const date of dates) expect(new Date(`${date.fullDate}T12:00:00Z`).getUTCDay()).not.toBe(0);
  });

  it("ends four weeks after today, crossing month and year ends", () => {
    expect(dates.at(-1)?.fullDate).toBe("2026-12-19");
    expect(dates).toHaveLength(BOOKING_WINDOW_DAYS - 4); // four Sundays in the window
    const december = bookableDates({ year: 2026, month: 12, day: 20 });
    expect(december.map((d) => d.fullDate)).toContain("2027-01-02");
    expect(december.find((d) => d.yearAsNumber === 2027)).toMatchObject({ monthAsNumber: 1, dayAsNumber: 1 });
  });

  it("handles a leap day", () => {
    expect(bookableDates({ year: 2028, month: 2, day: 28 })[0]?.fullDate).toBe("2028-02-29");
  });

  it("labels a date in words", () => {
    expect(bookingDateLabel(dates[0]!)).toBe("Monday 23 November 2026");
  });
});
