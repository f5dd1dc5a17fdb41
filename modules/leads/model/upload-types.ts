// What an uploaded file really is, from its first bytes (its "magic number"), never from the name or the
// Content-Type the browser claims: a disguised file is refused (spec §7 "/form_submissions" file inputs).
// Allowed: PDF, JPEG, PNG, WebP, Word (.doc, the OLE2 container; .docx, a ZIP holding word/).

export type UploadType = { contentType: string; extension: string };

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, i) => bytes[offset + i] === byte);
}

function containsAscii(bytes: Uint8Array, text: string, limit: number): boolean {
  const needle = ascii(text);
  const end = Math.min(bytes.length, limit) - needle.length;
  for (let i = 0; i <= end; i++) {
    if (startsWith(bytes, needle, i)) return true;
  }
  return false;
}

// A .docx names its parts in the ZIP's local headers; the Word part shows within the first entries.
const DOCX_SCAN_BYTES = 64 * 1024;

export function detectUploadType(bytes: Uint8Array): UploadType | null {
  if (startsWith(bytes, ascii("%PDF-"))) return { contentType: "application/pdf", extension: "pdf" };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { contentType: "image/jpeg", extension: "jpg" };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { contentType: "image/png", extension: "png" };
  }
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) {
    return { contentType: "image/webp", extension: "webp" };
  }
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    return { contentType: "application/msword", extension: "doc" };
  }
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) && containsAscii(bytes, "word/", DOCX_SCAN_BYTES)) {
    return {
      contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      extension: "docx",
    };
  }
  return null;
}

/** The visitor's file name, kept for the agency: no folders, no control characters, at most 200 characters. */
export function displayFileName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? "";
  const clean = base.replace(/[\p{Cc}\p{Cf}]/gu, "").trim();
  return (clean || "upload").slice(0, 200);
}
