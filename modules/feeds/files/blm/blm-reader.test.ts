import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FeedFormatError, type FeedListing } from "../../model/feed-listing.ts";
import { type BlmRowResult, openBlm } from "./blm-reader.ts";

const FIXTURES = new URL("../../../../tests/fixtures/feeds/", import.meta.url).pathname;

async function readAll(input: string | NodeJS.ReadableStream) {
  const file = await openBlm(input, { fileName: "test.blm" });
  const rows: BlmRowResult[] = [];
  for await (const row of file.rows()) rows.push(row);
  return { file, rows, listings: rows.flatMap((r) => ("listing" in r ? [r.listing] : [])) };
}

const COLUMNS = ["AGENT_REF", "BRANCH_ID", "STATUS_ID", "PRICE", "TRANS_TYPE_ID", "DESCRIPTION"];

/** A small BLM text: header lines, the definition, records (already joined with EOF), the end. */
function blm({
  header = ["Version : 3", "EOF : '^'", "EOR : '~'"],
  columns = COLUMNS,
  records = ["R1^1^0^100000^1^One^", "R2^1^0^200000^1^Two^"],
  eof = "^",
  eor = "~",
  end = "#END#\n",
  newline = "\n",
} = {}) {
  return [
    "#HEADER#",
    ...header,
    "",
    "#DEFINITION#",
    columns.join(eof) + eof + eor,
    "#DATA#",
    ...records.map((r) => r + eor),
    end,
  ].join(newline);
}

const stream = (text: string | Buffer, chunkSize = 7) => {
  const bytes = typeof text === "string" ? Buffer.from(text, "utf8") : text;
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += chunkSize) chunks.push(bytes.subarray(i, i + chunkSize));
  return Readable.from(chunks);
};

async function refusal(text: string | Buffer) {
  try {
    await readAll(stream(text));
  } catch (error) {
    expect(error).toBeInstanceOf(FeedFormatError);
    return error as FeedFormatError;
  }
  throw new Error("expected the file to be refused");
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "blm-reader-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("openBlm: the fixtures", () => {
  it("sales, ^ and ~, LF, UTF-8: three listings, one bad row, a Property Count warning", async () => {
    const { file, rows, listings } = await readAll(join(FIXTURES, "sales-caret-tilde.blm"));
    expect(file.header).toMatchObject({ version: "3", eof: "^", eor: "~", propertyCount: 5, warnings: [] });
    expect(file.header.generatedDate!.toISOString()).toBe("2024-06-03T07:00:00.000Z");
    expect(file.encoding()).toBe("utf-8");
    expect(file.columns).toHaveLength(50);
    expect(listings.map((l) => l.reference)).toEqual(["12_S001", "12_S002", "12_S003"]);
    expect(rows.map((r) => r.line)).toEqual([12, 13, 14, 15]);
    const bad = rows[3]!;
    expect("error" in bad && bad.error).toMatchObject({ line: 15, reference: "12_BAD", field: null });
    expect(file.trailerWarnings()).toEqual([
      { field: "Property Count", message: "the header says 5 properties; the file has 4" },
    ]);
    const s1 = listings[0]!;
    expect(s1.description).toBe(
      "<p><strong>Stunning</strong> Victorian terrace.</p><p>Kitchen 3.5m x 2.1m</p><p>Lounge with&nbsp;bay window</p>",
    );
    expect(s1.media.map((m) => m.kind)).toEqual([
      "photo",
      "photo",
      "epc",
      "floorplan",
      "epc",
      "virtual_tour",
    ]);
    expect(listings[1]!.media[0]!.source).toEqual({
      type: "url",
      url: "https://images.example.com/s002/0.jpg",
    });
  });

  it("lettings, ^ and |, CRLF, Windows-1252, a record over several lines", async () => {
    const { file, listings } = await readAll(join(FIXTURES, "lettings-crlf-1252.blm"));
    expect(file.encoding()).toBe("windows-1252");
    expect(file.header.eor).toBe("|");
    expect(file.header.generatedDate!.toISOString()).toBe("2024-07-03T05:00:00.000Z");
    const [flat, student, office, shortLet] = listings as [
      FeedListing,
      FeedListing,
      FeedListing,
      FeedListing,
    ];
    expect(flat.summary).toBe("Rent £1,200 pcm – ideal");
    expect(flat.keyFeatures).toEqual(["Café nearby"]);
    expect(flat.description).toBe("<p>Two-bed flat.</p><p>Deposit £1,384.</p><p>Available now – no pets</p>");
    expect([flat.price, flat.rentFrequency, flat.quotedPrice]).toEqual([1300, "weekly", 300]);
    expect(student.tags).toEqual(["house", "student"]);
    expect(student.billsIncluded).toEqual(["Water", "Internet"]);
    expect([office.priceFrequency, office.price, office.squareFeet]).toEqual(["pa", 24000, 1500]);
    expect(shortLet.shortLet).toBe(true);
    expect(file.trailerWarnings()[0]!.field).toBe("Property Count");
  });
});

