import { describe, expect, it } from "vitest";
import { deletionRefusal } from "./agency-deletion.ts";

const harbour = { id: 2, name: "Harbour & Co", primary: "harbour.test" };
const now = new Date("2026-11-30T12:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

describe("deletionRefusal", () => {
  it("allows a deletion after a whole export of the last seven days, confirmed by the primary name", () => {
    expect(
      deletionRefusal({ agency: harbour, exportedAt: daysAgo(6.9), confirm: "Harbour.test ", now }),
    ).toBe(null);
  });

  it("refuses the install's own agency whatever else is given", () => {
    expect(
      deletionRefusal({ agency: { ...harbour, id: 1 }, exportedAt: now, confirm: "harbour.test", now }),
    ).toBe("The install's own agency cannot be deleted.");
  });

  it("asks for an export first when there is none or it is older than seven days", () => {
    const refusal =
      "Harbour & Co has not been exported in the last 7 days: export it first (npm run agency:export -- harbour.test).";
    expect(deletionRefusal({ agency: harbour, exportedAt: null, confirm: "harbour.test", now })).toBe(
      refusal,
    );
    expect(deletionRefusal({ agency: harbour, exportedAt: daysAgo(7.1), confirm: "harbour.test", now })).toBe(
      refusal,
    );
  });

  it("asks for the primary name, not an alias or nothing", () => {
    const refusal = "To delete Harbour & Co and everything it owns, confirm with --confirm harbour.test.";
    expect(deletionRefusal({ agency: harbour, exportedAt: now, confirm: undefined, now })).toBe(refusal);
    expect(deletionRefusal({ agency: harbour, exportedAt: now, confirm: "www.harbour.test", now })).toBe(
      refusal,
    );
  });
});
