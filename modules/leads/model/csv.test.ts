import { describe, expect, it } from "vitest";
import { csvCell, csvRow, toCsv } from "./csv.ts";

describe("csv (RFC 4180, formula-safe)", () => {
  it("quotes fields with commas, quotes and line breaks, doubling quotes", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("line 1\nline 2")).toBe('"line 1\nline 2"');
  });

  it("prefixes text a spreadsheet would run as a formula", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell("+44 7700")).toBe("'+44 7700");
    expect(csvCell("-1")).toBe("'-1");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tx")).toBe("'\tx");
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

  it("also prefixes the full-width forms of = + - @, which some spreadsheets read as formulas", () => {
    expect(csvCell("＝1+1")).toBe("'＝1+1");
    expect(csvCell("＋44")).toBe("'＋44");
    expect(csvCell("－1")).toBe("'－1");
    expect(csvCell("＠SUM(A1)")).toBe("'＠SUM(A1)");
  });

  it("quotes a lone carriage return or line feed, and writes false as false", () => {
    expect(csvCell("a\rb")).toBe('"a\rb"');
    expect(csvRow([false, "", 0])).toBe("false,,0");
  });
});
