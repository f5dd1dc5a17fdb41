// Times on back-office pages: in the agency's time zone, the way people in the UK write them. Admin pages
// render on the server only, so this runs in one place and never differs between server and browser.
const WHEN = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Europe/London",
});

export function formatWhen(iso: string | null | undefined, never = "Never"): string {
  return iso ? WHEN.format(new Date(iso)) : never;
}

const TIME_ON_DAY = new Intl.DateTimeFormat("en-GB", {
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  day: "numeric",
  month: "long",
  timeZone: "Europe/London",
});

/** An end within the next few days, as a sentence says it: "14:05 on 3 December" (UK time, GMT or BST). */
export function formatTimeOnDay(iso: string): string {
  const part = Object.fromEntries(TIME_ON_DAY.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${part.hour}:${part.minute} on ${part.day} ${part.month}`;
}
