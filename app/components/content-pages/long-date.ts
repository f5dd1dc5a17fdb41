// A calendar date (YYYY-MM-DD) in words, e.g. "Saturday 6 June 2026", for the auction and sales-event pages.
// Read at midday UTC in a fixed zone so the server's and the browser's renders agree.
export function formatLongDate(iso: string): string {
  return new Date(`${iso}T12:00:00Z`).toLocaleDateString("en-GB", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}