describe("openBlm: format rules", () => {
  it("header lines in any order with blank lines, unquoted delimiters, | as EOR", async () => {
    const text = blm({
      header: [
        "",
        "EOR : |",
        "Property Count : 2",
        "",
        "EOF : '^'",
        "Generated Date : 2024-01-02",
        "Version : 3i",
      ],
      eor: "|",
    });
    const { file, listings } = await readAll(stream(text));
    expect(file.header).toMatchObject({ version: "3i", eof: "^", eor: "|", propertyCount: 2 });
    expect(listings).toHaveLength(2);
    expect(file.trailerWarnings()).toEqual([]);
  });

  it("other delimiter pairs: tab and ~, comma and #", async () => {
    const tab = blm({
      header: ["Version : 3", "EOF : '\t'", "EOR : '~'"],
      eof: "\t",
      records: ["R1\t1\t0\t5\t1\tx\t"],
    });
    expect((await readAll(stream(tab))).listings).toHaveLength(1);
  });

  it("CRLF and records over several lines; line numbers are where each record starts", async () => {
    const text = blm({
      newline: "\r\n",
      records: ["R1^1^0^100000^1^Line one\r\nLine two\r\n\r\nLine three^", "R2^1^0^5^1^x^"],
    });
    const { rows, listings } = await readAll(stream(text, 3));
    expect(rows.map((r) => r.line)).toEqual([9, 13]);
    expect(listings[0]!.description).toBe("<p>Line one</p><p>Line two</p><p>Line three</p>");
  });

  it("a record without the trailing EOF is accepted", async () => {
    const { listings } = await readAll(stream(blm({ records: ["R1^1^0^5^1^x"] })));
    expect(listings[0]!.reference).toBe("R1");
  });

  it("UTF-8 split across chunks, with a BOM", async () => {
    const text = "\uFEFF" + blm({ records: ["R1^1^0^5^1^£ café – “quoted” €^"] });
    for (const size of [1, 2, 3, 5]) {
      const { file, listings } = await readAll(stream(text, size));
      expect(listings[0]!.description).toBe("<p>£ café – “quoted” €</p>");
      expect(file.encoding()).toBe("utf-8");
    }
  });

  it("Windows-1252 from a stream and from a file", async () => {
    const bytes = Buffer.from(blm({ records: ["R1^1^0^5^1^\x80 \xa3 caf\xe9 \x96^"] }), "latin1");
    const fromStream = await readAll(stream(bytes, 4));
    expect(fromStream.file.encoding()).toBe("windows-1252");
    expect(fromStream.listings[0]!.description).toBe("<p>€ £ café –</p>");
    const path = join(dir, "cp1252.blm");
    await writeFile(path, bytes);
    const fromFile = await readAll(path);
    expect(fromFile.file.encoding()).toBe("windows-1252");
    expect(fromFile.listings[0]!.description).toBe("<p>€ £ café –</p>");
  });

  it("a row of the wrong length is a row error; the rest are imported", async () => {
    const { rows, listings } = await readAll(
      stream(blm({ records: ["R1^1^0^", "R2^1^0^5^1^x^", "R3^1^0^5^1^y^extra^"] })),
    );
    expect(listings.map((l) => l.reference)).toEqual(["R2"]);
    expect(rows.filter((r) => "error" in r)).toHaveLength(2);
  });

  it("a repeated AGENT_REF is a row error on its second appearance", async () => {
    const { rows } = await readAll(stream(blm({ records: ["R1^1^0^5^1^a^", "R1^1^0^6^1^b^"] })));
    expect("listing" in rows[0]!).toBe(true);
    expect("error" in rows[1]! && rows[1].error).toMatchObject({ reference: "R1", field: "AGENT_REF" });
  });

  it("an unknown header name and an unreadable Property Count or date are header warnings", async () => {
    const text = blm({
      header: [
        "Version : 3",
        "EOF : '^'",
        "EOR : '~'",
        "Property Count : many",
        "Generated Date : soon",
        "Agent : X",
      ],
    });
    const { file } = await readAll(stream(text));
    expect(file.header.warnings.map((w) => w.field)).toEqual(["Property Count", "Generated Date", "AGENT"]);
    expect(file.header.propertyCount).toBeNull();
  });

  it("an empty data section is fine", async () => {
    expect((await readAll(stream(blm({ records: [] })))).rows).toEqual([]);
  });

  it("rows() reads once", async () => {
    const file = await openBlm(stream(blm()));
    for await (const _ of file.rows());
    await expect(async () => {
      for await (const _ of file.rows());
    }).rejects.toThrow(/once/);
  });
});

