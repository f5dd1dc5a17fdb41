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
