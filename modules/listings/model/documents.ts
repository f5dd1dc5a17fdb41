// A listing's documents (issue 36 item 4): brochures and other PDFs a feed sends, listed on the property page
// as "Sales brochure (PDF, 1.2 MB)" and served at /documents/{sha256}/{name}.pdf. Pure.

import { slugify } from "../../../domain/slug.ts";

/** The content hash of a stored document: the file's name under DATA_DIR/media/feeds/documents. */
export const DOCUMENT_HASH = /^[0-9a-f]{64}$/;
/** The file name a download is saved under: lower-case letters, digits and hyphens only, so always safe. */
export const DOCUMENT_FILE_NAME = /^[a-z0-9](?:[a-z0-9-]{0,78}[a-z0-9])?\.pdf$/;

/** What the page calls a document without a caption. */
export const DEFAULT_DOCUMENT_LABEL = "Brochure";

export const documentLabel = (caption: string | null) => caption?.trim() || DEFAULT_DOCUMENT_LABEL;

/** "sales-brochure.pdf" for "Sales Brochure!"; "brochure.pdf" when nothing of the caption is left. */
export function documentFileName(caption: string | null): string {
  return `${slugify(documentLabel(caption), { maxLength: 80, fallback: "brochure" })}.pdf`;
}

export const documentPath = (contentHash: string, caption: string | null) =>
  `/documents/${contentHash}/${documentFileName(caption)}`;

/** "1.2 MB", "340 KB": one decimal under 10, as file sizes are usually written. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  const units = ["KB", "MB", "GB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = value < 10 ? value.toFixed(1).replace(/\.0$/, "") : String(Math.round(value));
  return `${shown} ${units[unit]}`;
}

/** "Sales brochure (PDF, 1.2 MB)". */
export const documentLinkText = (caption: string | null, byteSize: number | null) =>
  `${documentLabel(caption)} (PDF${byteSize ? `, ${formatFileSize(byteSize)}` : ""})`;
