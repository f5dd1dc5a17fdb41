// London time, in one module (issue 37 item 4; docs/decisions/025): the UK calendar day of an instant, and the instant of a wall-clock
// time in London, from the platform's time-zone data (Intl's ICU), with the clock changes' two edge cases
// decided once (the autumn's repeated hour, the spring's missing one). The browser's one need, the day at
// hydration (a property card's auction tag), is londonCalendarDate, re-exported here: it writes the rule out and
// lives beside the hand-written number formatting in domain/number-format.ts for the same reason (the first Intl
// formatter a page builds costs 20–35 ms of ICU set-up), in the chunk every public page already loads; its test
// holds it to Intl's data either side of every midnight from 1997 to 2040.
import { builtOnFirstUse } from "./number-format.ts";

export { londonCalendarDate } from "./number-format.ts";

// Europe/London's UTC offset at an instant, in minutes, from the platform's time-zone data.
// Built on first use: this module reaches the browser (londonCalendarDate), where no formatter may be built at load.
const londonParts = /* @__PURE__ */ builtOnFirstUse(
  () =>
    new Intl.DateTimeFormat("en-GB", {
      timeZone: "Europe/London",
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    }),
);

/** An instant's wall-clock date and time in London, each part zero-padded ("02", "2026", "09"). */
export function londonWallClock(
  at: Date,
): Record<"year" | "month" | "day" | "hour" | "minute" | "second", string> {
  const parts = Object.fromEntries(
    londonParts()
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

// London's offset changes only on the hour (01:00 UTC), so one formatter call per hour of the clock is
// enough; a feed's dates fall in few hours, and formatToParts was the importer's single costliest call.
const offsetByHour = new Map<number, number>();
const OFFSETS_KEPT = 10_000;

function londonOffsetMs(instant: number): number {
  const hour = Math.floor(instant / 3600_000);
  const known = offsetByHour.get(hour);
  if (known !== undefined) return known;
  const parts = Object.fromEntries(
    londonParts()
      .formatToParts(hour * 3600_000)
      .map((p) => [p.type, p.value]),
  );
  const asUtc = Date.UTC(
    +parts.year!,
    +parts.month! - 1,
    +parts.day!,
    +parts.hour!,
    +parts.minute!,
    +parts.second!,
  );
  if (offsetByHour.size >= OFFSETS_KEPT) offsetByHour.clear();
  offsetByHour.set(hour, asUtc - hour * 3600_000);
  return asUtc - hour * 3600_000;
}

/** A wall-clock time in London → the instant. In the autumn's repeated hour the earlier (BST) instant wins. */
export function londonTime(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
): Date | null {
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(wall);
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day ||
    hour > 23 ||
    minute > 59 ||
    second > 59
  )
    return null;
  // Try the offset before and after the wall time; the first that maps back to it is the answer.
  for (const probe of [wall - 3 * 3600_000, wall + 3 * 3600_000]) {
    const instant = wall - londonOffsetMs(probe);
    if (instant + londonOffsetMs(instant) === wall) return new Date(instant);
  }
  // The spring gap (01:00–01:59 does not exist that day): read as GMT, i.e. 02:xx BST.
  return new Date(wall);
}

/** The instant a UK day ("2026-03-29") starts: midnight in London (GMT or BST). */
export function ukMidnight(day: string): Date {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const instant = londonTime(year, month, date);
  if (!instant) throw new RangeError(`not a day: ${day}`);
  return instant;
}

const ukDayFormat = /* @__PURE__ */ builtOnFirstUse(
  () =>
    new Intl.DateTimeFormat("en-CA", {
      timeZone: "Europe/London",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    }),
);

/** The UK day an instant falls on, as a date field shows it (YYYY-MM-DD). On the server and in the back office. */
export function ukDay(instant: Date): string {
  return ukDayFormat().format(instant);
}

/**
 * `ukDay` for a stream of instants that mostly share a minute (a counter's requests): worked out again only when
 * the minute changes. The UK's offsets are whole hours, so its day never changes inside a minute.
 */
export function ukDayByMinute(): (instant: Date) => string {
  let minute = { start: NaN, day: "" };
  return (instant) => {
    const start = instant.getTime() - (instant.getTime() % 60_000);
    if (start !== minute.start) minute = { start, day: ukDay(instant) };
    return minute.day;
  };
}

/** The wall-clock minute an instant falls on in London, as a datetime-local field shows it ("2026-11-30T14:05"). */
export function londonMinute(instant: Date): string {
  const parts = Object.fromEntries(
    londonParts()
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}
