import { describe, expect, it } from "vitest";
import {
  BULK_MAX,
  BULK_MESSAGES,
  bulkOutcomeMessage,
  bulkOutcomeQuery,
  bulkStatusSchema,
  readBulkOutcome,
} from "./bulk-status.ts";

const messageOf = (input: unknown) => {
  const parsed = bulkStatusSchema.safeParse(input);
  return parsed.success ? null : parsed.error.issues[0]!.message;
};

describe("the bulk withdraw/restore post", () => {
  it("reads the ticked ids once each", () => {
    expect(bulkStatusSchema.parse({ intent: "bulk-restore", listings: ["12", "7", "12"] })).toEqual({
      intent: "bulk-restore",
      listings: [12, 7],
    });
  });

  it("refuses no ticks, too many, ids that are not ids and another button, each with its message", () => {
    expect(messageOf({ intent: "bulk-withdraw", listings: [] })).toBe(BULK_MESSAGES.none);
    const many = Array.from({ length: BULK_MAX + 1 }, (_, i) => String(i + 1));
    expect(messageOf({ intent: "bulk-withdraw", listings: many })).toBe(BULK_MESSAGES.tooMany);
    expect(messageOf({ intent: "bulk-withdraw", listings: many.slice(0, BULK_MAX) })).toBeNull();
    for (const bad of ["", "0", "abc", "1e3", "2147483648"])
      expect(messageOf({ intent: "bulk-withdraw", listings: ["1", bad] }), bad).toBe(BULK_MESSAGES.badId);
    expect(messageOf({ intent: "withdraw", listings: ["1"] })).toBe(BULK_MESSAGES.intent);
  });
});

describe("the confirmation", () => {
  it("goes through the query string and back", () => {
    const outcome = { action: "restore" as const, changed: 3, already: 1, skipped: [9, 14], missing: 2 };
    expect(readBulkOutcome(new URLSearchParams(bulkOutcomeQuery(outcome)))).toEqual(outcome);
    expect(readBulkOutcome(new URLSearchParams("done=saved"))).toBeNull();
    expect(readBulkOutcome(new URLSearchParams("done=bulk-withdraw&changed=-1&skipped=x.3"))).toEqual({
      action: "withdraw",
      changed: 0,
      already: 0,
      skipped: [3],
      missing: 0,
    });
  });

  it("says what was done, what was skipped and why", () => {
    expect(
      bulkOutcomeMessage({ action: "withdraw", changed: 1, already: 0, skipped: [], missing: 0 }, []),
    ).toBe("1 listing withdrawn.");
    expect(
      bulkOutcomeMessage({ action: "restore", changed: 3, already: 1, skipped: [9], missing: 1 }, [
        "OH9, 4 Mill Lane",
      ]),
    ).toBe(
      "3 listings restored; 1 was already on the site; 1 skipped: OH9, 4 Mill Lane (withdrawn by its feed: it comes back when the CRM lists it again); 1 not found in your branches (left alone).",
    );
  });
});
