import { describe, expect, it } from "vitest";
import { detectUploadType, displayFileName } from "./upload-types.ts";

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === "string" ? Array.from(Buffer.from(part, "latin1")) : part)),
  );

describe("detectUploadType", () => {
  it("knows the allowed kinds by their first bytes", () => {
    expect(detectUploadType(bytes("%PDF-1.4 ..."))?.contentType).toBe("application/pdf");
    expect(detectUploadType(bytes([0xff, 0xd8, 0xff, 0xe0]))?.extension).toBe("jpg");
    expect(detectUploadType(bytes([0x89], "PNG\r\n", [0x1a, 0x0a]))?.extension).toBe("png");
    expect(detectUploadType(bytes("RIFF", [1, 2, 3, 4], "WEBPVP8 "))?.extension).toBe("webp");
    expect(detectUploadType(bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))?.extension).toBe("doc");
    expect(
      detectUploadType(bytes("PK", [3, 4], "....[Content_Types].xml....word/document.xml"))?.extension,
    ).toBe("docx");
  });

  it("refuses anything else, whatever it claims to be", () => {
    expect(detectUploadType(bytes("<html><script>"))).toBeNull();
    expect(detectUploadType(bytes("MZ", [0x90, 0]))).toBeNull();
    // A ZIP that is not a Word document.
    expect(detectUploadType(bytes("PK", [3, 4], "payload.exe"))).toBeNull();
    expect(detectUploadType(new Uint8Array())).toBeNull();
  });
});

describe("displayFileName", () => {
  it("keeps the base name only, without control characters", () => {
    expect(displayFileName("../../etc/passwd")).toBe("passwd");
    expect(displayFileName("C:\\Users\\me\\plan.pdf")).toBe("plan.pdf");
    expect(displayFileName("a\u0000b\u202e.pdf")).toBe("ab.pdf");
    expect(displayFileName("")).toBe("upload");
  });
});
