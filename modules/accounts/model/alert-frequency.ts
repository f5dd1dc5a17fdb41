// Saved-search alert frequencies (spec §3 "Saved search adds … alert_frequency (default 'I' when added)", §9:
// I Immediately, W Weekly, M Monthly, N Never), in a module of their own: the saving code of every page uses
// them, and must not carry the user forms' messages with it into the first render.
export const ALERT_FREQUENCIES = ["I", "W", "M", "N"] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
export const DEFAULT_ALERT_FREQUENCY: AlertFrequency = "I";
export const ALERT_FREQUENCY_LABELS: Readonly<Record<AlertFrequency, string>> = {
  I: "Immediately",
  W: "Weekly",
  M: "Monthly",
  N: "Never",
};

export function isAlertFrequency(value: unknown): value is AlertFrequency {
  return typeof value === "string" && (ALERT_FREQUENCIES as readonly string[]).includes(value);
}

/** Ours (issue 16; the spec has no text): what a changed alert frequency now does, said to the visitor. */
export const ALERT_FREQUENCY_CONFIRMATIONS: Readonly<Record<AlertFrequency, string>> = {
  I: "Saved: you will get an email as soon as a new property matches this search.",
  W: "Saved: you will get a weekly email of new properties matching this search.",
  M: "Saved: you will get a monthly email of new properties matching this search.",
  N: "Saved: you will no longer get emails for this search.",
};

/** spec §8 "Toasts (user area)". */
export const SAVED_SEARCH_REMOVED = "Saved search removed";
