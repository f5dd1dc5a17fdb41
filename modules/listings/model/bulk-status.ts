// Withdraw or restore several listings at once from the desk's list (issue 42 item 6): the post's schema (which
// button, which ticked listings, at most BULK_MAX of them) and the confirmation shown back on the list, read from
// the query string the post redirects to (POST-redirect-GET, as the leads inbox's bulk status change does).
import { z } from "zod";
import { parseId } from "../../leads/model/lead-inbox.ts";

/** Four pages of the desk's list: more in one post is refused, not cut short. */
export const BULK_MAX = 200;

export const BULK_MESSAGES = {
  none: "Please tick at least one listing.",
  tooMany: `At most ${BULK_MAX} listings can be changed at once; please tick fewer.`,
  badId: "The ticked listings could not be read; please tick them again.",
  intent: "Please choose Withdraw selected or Restore selected.",
} as const;

export type BulkAction = "withdraw" | "restore";

/** The ids as each checkbox posts them (`listing=12&listing=15`): whole numbers, the same rule as an id in a URL. */
export const bulkStatusSchema = z.object({
  intent: z.enum(["bulk-withdraw", "bulk-restore"], { error: BULK_MESSAGES.intent }),
  listings: z
    .array(z.string())
    .min(1, BULK_MESSAGES.none)
    .max(BULK_MAX, BULK_MESSAGES.tooMany)
    .pipe(
      z.array(
        z.string().transform((value, ctx) => {
          const id = parseId(value);
          if (id === null) {
            ctx.addIssue({ code: "custom", message: BULK_MESSAGES.badId });
            return z.NEVER;
          }
          return id;
        }),
      ),
    )
    .transform((ids) => [...new Set(ids)]),
});

/** What a bulk change did, as the list's query string carries it after the redirect. */
export type BulkOutcome = {
  action: BulkAction;
  /** Withdrawn or restored now. */
  changed: number;
  /** Already withdrawn (or already on the site): nothing to do. */
  already: number;
  /** Withdrawn by their feed: only the feed brings them back (restore only). */
  skipped: number[];
  /** Not in the member of staff's branches, or gone: left alone, as if not there. */
  missing: number;
};

export function bulkOutcomeQuery(outcome: BulkOutcome): string {
  const params = new URLSearchParams({
    done: `bulk-${outcome.action}`,
    changed: String(outcome.changed),
    already: String(outcome.already),
    missing: String(outcome.missing),
  });
  if (outcome.skipped.length > 0) params.set("skipped", outcome.skipped.join("."));
  return params.toString();
}

const count = (value: string | null) => {
  const n = Number(value ?? "0");
  return Number.isSafeInteger(n) && n >= 0 && n <= BULK_MAX ? n : 0;
};

/** The outcome in a query string, or null when there is none (a list viewed as usual). */
export function readBulkOutcome(params: URLSearchParams): BulkOutcome | null {
  const done = params.get("done");
  if (done !== "bulk-withdraw" && done !== "bulk-restore") return null;
  const skipped = (params.get("skipped") ?? "")
    .split(".")
    .slice(0, BULK_MAX)
    .map((value) => parseId(value))
    .filter((id): id is number => id !== null);
  return {
    action: done === "bulk-withdraw" ? "withdraw" : "restore",
    changed: count(params.get("changed")),
    already: count(params.get("already")),
    skipped,
    missing: count(params.get("missing")),
  };
}

const listings = (n: number) => `${n} ${n === 1 ? "listing" : "listings"}`;

/**
 * "3 listings withdrawn; 1 skipped: OH12, 4 Mill Lane (its feed withdrew it: it comes back when the CRM lists it
 * again)." `skippedNames` are the skipped listings as staff know them (reference and address).
 */
export function bulkOutcomeMessage(outcome: BulkOutcome, skippedNames: string[]): string {
  const done = outcome.action === "withdraw" ? "withdrawn" : "restored";
  const parts = [`${listings(outcome.changed)} ${done}`];
  if (outcome.already > 0)
    parts.push(
      `${outcome.already} ${outcome.already === 1 ? "was" : "were"} already ${outcome.action === "withdraw" ? "withdrawn" : "on the site"}`,
    );
  if (outcome.skipped.length > 0) {
    const names = skippedNames.length > 0 ? `: ${skippedNames.join("; ")}` : "";
    parts.push(
      `${outcome.skipped.length} skipped${names} (withdrawn by ${outcome.skipped.length === 1 ? "its feed" : "their feeds"}: ${outcome.skipped.length === 1 ? "it comes" : "they come"} back when the CRM lists ${outcome.skipped.length === 1 ? "it" : "them"} again)`,
    );
  }
  if (outcome.missing > 0) parts.push(`${outcome.missing} not found in your branches (left alone)`);
  return `${parts.join("; ")}.`;
}
