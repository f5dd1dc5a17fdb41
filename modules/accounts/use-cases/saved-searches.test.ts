import { describe, expect, it } from "vitest";
import { toSavedSearchJson } from "./saved-searches.ts";

const row = {
  id: 42,
  path: "/search/lettings/from-2-bed",
  criteria: { title: "2+ bedroom homes to let" },
  alertFrequency: "W" as const,
  createdAt: new Date("2026-11-21T08:00:00Z"),
};

describe("toSavedSearchJson", () => {
  it("answers a superset of the browser's LocalSavedSearch, with the query form as criteria", () => {
    expect(toSavedSearchJson(row)).toEqual({
      search_id: "42",
      alert_frequency: "W",
      path: "/search/lettings/from-2-bed",
      title: "2+ bedroom homes to let",
      savedAt: "2026-11-21T08:00:00.000Z",
      criteria: { channel: "lettings", min_beds: "2" },
    });
  });

  it("falls back to the path as the title", () => {
    expect(toSavedSearchJson({ ...row, criteria: {} }).title).toBe("/search/lettings/from-2-bed");
  });
});
