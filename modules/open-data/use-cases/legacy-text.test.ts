import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { decodeUtf8OrWindows1252, incompleteTail } from "./legacy-text.ts";

async function decode(chunks: number[][]): Promise<string> {
  let text = "";
  for await (const part of Readable.from(chunks.map((bytes) => Buffer.from(bytes))).pipe(
    decodeUtf8OrWindows1252(),
  ))
    text += part as string;
  return text;
}

const utf8 = (text: string) => [...Buffer.from(text, "utf8")];

describe("decodeUtf8OrWindows1252", () => {
  it("reads UTF-8, with its byte-order mark dropped and a character split between chunks", async () => {
    const bytes = [0xef, 0xbb, 0xbf, ...utf8("URN,Name\n1,St Mary’s Café\n")];
    const split = bytes.indexOf(0xe2) + 1; // inside the three bytes of ’
    expect(await decode([bytes.slice(0, split), bytes.slice(split)])).toBe("URN,Name\n1,St Mary’s Café\n");
  });

  it("reads a Windows-1252 file (GIAS's) as Windows-1252, ’ and é and € included, after ASCII chunks", async () => {
    const ascii = utf8("URN,EstablishmentName\n100000,The Aldgate School\n");
    const legacy = [...utf8("100001,St Mary"), 0x92, ...utf8("s Caf"), 0xe9, ...utf8(" "), 0x80, 0x0a];
    expect(await decode([ascii, legacy])).toBe(
      "URN,EstablishmentName\n100000,The Aldgate School\n100001,St Mary’s Café €\n",
    );
  });

  it("re-reads a Windows-1252 byte the UTF-8 reader was holding at a chunk's end", async () => {
    // 0xe9 (é) ends the first chunk: as UTF-8 it could start a character, so it is held, then found invalid.
    expect(await decode([[...utf8("Caf"), 0xe9], utf8(" de Paris\n")])).toBe("Café de Paris\n");
    // A file that ends on such a byte.
    expect(await decode([[...utf8("Caf"), 0xe9]])).toBe("Café");
  });
});

describe("incompleteTail", () => {
  it("counts the bytes of a character begun but not finished", () => {
    expect(incompleteTail(Buffer.from("abc"))).toBe(0);
    expect(incompleteTail(Buffer.from([0x61, 0xe2]))).toBe(1);
    expect(incompleteTail(Buffer.from([0x61, 0xe2, 0x80]))).toBe(2);
    expect(incompleteTail(Buffer.from([0x61, 0xe2, 0x80, 0x99]))).toBe(0);
    expect(incompleteTail(Buffer.from([0xf0, 0x9f, 0x8f]))).toBe(3);
  });
});
