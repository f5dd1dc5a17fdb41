import { describe, expect, it } from "vitest";
import { csvCell, csvRow, toCsv } from "./csv.ts";

describe("csv (RFC 4180, formula-safe)", () => {
  // Fields with commas, quotes and line breaks are quoted, their quotes doubled.
  it.each([
    ["plain", "plain"],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["line 1\nline 2", '"line 1\nline 2"'],
  ])("writes %j as %j", (text, cell) => {
    expect(csvCell(text)).toBe(cell);
  });

  // Text a spreadsheet would run as a formula is prefixed, the full-width forms of = + - @ too (some
  // spreadsheets read those as formulas).
  it.each([
    ['=HYPERLINK("http://x")', '"\'=HYPERLINK(""http://x"")"'],
    ["+44 7700", "'+44 7700"],
    ["-1", "'-1"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tx", "'\tx"],
    ["＝1+1", "'＝1+1"],
    ["＋44", "'＋44"],
    ["－1", "'－1"],
    ["＠SUM(A1)", "'＠SUM(A1)"],
  ])("prefixes the formula %j", (text, cell) => {
    expect(csvCell(text)).toBe(cell);
  });

  it("writes numbers, dates and empty values as they are", () => {
    expect(csvCell(-5)).toBe("-5");
    expect(csvCell(new Date("2026-01-02T03:04:05Z"))).toBe("2026-01-02T03:04:05.000Z");
    expect(csvCell(null)).toBe("");
    expect(csvRow(["a", 1, undefined, true])).toBe("a,1,,true");
  });

  it("ends every row with CRLF, header first", () => {
    const csv = toCsv(
      [
        { header: "id", value: (row: { id: number; name: string }) => row.id },
        { header: "name", value: (row: { id: number; name: string }) => row.name },
      ],
      [{ id: 1, name: "A, B" }],
    );
    expect(csv).toBe('id,name\r\n1,"A, B"\r\n');
  });

  it("quotes a lone carriage return or line feed, and writes false as false", () => {
    expect(csvCell("a\rb")).toBe('"a\rb"');
    expect(csvRow([false, "", 0])).toBe("false,,0");
  });
});
