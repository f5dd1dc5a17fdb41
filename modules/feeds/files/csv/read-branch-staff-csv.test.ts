import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { FeedFormatError } from "../../model/feed-listing.ts";
import { readBranchesCsv, readStaffCsv } from "./read-branch-staff-csv.ts";

const fixture = (name: string) =>
  readFileSync(new URL(`../../../../tests/fixtures/feeds/csv/${name}`, import.meta.url));

describe("readBranchesCsv", () => {
  it("reads every column of a file with a byte-order mark and CRLF lines", () => {
    const { branches, errors } = readBranchesCsv(fixture("branches.csv"));
    expect(errors).toEqual([]);
    expect(branches).toEqual([
      {
        code: "CLF",
        name: "Clifton",
        addressLine1: "12 Princess Victoria Street",
        addressLine2: null,
        town: "Bristol",
        county: null,
        postcode: "BS8 4BP",
        telephone: "0117 900 1234",
        email: "clifton@example.co.uk",
        latitude: 51.4545,
        longitude: -2.6206,
        // Sanitised like a JSON feed's: <b> is not on the allow-list, its text stays.
        description: "<p>Our Clifton office, by the suspension bridge.</p>",
      },
      {
        code: "BTH",
        name: "Bath",
        addressLine1: "3 Milsom Street",
        addressLine2: "Upper Floor",
        town: "Bath",
        county: "Somerset",
        postcode: "BA1 1BZ",
        telephone: "01225 400 500",
        email: "bath@example.co.uk",
        latitude: null,
        longitude: null,
        description: null,
      },
    ]);
  });

  it("reads columns in any order, and only the required ones", () => {
    const { branches, errors } = readBranchesCsv("name,code\nHotwells,HTW\n");
    expect(errors).toEqual([]);
    expect(branches[0]).toMatchObject({ code: "HTW", name: "Hotwells", town: null, latitude: null });
  });

  it("names the line and column of a bad cell", () => {
    const { branches, errors } = readBranchesCsv(
      "code,name,latitude,longitude\nA,Alpha,north,1\nB,Beta,51,\n",
    );
    expect(branches).toEqual([]);
    expect(errors).toEqual([
      {
        line: 2,
        reference: "A",
        field: "latitude",
        message: 'Line 2, column latitude: "north" is not a number',
      },
      {
        line: 3,
        reference: "B",
        field: "latitude",
        message: "Line 3, column latitude: give both latitude and longitude, or neither",
      },
    ]);
  });

  it.each([
    ["an empty file", "", /empty/],
    ["an unknown column", "code,name,fax\n", /Unknown column "fax"/],
    ["a repeated column", "code,name,Name\n", /Column "name" appears twice/],
    ["a missing required column", "code,town\n", /Missing required column\(s\): name/],
    ["an unclosed quote", 'code,name\nA,"Alpha\n', /not readable CSV/],
  ])("refuses %s as a whole", (_, text, message) => {
    expect(() => readBranchesCsv(text)).toThrow(FeedFormatError);
    expect(() => readBranchesCsv(text)).toThrow(message);
  });
});

describe("readStaffCsv", () => {
  it("reads headers in any case, yes/no flags, photo URLs and file names, and skips blank lines", () => {
    const { staff, errors } = readStaffCsv(fixture("staff.csv"));
    expect(errors).toEqual([]);
    expect(staff).toEqual([
      {
        code: "S-17",
        branchCode: "CLF",
        firstName: "Priya",
        surname: "Shah",
        jobTitle: "Lettings Manager",
        telephone: "0117 900 1235",
        email: "priya.shah@example.co.uk",
        photo: { type: "url", url: "https://crm.example.co.uk/staff/s-17.jpg" },
        contactableForSales: false,
        contactableForLettings: true,
      },
      {
        code: "S-21",
        branchCode: "BTH",
        firstName: "Tom",
        surname: "O'Neill",
        jobTitle: "Branch Manager",
        telephone: null,
        email: "tom@example.co.uk",
        photo: { type: "file", name: "tom-oneill.jpg" },
        contactableForSales: true,
        contactableForLettings: false,
      },
      {
        code: "S-22",
        branchCode: "BTH",
        firstName: "Ana",
        surname: "Silva",
        jobTitle: "",
        telephone: null,
        email: null,
        photo: null,
        contactableForSales: false,
        contactableForLettings: false,
      },
    ]);
  });

  it("keeps the good rows and names the line and column of each bad one", () => {
    const { staff, errors } = readStaffCsv(fixture("staff-with-errors.csv"));
    expect(staff.map((s) => s.code)).toEqual(["S-1"]);
    expect(errors.map(({ line, reference, field }) => ({ line, reference, field }))).toEqual([
      { line: 3, reference: "S-2", field: "surname" },
      { line: 4, reference: "S-3", field: "email" },
      { line: 5, reference: "S-4", field: "contactable_for_sales" },
      { line: 6, reference: "S-1", field: "code" },
      { line: 7, reference: "S-5", field: null },
    ]);
    expect(errors[2]!.message).toBe(
      'Line 5, column contactable_for_sales: "maybe" is not yes or no (yes/no, true/false, 1/0)',
    );
    expect(errors[3]!.message).toBe(
      'Line 6, column code: "S-1" was already given on line 2; this row is skipped',
    );
    expect(errors[4]!.message).toBe("Line 7: 7 fields where the header names 6");
  });

  it("refuses a file without the branch_code column", () => {
    expect(() => readStaffCsv("code,first_name,surname\n")).toThrow(
      /Missing required column\(s\): branch_code/,
    );
  });
});
