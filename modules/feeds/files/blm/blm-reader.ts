// A streaming reader of Rightmove BLM v3 files (issue 12): the header and definition are read when the file is
// opened, then rows one at a time, so a 50 MB file never sits in memory (bench/blm-parse.ts). Whole-file
// problems throw FeedFormatError naming line and field; some (no #END#, a truncated record) can only be seen
// at the end, after rows were yielded, so callers import a file inside one transaction. The format and what
// we refuse: docs/feeds.md.
import { createHash } from "node:crypto";
import { type BlmRow, blmRowToListing } from "../../model/blm-listing.ts";
import { parseFeedDateTime } from "../../model/blm-codes.ts";
import {
  FEED_MAPPING_VERSION,
  FeedFormatError,
  type FeedListing,
  type FeedRowError,
  type FeedWarning,
  type StoredFingerprints,
} from "../../model/feed-listing.ts";
import { REQUIRED_BLM_COLUMNS, isKnownBlmColumn } from "./blm-columns.ts";
import { type FeedEncoding, byteChunks, decodeChunks, sniffFileEncoding } from "./decode.ts";

export type BlmHeader = {
  version: string;
  /** End-of-field and end-of-record characters. */
  eof: string;
  eor: string;
  propertyCount: number | null;
  generatedDate: Date | null;
  warnings: FeedWarning[];
};

export type BlmRowResult =
  | { line: number; listing: FeedListing }
  | { line: number; error: FeedRowError }
  | { line: number; unchanged: string };
export type BlmRowPreview = { line: number; reference: string; branchCode: string };

export type BlmFile = {
  header: BlmHeader;
  columns: string[];
  /** Known when the header is read for a file path; for a stream, once a byte ≥ 0x80 was met (else "utf-8"). */
  encoding(): FeedEncoding | null;
  /**
   * Each data row in order, mapped (or its error), with its source fingerprint; a row `stored` already
   * holds as it is comes back as `unchanged`, not mapped. Single use. Throws FeedFormatError at a whole-file
   * fault.
   */
  rows(stored?: StoredFingerprints): AsyncIterable<BlmRowResult>;
  /**
   * Like rows(), without mapping: each row's reference and branch code, or its field-count/duplicate error.
   * Reading the file this way costs a fraction of rows() (no HTML cleaning): the engine's check pass.
   */
  previews(): AsyncIterable<BlmRowPreview | Extract<BlmRowResult, { error: unknown }>>;
  /** Warnings only the whole file can show (Property Count ≠ rows read); complete once rows() has finished. */
  trailerWarnings(): FeedWarning[];
};

export type OpenBlmOptions = {
  /** Named in error messages. */
  fileName?: string;
};

/** A record longer than this has lost its end-of-record character (wrong EOR, or a corrupt file). */
const MAX_RECORD_CHARS = 4 * 1024 * 1024;
const MAX_HEADER_LINES = 100;
const MAX_LINE_CHARS = 64 * 1024;

/** Reads text chunk by chunk, counting lines as it consumes. */
class Cursor {
  private buf = "";
  private pos = 0;
  private ended = false;
  line = 1;

  constructor(private readonly chunks: AsyncIterator<string>) {}

  private async fill(): Promise<boolean> {
    if (this.ended) return false;
    const next = await this.chunks.next();
    if (next.done) {
      this.ended = true;
      return false;
    }
    this.buf = this.buf.slice(this.pos) + next.value;
    this.pos = 0;
    return true;
  }

  private consume(to: number, skip: number): string {
    const text = this.buf.slice(this.pos, to);
    for (let at = text.indexOf("\n"); at >= 0; at = text.indexOf("\n", at + 1)) this.line++;
    if (skip && this.buf[to] === "\n") this.line++;
    this.pos = to + skip;
    return text;
  }

  /** Skips spaces and line breaks; false at the end of the text. */
  async skipBlank(): Promise<boolean> {
    for (;;) {
      while (this.pos < this.buf.length) {
        const c = this.buf[this.pos]!;
        if (c !== "\n" && c !== "\r" && c !== " " && c !== "\t" && c !== "\uFEFF") return true;
        if (c === "\n") this.line++;
        this.pos++;
      }
      if (!(await this.fill())) return false;
    }
  }

