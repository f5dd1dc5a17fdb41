// The days a valuation can be booked on (spec §3 "Date value: dayAsNumber, monthAsNumber, yearAsNumber,
// fullDate"). The spec gives no bounds; ours: from tomorrow (a same-day visit cannot be arranged from a web
// form) for four weeks, Sundays excluded (valuers work Monday to Saturday). Calendar dates only: no time zone.

export type BookingDate = {
  readonly dayAsNumber: number;
  /** 1 to 12. */
  readonly monthAsNumber: number;
  readonly yearAsNumber: number;
  /** "YYYY-MM-DD". */
  readonly fullDate: string;
};

export type CalendarDay = { readonly year: number; readonly month: number; readonly day: number };

export const BOOKING_WINDOW_DAYS = 28;
const SUNDAY = 0;

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

// Date.UTC normalises overflowing days (31 Jan + 1 → 1 Feb), and UTC has no daylight-saving gaps.
function utcDate({ year, month, day }: CalendarDay, plusDays = 0): Date {
  return new Date(Date.UTC(year, month - 1, day + plusDays));
}

function bookingDateOf(date: Date): BookingDate {
  const yearAsNumber = date.getUTCFullYear();
  const monthAsNumber = date.getUTCMonth() + 1;
  const dayAsNumber = date.getUTCDate();
  const pad = (n: number) => String(n).padStart(2, "0");
  return {
    dayAsNumber,
    monthAsNumber,
    yearAsNumber,
    fullDate: `${yearAsNumber}-${pad(monthAsNumber)}-${pad(dayAsNumber)}`,
  };
}

/** Tomorrow to four weeks after today, without Sundays. */
export function bookableDates(today: CalendarDay): BookingDate[] {
  const dates: BookingDate[] = [];
  for (let offset = 1; offset <= BOOKING_WINDOW_DAYS; offset++) {
    const date = utcDate(today, offset);
    if (date.getUTCDay() !== SUNDAY) dates.push(bookingDateOf(date));
  }
  return dates;
}

/** "23 November 2026" (the month 1 to 12). */
export function calendarDayText({ year, month, day }: CalendarDay): string {
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** "Monday 23 November 2026". */
export function bookingDateLabel(date: BookingDate): string {
  const day: CalendarDay = { year: date.yearAsNumber, month: date.monthAsNumber, day: date.dayAsNumber };
  return `${WEEKDAYS[utcDate(day).getUTCDay()]} ${calendarDayText(day)}`;
}
