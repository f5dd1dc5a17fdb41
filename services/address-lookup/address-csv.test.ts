import { describe, expect, it } from "vitest";
import { createCsvParser, readAddress, readHeader } from "./address-csv.ts";

const parseAll = (...chunks: string[]) => {
  const parser = createCsvParser();
  return [...chunks.flatMap((chunk) => parser.push(chunk)), ...parser.end()];
};

describe("createCsvParser", () => {
  it("splits records and fields, with quotes, doubled quotes and newlines inside quotes", () => {
    expect(parseAll('a,b,c\n1,"two, 2","say ""hi"""\r\n"multi\nline",,x')).toEqual([
      ["a", "b", "c"],
      ["1", "two, 2", 'say "hi"'],
      ["multi\nline", "", "x"],
    ]);
  });

  it("gives the same records however the text is cut into chunks", () => {
    const text = '\uFEFFline_1,postcode\r\n"1 ""The"" Lane",BS8 1AB\r\n2 Lane,BS8 1AB\n';
    const whole = parseAll(text);
    expect(whole).toEqual([
      ["line_1", "postcode"],
      ['1 "The" Lane', "BS8 1AB"],
      ["2 Lane", "BS8 1AB"],
    ]);
    for (let cut = 1; cut < text.length; cut += 1) {
      expect(parseAll(text.slice(0, cut), text.slice(cut))).toEqual(whole);
    }
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