  /**
   * The text up to the one-character `delimiter` (which is consumed, not returned); at the end of the text,
   * whatever was left, with `found` false. Chunks are joined once, so a long record costs linear time.
   */
  async readUntil(delimiter: string, max: number): Promise<{ text: string; found: boolean }> {
    const parts: string[] = [];
    let length = 0;
    for (;;) {
      const at = this.buf.indexOf(delimiter, this.pos);
      if (at >= 0) {
        parts.push(this.consume(at, delimiter.length));
        return { text: parts.join(""), found: true };
      }
      const rest = this.consume(this.buf.length, 0);
      parts.push(rest);
      length += rest.length;
      if (length > max) throw new RecordTooLong();
      if (!(await this.fill())) return { text: parts.join(""), found: false };
    }
  }

  /** The next line without its line break, or null at the end of the text. */
  async readLine(): Promise<string | null> {
    const { text, found } = await this.readUntil("\n", MAX_LINE_CHARS);
    return found || text !== "" ? text.replace(/\r$/, "") : null;
  }

  async startsWith(text: string): Promise<boolean> {
    while (this.buf.length - this.pos < text.length) if (!(await this.fill())) break;
    return this.buf.startsWith(text, this.pos);
  }

  /** What is left (at most `max` characters looked at). */
  async restIsBlank(max = 4096): Promise<boolean> {
    while (!this.ended && this.buf.length - this.pos < max) await this.fill();
    return this.buf.slice(this.pos, this.pos + max).trim() === "";
  }

  skip(chars: number) {
    this.consume(this.pos + chars, 0);
  }
}

class RecordTooLong extends Error {}

/** The first repeated column whose two values differ in this row, as a row error's field and message. */
function repeatConflict(
  repeats: readonly { column: string; first: number; again: number }[],
  fields: readonly string[],
): { column: string; message: string } | null {
  for (const { column, first, again } of repeats) {
    const one = fields[first]!.trim();
    const other = fields[again]!.trim();
    if (one !== other)
      return {
        column,
        message: `${column} is defined twice and this row holds "${one}" and "${other}": which one is meant is unknown, so the row was skipped`,
      };
  }
  return null;
}

const HEADER_LINE = /^\s*([A-Za-z][A-Za-z ]*?)\s*:\s*(.*?)\s*$/;

/** EOF : '^'  →  "^" (quotes optional). */
function delimiterValue(value: string): string {
  const quoted = /^'(.*)'$/s.exec(value) ?? /^"(.*)"$/s.exec(value);
  return quoted ? quoted[1]! : value;
}