describe("openBlm: rows stored as they are", () => {
  const fingerprints = async (text: string) => {
    const { listings } = await readAll(stream(text));
    return new Map(listings.map((l) => [l.reference, l.sourceFingerprint!]));
  };

  it("gives each mapped row a fingerprint of its text, the same for the same text only", async () => {
    const first = await fingerprints(blm());
    const again = await fingerprints(blm());
    const edited = await fingerprints(blm({ records: ["R1^1^0^100000^1^One^", "R2^1^0^210000^1^Two^"] }));
    expect(first.get("R1")).toMatch(/^[0-9a-f]{64}$/);
    expect(again).toEqual(first);
    expect(edited.get("R1")).toBe(first.get("R1"));
    expect(edited.get("R2")).not.toBe(first.get("R2"));
    // A column added by the CRM changes every fingerprint: the mapping may read it.
    const wider = await fingerprints(
      blm({ columns: [...COLUMNS, "SUMMARY"], records: ["R1^1^0^100000^1^One^^", "R2^1^0^200000^1^Two^^"] }),
    );
    expect(wider.get("R1")).not.toBe(first.get("R1"));
  });

  it("does not map a row the store holds with the same fingerprint", async () => {
    const stored = await fingerprints(blm());
    const file = await openBlm(stream(blm({ records: ["R1^1^0^100000^1^One^", "R2^1^0^250000^1^Two^"] })));
    const rows: BlmRowResult[] = [];
    for await (const row of file.rows((reference, fingerprint) => stored.get(reference) === fingerprint))
      rows.push(row);
    expect(rows[0]).toEqual({ line: expect.any(Number), unchanged: "R1" });
    expect(rows[1]).toMatchObject({ listing: { reference: "R2", price: 250000 } });
  });
});

