// Numbers as the site shows them (en-GB): "1,250" and "£325,000". Written out rather than through Intl: the
// first Intl formatter a page builds costs 20–35 ms of ICU set-up in Chromium on this machine (four times that
// on Lighthouse's phone), on the hydration task of every public page (issue 13, Lighthouse's blocking time).

/** Whole number with en-GB thousands separators: 1250 → "1,250", -1250.6 → "-1,251". */
export function groupThousands(n: number): string {
  const whole = Math.round(Math.abs(n));
  const grouped = String(whole).replace(/\B(?=(\d{3})+$)/g, ",");
  return n < 0 && whole !== 0 ? `-${grouped}` : grouped;
}

/** spec §9 "Prices shown with £": whole pounds with thousands separators, e.g. "£325,000" ("-£50" below 0). */
export function formatPounds(n: number): string {
  const text = groupThousands(n);
  return text.startsWith("-") ? `-£${text.slice(1)}` : `£${text}`;
}

/** "£276.92": pounds and pence, rounded as Intl rounds (half away from zero, on the shortest decimal form). */
export function formatPoundsAndPence(n: number): string {
  const pennies = wholePennies(Math.abs(n));
  const text = `£${groupThousands(Math.floor(pennies / 100))}.${String(pennies % 100).padStart(2, "0")}`;
  return n < 0 && pennies !== 0 ? `-${text}` : text;
}

// Intl rounds the number as JavaScript prints it: 1.005 (stored as 1.00499…) is "1.005", so £1.01.
function wholePennies(n: number): number {
  const printed = String(n);
  if (/e/i.test(printed)) return Math.round(n * 100);
  const [pounds, decimals = ""] = printed.split(".") as [string, string?];
  const pennies = Number(pounds) * 100 + Number(decimals.padEnd(2, "0").slice(0, 2));
  return decimals.length > 2 && decimals[2]! >= "5" ? pennies + 1 : pennies;
}

/**
 * The calendar day in London ("2026-03-29") at an instant. UK summer time runs from 01:00 UTC on the last
 * Sunday of March to 01:00 UTC on the last Sunday of October (the Summer Time Order 2002, the EU rule since
 * 1996); the tests hold it against Intl's time zone data either side of every midnight.
 */
export function londonCalendarDate(at: Date): string {
  const year = at.getUTCFullYear();
  const time = at.getTime();
  const summer = time >= lastSundayAtOneUtc(year, 2) && time < lastSundayAtOneUtc(year, 9);
  return new Date(time + (summer ? 3_600_000 : 0)).toISOString().slice(0, 10);
}

function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/**
 * An Intl formatter built on its first use rather than when its module loads, for the formats the functions
 * above do not write out (pence, dates): a page that never shows one never pays the set-up.
 */
export function builtOnFirstUse<T>(make: () => T): () => T {
  let built: T | undefined;
  return () => (built ??= make());
}