export async function openBlm(
  input: string | NodeJS.ReadableStream,
  options: OpenBlmOptions = {},
): Promise<BlmFile> {
  const fileName = options.fileName ?? (typeof input === "string" ? input : undefined);
  const fail = (message: string, line: number | null, field: string | null = null): never => {
    const where = [fileName, line !== null ? `line ${line}` : null].filter(Boolean).join(" ");
    throw new FeedFormatError(`${where ? `${where}: ` : ""}${message}`, line, field);
  };

  let encoding: FeedEncoding | null =
    typeof input === "string" ? await sniffFileEncoding(input, fileName) : null;
  const text = decodeChunks(byteChunks(input), {
    known: encoding ?? undefined,
    fileName,
    onEncoding: (chosen) => (encoding = chosen),
  })[Symbol.asyncIterator]();
  const cursor = new Cursor(text);
  let finished = false;
  const close = async () => {
    if (!finished) {
      finished = true;
      await text.return?.(undefined);
    }
  };

  try {
    // #HEADER#
    if (!(await cursor.skipBlank())) fail("the file is empty", cursor.line);
    const firstLine = cursor.line;
    const first = (await cursor.readLine())!.trim();
    if (first !== "#HEADER#")
      fail(`expected #HEADER# first, found "${first.slice(0, 40)}": not a BLM file`, firstLine);
    const values = new Map<string, { value: string; line: number }>();
    const headerWarnings: FeedWarning[] = [];
    for (let count = 0; ; count++) {
      if (count > MAX_HEADER_LINES) fail("no #DEFINITION# within the first 100 header lines", cursor.line);
      const at = cursor.line;
      const line = await cursor.readLine().catch(() => fail("a header line is too long: not a BLM file", at));
      if (line === null) fail("missing #DEFINITION# section: the file ends in its header", at);
      const trimmed = line!.trim();
      if (trimmed === "") continue;
      if (trimmed === "#DEFINITION#") break;
      if (/^#[A-Z]+#$/.test(trimmed))
        fail(`missing #DEFINITION# section: found ${trimmed} in the header`, at);
      const match = HEADER_LINE.exec(line!);
      if (!match) fail(`header line "${trimmed.slice(0, 60)}" is not "Name : value"`, at);
      const name = match![1]!.replace(/\s+/g, " ").toUpperCase();
      if (values.has(name)) fail(`header "${match![1]}" is given twice`, at, match![1]!);
      values.set(name, { value: match![2]!, line: at });
    }

    const version = values.get("VERSION");
    if (!version) fail("the header has no Version", null, "Version");
    if (!/^3(\.0)?i?$/i.test(version!.value))
      fail(`Version "${version!.value}" is not BLM 3 or 3i`, version!.line, "Version");
    const delimiter = (name: "EOF" | "EOR") => {
      const entry = values.get(name);
      if (!entry) return fail(`the header has no ${name}`, null, name);
      const value = delimiterValue(entry.value);
      if ([...value].length !== 1 || value === "\n" || value === "\r")
        fail(`${name} must be one character in quotes, found ${entry.value}`, entry.line, name);
      return value;
    };
    const eof = delimiter("EOF");
    const eor = delimiter("EOR");
    if (eof === eor) fail(`EOF and EOR are both "${eof}"`, values.get("EOR")!.line, "EOR");

    let propertyCount: number | null = null;
    const countEntry = values.get("PROPERTY COUNT");
    if (countEntry && countEntry.value !== "") {
      if (/^\d+$/.test(countEntry.value)) propertyCount = Number(countEntry.value);
      else headerWarnings.push({ field: "Property Count", message: `"${countEntry.value}" is not a number` });
    }
    let generatedDate: Date | null = null;
    const dateEntry = values.get("GENERATED DATE");
    if (dateEntry && dateEntry.value !== "") {
      generatedDate = parseFeedDateTime(dateEntry.value);
      if (!generatedDate)
        headerWarnings.push({ field: "Generated Date", message: `"${dateEntry.value}" is not a date` });
    }
    for (const name of values.keys()) {
      if (!["VERSION", "EOF", "EOR", "PROPERTY COUNT", "GENERATED DATE"].includes(name))
        headerWarnings.push({ field: name, message: `header "${name}" is not a BLM header; ignored` });
    }

    // #DEFINITION#: column names, each followed by EOF, then EOR.
    if (!(await cursor.skipBlank()))
      fail("missing #DATA# section: the file ends after #DEFINITION#", cursor.line);
    const definitionLine = cursor.line;
    const definition = await cursor
      .readUntil(eor, MAX_LINE_CHARS)
      .catch(() => fail(`the definition has no end-of-record "${eor}"`, definitionLine, "#DEFINITION#"));
    if (!definition.found || /#DATA#/.test(definition.text))
      fail(`the definition has no end-of-record "${eor}"`, definitionLine, "#DEFINITION#");
    const names = definition.text.replace(/[\r\n]/g, "").split(eof);
    if (names.at(-1)!.trim() === "") names.pop();
    const columns = names.map((name) => name.trim());
    // A column named twice (some CRMs repeat TENURE_TYPE_ID) is read from its first occurrence; a row whose
    // occurrences disagree is refused alone (see repeatConflict below).
    const firstIndex = new Map<string, number>();
    const repeats: { column: string; first: number; again: number }[] = [];
    columns.forEach((column, index) => {
      if (column === "")
        fail(`column ${index + 1} of the definition has no name`, definitionLine, "#DEFINITION#");
      if (!isKnownBlmColumn(column)) fail(`column ${column} is not a BLM v3 column`, definitionLine, column);
      const first = firstIndex.get(column);
      if (first === undefined) firstIndex.set(column, index);
      else {
        repeats.push({ column, first, again: index });
        headerWarnings.push({
          field: column,
          kind: "repeated-column",
          message: `column ${column} is defined twice (columns ${first + 1} and ${index + 1}); the first is read, and a row whose two values differ is skipped`,
        });
      }
    });
    const seen = new Set(firstIndex.keys());
    for (const required of REQUIRED_BLM_COLUMNS)
      if (!seen.has(required)) fail(`the definition has no ${required} column`, definitionLine, required);

    if (!(await cursor.skipBlank())) fail("missing #DATA# section", cursor.line, "#DATA#");
    const dataLine = cursor.line;
    const dataTag = (await cursor.readLine())!.trim();
    if (dataTag !== "#DATA#")
      fail(`expected #DATA# after the definition, found "${dataTag.slice(0, 40)}"`, dataLine);

    const header: BlmHeader = {
      version: version!.value,
      eof,
      eor,
      propertyCount,
      generatedDate,
      warnings: headerWarnings,
    };
    const trailer: FeedWarning[] = [];
    let started = false;
    const referenceIndex = columns.indexOf("AGENT_REF");
    const branchIndex = columns.indexOf("BRANCH_ID");

    async function* rows(
      preview: boolean,
      stored?: StoredFingerprints,
    ): AsyncGenerator<BlmRowResult | BlmRowPreview> {
      if (started) throw new Error("BlmFile.rows() can be read once");
      started = true;
      const references = new Set<string>();
      let records = 0;
      try {
        for (;;) {
          if (!(await cursor.skipBlank())) fail("no #END#: the file is truncated", cursor.line, "#END#");
          if (await cursor.startsWith("#END#")) {
            cursor.skip(5);
            if (!(await cursor.restIsBlank()))
              trailer.push({ field: "#END#", message: "text after #END# was ignored" });
            break;
          }
          const line = cursor.line;
          let record: { text: string; found: boolean };
          try {
            record = await cursor.readUntil(eor, MAX_RECORD_CHARS);
          } catch (error) {
            if (error instanceof RecordTooLong)
              fail(`no end-of-record "${eor}" within 4 MB: wrong EOR or a corrupt file`, line);
            throw error;
          }
          if (!record!.found)
            fail(`the last record has no end-of-record "${eor}": the file is truncated`, line);
          records++;
          const fields = record!.text.split(eof);
          // Each field is followed by EOF, so a record ends "…^~"; some CRMs leave the last EOF out.
          if (fields.length === columns.length + 1 && fields.at(-1)!.trim() === "") fields.pop();
          const reference = referenceIndex < fields.length ? fields[referenceIndex]!.trim() : "";
          if (fields.length !== columns.length) {
            yield {
              line,
              error: {
                line,
                reference: reference || null,
                field: null,
                message: `${fields.length} fields where the definition has ${columns.length}`,
              },
            };
            continue;
          }
          if (reference && references.has(reference)) {
            yield {
              line,
              error: { line, reference, field: "AGENT_REF", message: `AGENT_REF ${reference} appears twice` },
            };
            continue;
          }
          const conflict = repeatConflict(repeats, fields);
          if (conflict) {
            yield {
              line,
              error: {
                line,
                reference: reference || null,
                field: conflict.column,
                message: conflict.message,
                kind: "repeated-column-conflict",
              },
            };
            continue;
          }
          references.add(reference);
          if (preview) {
            yield { line, reference, branchCode: (fields[branchIndex] ?? "").trim() };
            continue;
          }
          // The same columns and text under the same mapping map to the same listing.
          const fingerprint = createHash("sha256")
            .update(`blm ${FEED_MAPPING_VERSION}\n${columns.join(eof)}\n`)
            .update(record!.text)
            .digest("hex");
          if (stored?.(reference, fingerprint)) {
            yield { line, unchanged: reference };
            continue;
          }
          const row: Record<string, string> = {};
          for (let i = 0; i < columns.length; i++) if (!(columns[i]! in row)) row[columns[i]!] = fields[i]!;
          const mapped = blmRowToListing(row as BlmRow, line);
          yield "listing" in mapped
            ? { line, listing: { ...mapped.listing, sourceFingerprint: fingerprint } }
            : { line, error: mapped.error };
        }
        if (propertyCount !== null && propertyCount !== records) {
          trailer.push({
            field: "Property Count",
            message: `the header says ${propertyCount} properties; the file has ${records}`,
          });
        }
      } finally {
        await close();
      }
    }

    return {
      header,
      columns,
      encoding: () => encoding,
      rows: (stored?: StoredFingerprints) => rows(false, stored) as AsyncGenerator<BlmRowResult>,
      previews: () => rows(true) as AsyncGenerator<BlmRowPreview | Extract<BlmRowResult, { error: unknown }>>,
      trailerWarnings: () => [...trailer],
    };
  } catch (error) {
    await close();
    throw error;
  }
}