describe("openBlm: refused whole", () => {
  it("no #END#: truncated, after the rows before it were yielded", async () => {
    const file = await openBlm(stream(blm({ end: "" })));
    const seen: string[] = [];
    const error = await (async () => {
      try {
        for await (const row of file.rows()) if ("listing" in row) seen.push(row.listing.reference);
      } catch (e) {
        return e as FeedFormatError;
      }
    })();
    expect(seen).toEqual(["R1", "R2"]);
    expect(error).toBeInstanceOf(FeedFormatError);
    expect(error!.field).toBe("#END#");
    expect(error!.message).toMatch(/truncated/);
  });

  it("the last record cut off before its EOR", async () => {
    const text = blm({ end: "" }) + "R3^1^0^5^1^half a desc";
    const error = await refusal(text);
    expect(error.line).toBe(11);
    expect(error.message).toMatch(/no end-of-record/);
  });

  it.each([
    ["missing #HEADER#", "Version : 3\n#DEFINITION#\n", /#HEADER#/],
    ["missing #DEFINITION#", "#HEADER#\nVersion : 3\nEOF : '^'\nEOR : '~'\n#DATA#\n", /#DEFINITION#/],
    ["the file ends in its header", "#HEADER#\nVersion : 3\n", /#DEFINITION#/],
    ["missing #DATA#", blm().replace("#DATA#\n", ""), /#DATA#/],
    ["an empty file", "", /empty/],
  ])("%s", async (_, text, message) => {
    expect((await refusal(text)).message).toMatch(message);
  });

  it.each([
    [["Version : 3", "EOF : '^'", "EOR : '^'"], "EOR", /both/],
    [["Version : 3", "EOF : '^^'", "EOR : '~'"], "EOF", /one character/],
    [["Version : 3", "EOF : ''", "EOR : '~'"], "EOF", /one character/],
    [["Version : 3", "EOR : '~'"], "EOF", /no EOF/],
    [["Version : 2", "EOF : '^'", "EOR : '~'"], "Version", /not BLM 3/],
    [["EOF : '^'", "EOR : '~'"], "Version", /no Version/],
    [["Version : 3", "Version : 3", "EOF : '^'", "EOR : '~'"], "Version", /twice/],
  ])("header %j is refused, naming %s", async (header, field, message) => {
    const error = await refusal(blm({ header }));
    expect(error.field).toBe(field);
    expect(error.message).toMatch(message);
  });

  it("a header line that is not Name : value", async () => {
    const error = await refusal(blm({ header: ["Version : 3", "EOF : '^'", "EOR : '~'", "garbage"] }));
    expect(error.line).toBe(5);
  });

  it.each([
    [[...COLUMNS, "FAVOURITE_COLOUR"], "FAVOURITE_COLOUR", /not a BLM v3 column/],
    [[...COLUMNS, "FEATURE11"], "FEATURE11", /not a BLM v3 column/],
    [COLUMNS.filter((c) => c !== "TRANS_TYPE_ID"), "TRANS_TYPE_ID", /no TRANS_TYPE_ID/],
    [COLUMNS.filter((c) => c !== "AGENT_REF"), "AGENT_REF", /no AGENT_REF/],
  ])("definition %j is refused, naming %s", async (columns, field, message) => {
    const error = await refusal(blm({ columns, records: [] }));
    expect(error.field).toBe(field);
    expect(error.line).toBe(7);
    expect(error.message).toMatch(message);
  });

  it("accepts every documented column family (v3i, student bills, commercial, material information, media)", async () => {
    const columns = [
      ...COLUMNS,
      "LET_BILL_INC_TV_LICIENCE",
      "LET_BILL_INC_INTERNET",
      "LET_WASHING_MACHINE_FLAG",
      "BUSINESS_FOR_SALE_FLAG",
      "COMM_CLASS_ORDER_1",
      "PRICE_PER_UNIT",
      "HOUSE_NAME_NUMBER",
      "EXACT_LATITUDE",
      "COUNCIL_TAX_BAND",
      "TENURE_UNEXPIRED_YEARS",
      "MEDIA_IMAGE_59",
      "MEDIA_IMAGE_TEXT_60",
      "MEDIA_DOCUMENT_TEXT_50",
      "MEDIA_VIRTUAL_TOUR_01",
      "FEATURE10",
    ];
    const { file } = await readAll(stream(blm({ columns, records: [] })));
    expect(file.columns).toEqual(columns);
  });

  it("a definition without its EOR", async () => {
    const text =
      "#HEADER#\nVersion : 3\nEOF : '^'\nEOR : '~'\n#DEFINITION#\nAGENT_REF^BRANCH_ID^\n#DATA#\nx^y^~\n#END#\n";
    expect((await refusal(text)).field).toBe("#DEFINITION#");
  });

  it("a binary file (NUL bytes), naming the line", async () => {
    const bytes = Buffer.concat([Buffer.from(blm({ end: "" })), Buffer.from([0x50, 0x4b, 0x00, 0x03])]);
    const error = await refusal(bytes);
    expect(error.message).toMatch(/binary/);
    expect(error.line).toBe(11);
    const path = join(dir, "binary.blm");
    await writeFile(path, bytes);
    await expect(openBlm(path)).rejects.toBeInstanceOf(FeedFormatError); // before any row is read
  });

  it("a PNG is not a BLM file", async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d]);
    expect((await refusal(png)).message).toMatch(/binary|not a BLM/);
  });

  it("a record far longer than any real one (wrong EOR)", async () => {
    const text = blm({ end: "" }) + "R3^" + "x".repeat(5 * 1024 * 1024);
    expect((await refusal(text)).message).toMatch(/within 4 MB/);
  }, 20_000);
});

describe("openBlm: a column the definition names twice", () => {
  const columns = [...COLUMNS, "TENURE_TYPE_ID", "TENURE_TYPE_ID"];

  it("reads the first occurrence, with one warning naming the column", async () => {
    const { file, rows, listings } = await readAll(
      stream(blm({ columns, records: ["R1^1^0^100000^1^One^1^1^", "R2^1^0^200000^1^Two^2^2^"] })),
    );
    expect(rows.every((row) => "listing" in row)).toBe(true);
    expect(listings.map((l) => l.tenure)).toEqual(["Freehold", "Leasehold"]);
    expect(file.header.warnings).toEqual([
      expect.objectContaining({ field: "TENURE_TYPE_ID", kind: "repeated-column" }),
    ]);
    expect(file.header.warnings[0]!.message).toMatch(/columns 7 and 8/);
  });

  it("refuses only a row whose two occurrences differ, in both passes", async () => {
    const text = blm({ columns, records: ["R1^1^0^100000^1^One^1^2^", "R2^1^0^200000^1^Two^2^2^"] });
    const { rows, listings } = await readAll(stream(text));
    expect(listings.map((l) => l.reference)).toEqual(["R2"]);
    const refused = rows.find((row) => "error" in row);
    expect(refused && "error" in refused && refused.error).toMatchObject({
      reference: "R1",
      field: "TENURE_TYPE_ID",
      message: expect.stringMatching(/"1" and "2"/),
    });
    const previews = [];
    for await (const row of (await openBlm(stream(text))).previews()) previews.push(row);
    expect(previews.filter((row) => "error" in row)).toHaveLength(1);
  });
});

describe("openBlm: previews (the engine's check pass)", () => {
  it("gives each row's reference and branch, and the same field-count errors, without mapping", async () => {
    const file = await openBlm(join(FIXTURES, "sales-caret-tilde.blm"));
    const previews = [];
    for await (const row of file.previews()) previews.push(row);
    expect(previews.filter((row) => "reference" in row)).toEqual([
      { line: 12, reference: "12_S001", branchCode: "12" },
      { line: 13, reference: "12_S002", branchCode: "12" },
      { line: 14, reference: "12_S003", branchCode: "12" },
    ]);
    expect(previews.filter((row) => "error" in row)).toEqual([
      expect.objectContaining({ error: expect.objectContaining({ line: 15, reference: "12_BAD" }) }),
    ]);
  });
});
