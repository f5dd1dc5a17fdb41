// Publishers' CSV files come in two encodings: UTF-8 (Ofcom, the Environment Agency, most of Ofsted's), and
// Windows-1252 (the Department for Education's "Get Information About Schools" extract, where "St Mary’s" is
// byte 0x92). Decoding the latter as UTF-8 turns every such letter into "�". This reads UTF-8 until a byte
// sequence is not valid UTF-8, then reads the rest — from the first byte not yet decoded — as Windows-1252: a
// Windows-1252 file's accented letters are almost never valid UTF-8, and its ASCII reads the same either way.
import { Transform } from "node:stream";

/** A stream of bytes in, text out: UTF-8, or Windows-1252 from the first byte that cannot be UTF-8. */
export function decodeUtf8OrWindows1252(): Transform {
  let utf8: TextDecoder | null = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });
  const windows1252 = new TextDecoder("windows-1252");
  // Bytes the UTF-8 decoder may be holding back: the start of a character split between chunks.
  let held: Buffer = Buffer.alloc(0);
  return new Transform({
    readableObjectMode: true,
    transform(chunk: Buffer, _encoding, done) {
      if (!utf8) return done(null, nonEmpty(windows1252.decode(chunk, { stream: true })));
      const joined = held.length ? Buffer.concat([held, chunk]) : chunk;
      try {
        const text = utf8.decode(chunk, { stream: true });
        const tail = incompleteTail(joined);
        held = tail ? joined.subarray(joined.length - tail) : Buffer.alloc(0);
        done(null, nonEmpty(text));
      } catch {
        utf8 = null;
        done(null, nonEmpty(windows1252.decode(joined, { stream: true })));
      }
    },
    flush(done) {
      try {
        done(null, nonEmpty(utf8 ? utf8.decode() : windows1252.decode()));
      } catch {
        done(null, nonEmpty(windows1252.decode(held)));
      }
    },
  });
}

// An object-mode stream ends at nothing pushed, never at "": an empty text is not passed on.
const nonEmpty = (text: string) => text || undefined;

/** How many bytes at the end of `bytes` start a UTF-8 character that the next chunk must finish (0 to 3). */
export function incompleteTail(bytes: Uint8Array): number {
  for (let back = 1; back <= Math.min(3, bytes.length); back += 1) {
    const byte = bytes[bytes.length - back]!;
    if ((byte & 0xc0) === 0x80) continue; // a continuation byte: look further back for its lead
    const length = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return length > back ? back : 0;
  }
  return 0;
}
