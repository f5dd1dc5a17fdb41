// How the leads inbox writes times for people (issue 14): the pages' wording, kept free of zod like
// ./lead-inbox-terms.ts so the admin pages' browser code can use it.

/** Time to first response, for people: "under a minute", "12 min", "3 h 5 min", "2 d 4 h". */
export function formatResponseTime(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds)) return "—";
  const minutes = Math.floor(Math.max(0, seconds) / 60);
  if (minutes < 1) return "under a minute";
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}

const LONDON_TIME = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

/** A moment as the agency reads it (UK time): "21 Nov 2026, 08:00". */
export function formatLeadTime(iso: string): string {
  return LONDON_TIME.format(new Date(iso));
}
