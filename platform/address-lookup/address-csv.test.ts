import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { describe, expect, it } from "vitest";
import { readAddress, readHeader } from "./address-csv.ts";
import { createCsvRecordParser } from "../csv-records.ts";

/** The records of the chunks, fed one after another as the import's file stream feeds the parser. */
async function parseAll(...chunks: (string | Buffer)[]) {
  const records: string[][] = [];
  const malformed: string[] = [];
  await pipeline(
    Readable.from(chunks.map((chunk) => (typeof chunk === "string" ? Buffer.from(chunk) : chunk))),
    createCsvRecordParser((record, reason) => malformed.push(`record ${record}: ${reason}`)),
    async (source: AsyncIterable<string[]>) => {
      for await (const record of source) records.push(record);
    },
  );
  return malformed.length ? { records, malformed } : records;
}

describe("createCsvRecordParser", () => {
  it("splits records and fields, with quotes, doubled quotes and newlines inside quotes", async () => {
    expect(await parseAll('a,b,c\n1,"two, 2","say ""hi"""\r\n"multi\nline",,x')).toEqual([
      ["a", "b", "c"],
      ["1", "two, 2", 'say "hi"'],
      ["multi\nline", "", "x"],
    ]);
  });

  it("gives the same records however the text is cut into chunks", async () => {
    const text = '\uFEFFline_1,postcode\r\n"1 ""The"" Lane",BS8 1AB\r\n2 Lane,BS8 1AB\n';
    const whole = await parseAll(text);
    expect(whole).toEqual([
      ["line_1", "postcode"],
      ['1 "The" Lane', "BS8 1AB"],
      ["2 Lane", "BS8 1AB"],
    ]);
    for (let cut = 1; cut < text.length; cut += 1) {
      expect(await parseAll(text.slice(0, cut), text.slice(cut))).toEqual(whole);
    }
  });

  it("gives the same records when a chunk ends inside the byte order mark or a multi-byte character", async () => {
    const bytes = Buffer.from('\uFEFFline_1,town_or_city\n"Café, 1",Bristol £\n');
    const whole = await parseAll(bytes);
    expect(whole).toEqual([
      ["line_1", "town_or_city"],
      ["Café, 1", "Bristol £"],
    ]);
    for (let cut = 1; cut < bytes.length; cut += 1) {
      expect(await parseAll(bytes.subarray(0, cut), bytes.subarray(cut))).toEqual(whole);
    }
  });

  it("takes CR line ends, rows of any length and a quote inside an unquoted field", async () => {
    expect(await parseAll('a,b\rc\r\n5" Lane,x,y\n\n')).toEqual([
      ["a", "b"],
      ["c"],
      ['5" Lane', "x", "y"],
      [""],
    ]);
  });

  it("hands on a record whose quote is never closed, and skips it", async () => {
    expect(await parseAll('a,b\r\n\r\n"1 Lane,x\r\n2 Lane\r\n')).toEqual({
      records: [["a", "b"], [""]],
      malformed: ["record 3: its opening quote is never closed"],
    });
  });
});

describe("readHeader and readAddress", () => {
  const positions = readHeader(["Postcode", "line_1", "town_or_city", "building_number", "extra"]);

  it("maps columns by name in any order and tidies the values", () => {
    expect(readAddress(["bs81ab", " 3  High Street ", "Bristol", "3", "ignored"], positions)).toEqual({
      building_name: "",
      building_number: "3",
      line_1: "3 High Street",
      line_2: "",
      line_3: "",
      line_4: "",
      town_or_city: "Bristol",
      county: "",
      postcode: "BS8 1AB",
    });
  });

  it("says why a row cannot be an address, and skips blank lines", () => {
    expect(readAddress(["nope", "3 High Street", "Bristol"], positions)).toEqual({
      error: '"nope" is not a UK postcode',
    });
    expect(readAddress(["BS8 1AB", "", "Bristol"], positions)).toEqual({ error: "line_1 is empty" });
    expect(readAddress(["", " ", ""], positions)).toBeNull();
  });

  it("refuses a header without the required columns", () => {
    expect(() => readHeader(["line_1", "county"])).toThrow("The header row lacks town_or_city, postcode");
  });
});
