import { describe, expect, it } from "vitest";
import { captionSchema, linkSchema, sniffImageType } from "./media-rules.ts";

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
    expect(linkSchema.safeParse("https://tours.example.com/1").success).toBe(true);
    expect(linkSchema.safeParse("http://tours.example.com/1").success).toBe(false);
    expect(linkSchema.safeParse("javascript:alert(1)").success).toBe(false);
    expect(captionSchema.parse("  Front   garden ")).toBe("Front garden");
    expect(captionSchema.parse("   ")).toBeNull();
    expect(captionSchema.safeParse("x".repeat(201)).success).toBe(false);
  });
});
