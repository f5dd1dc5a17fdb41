import { describe, expect, it } from "vitest";
import { htmlConstraints } from "../../../domain/admin/form-constraints.ts";
import {
  bulkStatusSchema,
  leadFilterFields,
  leadFilterQuery,
  leadNoteField,
  leadWriteSchema,
  parseId,
  parseLeadQuery,
  searchTerms,
} from "./lead-inbox.ts";
import { formatResponseTime } from "./lead-inbox-format.ts";
import { doneMessage } from "./lead-inbox-terms.ts";

describe("the inbox's filters", () => {
  it("parses each field on its own, keeping the good ones and reporting the others", () => {
    const parsed = parseLeadQuery(
      new URLSearchParams(
        "q=%20Mill%20Lane%20&branch=3&kind=valuation&status=bogus&assigned=me&from=2026-02-30&older=42",
      ),
    );
    expect(parsed.filters).toEqual({ q: "Mill Lane", branch: 3, kind: "valuation", assigned: "me" });
    expect(Object.keys(parsed.errors)).toEqual(["status", "from"]);
    expect(parsed.cursor).toEqual({ older: 42 });
    expect(parseLeadQuery(new URLSearchParams("branch=none&assigned=none&newer=7")).filters).toEqual({
      branch: "none",
      assigned: "none",
    });
  });

  it("refuses an end date before the start date, on the end date", () => {
    const parsed = parseLeadQuery(new URLSearchParams("from=2026-03-10&to=2026-03-01"));
    expect(parsed.filters).toEqual({ from: "2026-03-10" });
    expect(parsed.errors.to).toEqual(["The end date must not be before the start date"]);
  });

  it("builds one query string per filter set, in a fixed order, and round-trips", () => {
    const filters = { status: "new" as const, q: "bs1", branch: 2 };
    const query = leadFilterQuery(filters, { older: 9 });
    expect(query).toBe("?q=bs1&branch=2&status=new&older=9");
    expect(parseLeadQuery(new URLSearchParams(query.slice(1)))).toMatchObject({
      filters,
      cursor: { older: 9 },
    });
    expect(leadFilterQuery({})).toBe("");
  });

  it("splits free text into at most eight distinct lower-case words", () => {
    expect(searchTerms("  Ada  LOVELACE ada ")).toEqual(["ada", "lovelace"]);
    expect(searchTerms(undefined)).toEqual([]);
    expect(searchTerms("a b c d e f g h i j")).toHaveLength(8);
  });

  it("gives the native constraints of the same schemas", () => {
    expect(htmlConstraints(leadNoteField)).toEqual({ required: true, minLength: 1, maxLength: 2000 });
    expect(htmlConstraints(leadFilterFields.q)).toEqual({ maxLength: 100 });
  });
});

describe("the staff's writes", () => {
  it("parses the three intents and the bulk form's ticked leads", () => {
    expect(leadWriteSchema.parse({ intent: "status", status: "spam" })).toEqual({
      intent: "status",
      status: "spam",
    });
    expect(leadWriteSchema.parse({ intent: "assign", assignee: "12" })).toEqual({
      intent: "assign",
      assignee: 12,
    });
    expect(leadWriteSchema.parse({ intent: "assign", assignee: "" })).toEqual({
      intent: "assign",
      assignee: "",
    });
    expect(leadWriteSchema.safeParse({ intent: "note", note: "  " }).success).toBe(false);
    expect(leadWriteSchema.safeParse({ intent: "delete" }).success).toBe(false);
    expect(bulkStatusSchema.parse({ status: "closed", leads: { "3": "on", "5": "on" } })).toEqual({
      status: "closed",
      leads: [3, 5],
    });
    expect(bulkStatusSchema.safeParse({ status: "closed" }).success).toBe(false);
    expect(bulkStatusSchema.safeParse({ status: "closed", leads: {} }).success).toBe(false);
  });

  it("reads ids from URLs and confirmations from the query", () => {
    expect(parseId("17")).toBe(17);
    for (const bad of ["0", "-1", "1e3", "abc", "99999999999", undefined]) expect(parseId(bad)).toBeNull();
    expect(doneMessage(new URLSearchParams("done=note"))).toBe("Note added.");
    expect(doneMessage(new URLSearchParams("done=bulk&changed=1"))).toBe("Status changed for 1 lead.");
    expect(doneMessage(new URLSearchParams("done=toString"))).toBeNull();
  });
});

describe("formatResponseTime", () => {
  it("reads as people say it", () => {
    expect(formatResponseTime(null)).toBe("—");
    expect(formatResponseTime(20)).toBe("under a minute");
    expect(formatResponseTime(12 * 60)).toBe("12 min");
    expect(formatResponseTime(3 * 3600 + 5 * 60)).toBe("3 h 5 min");
    expect(formatResponseTime(2 * 86400)).toBe("2 d");
    expect(formatResponseTime(2 * 86400 + 4 * 3600 + 59)).toBe("2 d 4 h");
  });
});
