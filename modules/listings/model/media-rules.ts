// What the listings desk accepts as a listing's media (issue 14): photos, floor plans and EPC charts as
// images of at most 10 MB, their type told by their bytes (a renamed text file is not a photo); videos and
// virtual tours as https links. The service confirms an image by decoding its header (sharp) too. No zod here:
// the editor's media forms import these constants, and the admin pages' browser code stays free of it.
import type { ListingMediaKind } from "../../../domain/agency.ts";

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export const IMAGE_KINDS = [
  { value: "photo", label: "Photos" },
  { value: "floorplan", label: "Floor plans" },
  { value: "epc", label: "EPC charts" },
] as const satisfies readonly { value: ListingMediaKind; label: string }[];

export const LINK_KINDS = [
  { value: "video", label: "Videos" },
  { value: "virtual_tour", label: "Virtual tours" },
] as const satisfies readonly { value: ListingMediaKind; label: string }[];

/** One item of a kind, as the editor's labels name it ("Move photo 3 up", "EPC chart 2"). */
const NOUNS: Partial<Record<ListingMediaKind, string>> = {
  photo: "photo",
  floorplan: "floor plan",
  epc: "EPC chart",
  video: "video",
  virtual_tour: "virtual tour",
};

/** "photo 3": the item at a position (from 1) of its kind, as the editor's buttons and labels say it. */
export function mediaItemName(kind: ListingMediaKind, position: number): string {
  return `${NOUNS[kind] ?? "item"} ${position}`;
}

/** "Photo 3 moved to position 1.": said after a move, by button or by dragging. */
export function movedMessage(kind: ListingMediaKind, from: number, to: number): string {
  const name = mediaItemName(kind, from);
  return `${name[0]!.toUpperCase()}${name.slice(1)} moved to position ${to}.`;
}

export type ImageKind = (typeof IMAGE_KINDS)[number]["value"];
export type LinkKind = (typeof LINK_KINDS)[number]["value"];

export type ImageType = "jpeg" | "png" | "webp" | "gif";

/** What the file input offers; the server still decides by the bytes. */
export const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp,image/gif";

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, i) => bytes[at + i] === byte);

/** The image type the bytes begin with (their "magic number"), or null: the name and declared type are ignored. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return "gif";
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return "webp";
  return null;
}

export const MEDIA_MESSAGES = {
  noFile: "Please choose an image file to upload",
  tooLarge: (name: string) => `${name} is larger than 10 MB`,
  notImage: (name: string) => `${name} is not a JPEG, PNG, WebP or GIF image`,
  badLink: "Please enter a link starting with https://",
  caption: "Captions are at most 200 characters",
} as const;

export const MAX_CAPTION = 200;

/** A caption as stored: spaces collapsed, blank is none; null when too long. */
export function readCaption(text: string): { caption: string | null } | null {
  if (text.length > MAX_CAPTION) return null;
  return { caption: text.replace(/\s+/g, " ").trim() || null };
}

/** An https link (videos and tours are linked, never fetched); null when it is not one. */
export function readLink(text: string): string | null {
  const link = text.trim();
  if (link.length > 2_000) return null;
  try {
    return new URL(link).protocol === "https:" ? link : null;
  } catch {
    return null;
  }
}

export function isImageKind(value: string): value is ImageKind {
  return IMAGE_KINDS.some((kind) => kind.value === value);
}

export function isLinkKind(value: string): value is LinkKind {
  return LINK_KINDS.some((kind) => kind.value === value);
}
