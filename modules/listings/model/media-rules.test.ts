import { describe, expect, it } from "vitest";
import { readCaption, readLink, sniffImageType } from "./media-rules.ts";

describe("listing media rules", () => {
  it("tells an image's type by its first bytes, never by its name", () => {
    expect(sniffImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0]))).toBe("jpeg");
    expect(sniffImageType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe("png");
    expect(sniffImageType(new TextEncoder().encode("GIF89a..."))).toBe("gif");
    expect(sniffImageType(new TextEncoder().encode("RIFF\0\0\0\0WEBPVP8 "))).toBe("webp");
    expect(sniffImageType(new TextEncoder().encode("RIFF\0\0\0\0WAVEfmt "))).toBeNull();
    expect(sniffImageType(new TextEncoder().encode("%PDF-1.7"))).toBeNull();
    expect(sniffImageType(new TextEncoder().encode("just some text"))).toBeNull();
  });

  it("takes https links only, and short captions", () => {
    expect(readLink(" https://tours.example.com/1 ")).toBe("https://tours.example.com/1");
    expect(readLink("http://tours.example.com/1")).toBeNull();
    expect(readLink("javascript:alert(1)")).toBeNull();
    expect(readCaption("  Front   garden ")).toEqual({ caption: "Front garden" });
    expect(readCaption("   ")).toEqual({ caption: null });
    expect(readCaption("x".repeat(201))).toBeNull();
  });
});
