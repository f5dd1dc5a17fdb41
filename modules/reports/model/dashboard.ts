// The dashboard that opens the back office (issue 42 item 6): the rules it shows, kept pure and free of zod so
// the page's browser code may use them. How old a new lead is (in bands staff act on: within the hour, the
// day, three days, longer), and how healthy a feed source is from its last import run.

/** The age bands of new leads, youngest first: each is "younger than `under` seconds" (the last has no limit). */
export const LEAD_AGE_BANDS = [
  { key: "hour", label: "Under 1 hour", under: 60 * 60 },
  { key: "day", label: "1 to 24 hours", under: 24 * 60 * 60 },
  { key: "days", label: "1 to 3 days", under: 3 * 24 * 60 * 60 },
  { key: "older", label: "Over 3 days", under: null },
] as const;

export type LeadAgeBand = (typeof LEAD_AGE_BANDS)[number]["key"];

/** The band of a lead `seconds` old (a clock a little behind the database's counts as just arrived). */
export function leadAgeBand(seconds: number): LeadAgeBand {
  for (const band of LEAD_AGE_BANDS) {
    if (band.under === null || seconds < band.under) return band.key;
  }
  return "older";
}

/**
 * The moments that split the bands for a dashboard read at `now`: a lead created at or after `since[i]` is in
 * band i or a younger one. The database compares created_at with these, so its index can serve the count.
 */
export function leadAgeCutoffs(now: Date): Date[] {
  return LEAD_AGE_BANDS.flatMap((band) =>
    band.under === null ? [] : [new Date(now.getTime() - band.under * 1000)],
  );
}

/** How many listings of each kind the dashboard counts before saying "999+", and how many it names. */
export const ATTENTION_COUNT_CAP = 999;
export const ATTENTION_EXAMPLES = 5;

/** A feed source's last run as the dashboard needs it. */
export type FeedRunForHealth = {
  state: "running" | "succeeded" | "refused" | "failed";
  startedAt: Date;
  warnings: number;
  errors: number;
  skipped: number;
};

export type FeedHealth = "ok" | "warnings" | "failed" | "stale" | "stuck" | "never";

/** Feeds send every day at least; a source with no import for two days has stopped sending. */
export const FEED_STALE_AFTER_SECONDS = 2 * 24 * 60 * 60;
/** An import still running after an hour has died with its process (the lock is kept for a reason). */
export const FEED_STUCK_AFTER_SECONDS = 60 * 60;

export const FEED_HEALTH_LABELS: Record<FeedHealth, string> = {
  ok: "Healthy",
  warnings: "Imported with warnings",
  failed: "Last import failed",
  stale: "No import for over 2 days",
  stuck: "Import running for over an hour",
  never: "Never imported",
};

/** Whether a source needs looking at, from its last run (null: none yet). The worst reason wins. */
export function feedHealth(run: FeedRunForHealth | null, now: Date): FeedHealth {
  if (!run) return "never";
  const age = (now.getTime() - run.startedAt.getTime()) / 1000;
  if (run.state === "running") return age > FEED_STUCK_AFTER_SECONDS ? "stuck" : "ok";
  if (run.state === "failed" || run.state === "refused") return "failed";
  if (age > FEED_STALE_AFTER_SECONDS) return "stale";
  return run.warnings > 0 || run.errors > 0 || run.skipped > 0 ? "warnings" : "ok";
}
