// The audit log's wording and filters (issue 42 item 5).
import { describe, expect, it } from "vitest";
import { auditChanges, auditChangeText, auditFilterQuery, readAuditFilters } from "./audit-log-view.ts";

const texts = (before: unknown, after: unknown) => auditChanges(before, after).map(auditChangeText);

describe("auditChanges", () => {
  it("lists each changed field as field: before → after, leaving unchanged ones out", () => {
    expect(texts({ price: 250000, status: "available" }, { price: 240000, status: "available" })).toEqual([
      "price: 250000 → 240000",
    ]);
  });

  it("writes lists, booleans, nothing and nested fields for people", () => {
    expect(
      texts(
        { tags: ["garden"], poa: false, note: null, fields: { price: { value: 1, feedValue: 2 } } },
        {
          tags: ["garden", "parking"],
          poa: true,
          note: "Call back",
          fields: { price: { value: 3, feedValue: 2 } },
        },
      ),
    ).toEqual([
      "tags: garden → garden, parking",
      "poa: no → yes",
      "note: — → Call back",
      "fields.price.value: 1 → 3",
    ]);
  });

  it("a creation or a removal lists every field from or to a dash; plain values as one change", () => {
    expect(texts(null, { email: "a@b.example", role: "owner" })).toEqual([
      "email: — → a@b.example",
      "role: — → owner",
    ]);
    expect(texts({ name: "Old" }, null)).toEqual(["name: Old → —"]);
    expect(texts("new", "contacted")).toEqual(["value: new → contacted"]);
    expect(texts(null, null)).toEqual([]);
  });
});

describe("readAuditFilters", () => {
  it("reads each filter, reporting a wrong one beside its field without applying it", () => {
    const query = new URLSearchParams({
      person: "12",
      action: "lead.status",
      record: "lead:4",
      from: "2026-07-01",
      to: "2026-02-30",
    });
    const { filters, errors } = readAuditFilters(query);
    expect(filters).toEqual({ person: 12, action: "lead.status", record: "lead:4", from: "2026-07-01" });
    expect(Object.keys(errors)).toEqual(["to"]);
  });

  it("takes the command line as a person, a kind alone as a record, and refuses a range backwards", () => {
    const { filters, errors } = readAuditFilters(
      new URLSearchParams({ person: "command-line", record: "lead", from: "2026-07-02", to: "2026-07-01" }),
    );
    expect(filters).toEqual({ person: "command-line", record: "lead", from: "2026-07-02" });
    expect(errors.to).toMatch(/on or before/);
    expect(readAuditFilters(new URLSearchParams({ record: "lead 4; drop" })).errors.record).toBeTruthy();
    expect(readAuditFilters(new URLSearchParams({ person: "x" })).errors.person).toBeTruthy();
  });

  it("writes the filters back as the pager's query", () => {
    expect(auditFilterQuery({ person: 3, record: "lead" }, 2)).toBe("?person=3&record=lead&page=2");
    expect(auditFilterQuery({})).toBe("");
  });
});
