// Bytes of a feed file → text, chunk by chunk. BLM files come as UTF-8 or Windows-1252 with nothing saying
// which: valid UTF-8 is read as UTF-8, anything else as Windows-1252 (Node's own decoders, no table of ours).
// A NUL byte means a binary file, refused whole.
import { createReadStream } from "node:fs";
import { FeedFormatError } from "../../model/feed-listing.ts";

export type FeedEncoding = "utf-8" | "windows-1252";

const CHUNK_BYTES = 256 * 1024;

export async function* byteChunks(input: string | NodeJS.ReadableStream): AsyncGenerator<Buffer> {
  const stream = typeof input === "string" ? createReadStream(input, { highWaterMark: CHUNK_BYTES }) : input;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer | string>) {
      yield typeof chunk === "string" ? Buffer.from(chunk, "utf8") : chunk;
    }
  } finally {
    if (typeof input === "string") (stream as ReturnType<typeof createReadStream>).destroy();
  }
}

const countNewlines = (bytes: Uint8Array, end = bytes.length) => {
  let n = 0;
  for (let at = bytes.indexOf(10); at >= 0 && at < end; at = bytes.indexOf(10, at + 1)) n++;
  return n;
};

function binaryError(fileLine: number, fileName: string | undefined): FeedFormatError {
  const where = fileName ? `${fileName} ` : "";
  return new FeedFormatError(
    `${where}line ${fileLine}: a NUL byte: this is a binary file, not BLM text`,
    fileLine,
  );
}

/**
 * Reads a file once to learn its encoding (and refuse a binary one before any row is read): UTF-8 when every
 * byte decodes as UTF-8, Windows-1252 otherwise. Memory: one chunk.
 */
export async function sniffFileEncoding(path: string, fileName?: string): Promise<FeedEncoding> {
  const utf8 = new TextDecoder("utf-8", { fatal: true });
  let valid = true;
  let lines = 1;
  for await (const chunk of byteChunks(path)) {
    const nul = chunk.indexOf(0);
    if (nul >= 0) throw binaryError(lines + countNewlines(chunk, nul), fileName);
    lines += countNewlines(chunk);
    if (valid) {
      try {
        utf8.decode(chunk, { stream: true });
      } catch {
        valid = false;
      }
    }
  }
  if (valid) {
    try {
      utf8.decode();
    } catch {
      valid = false; // ends inside a UTF-8 sequence
    }
  }
  return valid ? "utf-8" : "windows-1252";
}

const hasHighBytes = (chunk: Buffer) => {
  for (let i = 0; i < chunk.length; i++) if (chunk[i]! >= 0x80) return true;
  return false;
};

/**
 * Decoded text chunks. With `known` the encoding is fixed (sniffFileEncoding); without it (a stream read once)
 * it is decided at the first chunk holding a byte ≥ 0x80: UTF-8 if that chunk decodes as UTF-8, else
 * Windows-1252. Plain ASCII before that reads the same either way. A later chunk that is not UTF-8 after
 * UTF-8 was chosen makes the file's encoding inconsistent: refused. `onEncoding` reports the choice.
 */
export async function* decodeChunks(
  bytes: AsyncIterable<Buffer>,
  options: { known?: FeedEncoding; fileName?: string; onEncoding?: (encoding: FeedEncoding) => void } = {},
): AsyncGenerator<string> {
  let decoder: TextDecoder | null = options.known
    ? new TextDecoder(options.known, options.known === "utf-8" ? { fatal: true } : {})
    : null;
  if (options.known) options.onEncoding?.(options.known);
  let lines = 1;
  for await (const chunk of bytes) {
    const nul = chunk.indexOf(0);
    if (nul >= 0) throw binaryError(lines + countNewlines(chunk, nul), options.fileName);
    if (!decoder && hasHighBytes(chunk)) {
      let encoding: FeedEncoding = "utf-8";
      try {
        new TextDecoder("utf-8", { fatal: true }).decode(chunk, { stream: true });
      } catch {
        encoding = "windows-1252";
      }
      decoder = new TextDecoder(encoding, encoding === "utf-8" ? { fatal: true } : {});
      options.onEncoding?.(encoding);
    }
    let text: string;
    try {
      text = decoder ? decoder.decode(chunk, { stream: true }) : chunk.toString("latin1");
    } catch {
      throw new FeedFormatError(
        `${options.fileName ? `${options.fileName} ` : ""}line ${lines}: the text stops being UTF-8 here after ` +
          "UTF-8 earlier in the file: mixed encodings",
        lines,
      );
    }
    lines += countNewlines(chunk);
    if (text) yield text;
  }
  if (!decoder) options.onEncoding?.("utf-8");
  let tail: string;
  try {
    tail = decoder?.decode() ?? "";
  } catch {
    const where = options.fileName ? `${options.fileName} ` : "";
    throw new FeedFormatError(
      `${where}line ${lines}: the file ends inside a UTF-8 character: truncated`,
      lines,
    );
  }
  if (tail) yield tail;
}
