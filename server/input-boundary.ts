// The one input boundary (issue 13 item 5; docs/decisions/015), before any route or query runs:
// - the path: one spelling per page. `//`, `.`/`..` segments and percent-encoded unreserved characters
//   (`/%73ession`) are answered 301 to the clean path on GET/HEAD and refused (400) on other methods, so
//   the rate limits, the token check and the routes all see the path routing uses;
// - control characters in the path (issue 13 item 8: the fuzz suite); NUL bytes and invalid UTF-8 in the path, the query or a form/JSON body are refused: 400 with the site's
//   page, or 422 {errors: {base: […]}} for a JSON caller. PostgreSQL refuses NUL in text, so letting one
//   through would be a 500 somewhere later.
import { isUtf8 } from "node:buffer";
import type { Request, RequestHandler } from "express";
import { INVALID_REQUEST_INPUT } from "../domain/status-pages.ts";

import type { RenderStatusPage } from "./app.ts";
import { isJsonCaller } from "./json-caller.ts";

export type PathCheck = { kind: "ok" } | { kind: "redirect"; path: string } | { kind: "bad" };

const HEX = /^[0-9a-fA-F]{2}$/;
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;
const utf8 = new TextDecoder("utf-8", { fatal: true });

/** The raw path's clean spelling, or why it has none (invalid percent-encoding, invalid UTF-8, NUL). */
export function checkPath(rawPath: string): PathCheck {
  let decodedUnreserved = "";
  const bytes: number[] = [];
  for (let i = 0; i < rawPath.length; i++) {
    const char = rawPath[i]!;
    if (char === "%") {
      const hex = rawPath.slice(i + 1, i + 3);
      if (!HEX.test(hex)) return { kind: "bad" };
      const byte = parseInt(hex, 16);
      bytes.push(byte);
      const decoded = String.fromCharCode(byte);
      decodedUnreserved += UNRESERVED.test(decoded) ? decoded : `%${hex.toUpperCase()}`;
      i += 2;
    } else {
      bytes.push(...latin1Bytes(char));
      decodedUnreserved += char;
    }
  }
  const text = decodeUtf8(bytes);
  // No control characters or line separators in a path (NUL, CR, LF, U+2028, …): no page has them, and React
  // Router's splat routes do not match across a line end, so `/search/a%0A` fell through every route, the
  // catch-all 404 included (an error in the log; found by tests/api/fuzz.test.ts).
  if (text === null || hasControlCharacter(text)) return { kind: "bad" };
  const clean = removeDotSegments(decodedUnreserved.replace(/\/{2,}/g, "/"));
  // Only a change of spelling counts: `%2f` and `%2F` are one path to the router.
  return clean === rawPath || clean === rawPath.replace(/%[0-9a-f]{2}/g, (m) => m.toUpperCase())
    ? { kind: "ok" }
    : { kind: "redirect", path: clean };
}

function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f || code === 0x2028 || code === 0x2029) return true;
  }
  return false;
}

/** RFC 3986 §5.2.4 on a path that starts with `/` and has no repeated slashes. */
function removeDotSegments(path: string): string {
  const out: string[] = [];
  const segments = path.split("/").slice(1);
  segments.forEach((segment, i) => {
    const last = i === segments.length - 1;
    if (segment === ".") {
      if (last) out.push("");
    } else if (segment === "..") {
      out.pop();
      if (last) out.push("");
    } else out.push(segment);
  });
  return `/${out.join("/")}`;
}

/** True when a query string has a NUL or invalid UTF-8 in any name or value (Node hands it over as latin1). */
export function hasBadFormText(encoded: string): boolean {
  return hasBadFormBytes(Buffer.from(encoded, "latin1"));
}

const AMPERSAND = 0x26;
const PERCENT = 0x25;
/** Decoded bytes are checked in slices of this size, so the check's memory does not grow with the body. */
const SLICE_BYTES = 64 * 1024;

/**
 * True when urlencoded bytes (a form body, a query) have a NUL or invalid UTF-8 in any name or value, once
 * percent-decoded. Byte-level with bounded memory (issue 43 High 1): each `&`-separated part is decoded into a
 * fixed 64 KB slice that a streaming UTF-8 decoder checks, so a 12 MB value costs no more than a short one (the
 * array of every byte this replaced took a 10 MB value past the 192 MB heap).
 */
export function hasBadFormBytes(encoded: Uint8Array): boolean {
  const slice = new Uint8Array(Math.min(SLICE_BYTES, encoded.length));
  let start = 0;
  for (let end = 0; end <= encoded.length; end++) {
    if (end < encoded.length && encoded[end] !== AMPERSAND) continue;
    if (hasBadPart(encoded, start, end, slice)) return true;
    start = end + 1;
  }
  return false;
}

function hasBadPart(encoded: Uint8Array, start: number, end: number, slice: Uint8Array): boolean {
  // One decoder per part: a sequence cut by `&` is invalid, as URLSearchParams would read it.
  const decoder = new TextDecoder("utf-8", { fatal: true });
  let length = 0;
  try {
    for (let i = start; i < end; i++) {
      let byte = encoded[i]!;
      // A `%` without two hex digits is read as itself by URLSearchParams: nothing to refuse. `+` is a space.
      if (byte === PERCENT && i + 2 < end) {
        const high = hexValue(encoded[i + 1]!);
        const low = hexValue(encoded[i + 2]!);
        if (high >= 0 && low >= 0) {
          byte = high * 16 + low;
          i += 2;
        }
      }
      if (byte === 0) return true;
      slice[length++] = byte;
      if (length === slice.length) {
        decoder.decode(slice, { stream: true });
        length = 0;
      }
    }
    decoder.decode(slice.subarray(0, length));
    return false;
  } catch {
    return true;
  }
}

function hexValue(byte: number): number {
  if (byte >= 0x30 && byte <= 0x39) return byte - 0x30;
  const lower = byte | 0x20;
  return lower >= 0x61 && lower <= 0x66 ? lower - 0x61 + 10 : -1;
}

/** True when a body the routes read (form, JSON, multipart fields) carries a NUL or invalid UTF-8. */
export async function hasBadBody(contentType: string | undefined, body: Buffer): Promise<boolean> {
  if (body.byteLength === 0) return false;
  const type = (contentType ?? "").split(";")[0]!.trim().toLowerCase();
  if (type === "application/x-www-form-urlencoded") return hasBadFormBytes(body);
  if (type === "application/json" || type.endsWith("+json")) return hasBadJsonBytes(body);
  if (type === "multipart/form-data") {
    // Files may hold any bytes; the text fields may not.
    const form = await new Request("http://localhost/", {
      method: "POST",
      headers: { "content-type": contentType! },
      body: new Uint8Array(body),
    })
      .formData()
      .catch(() => null);
    for (const [name, value] of form ?? []) {
      if (name.includes("\u0000") || (typeof value === "string" && value.includes("\u0000"))) return true;
    }
  }
  return false;
}

const NUL_ESCAPE = Buffer.from("\\u0000");
const BACKSLASH = 0x5c;

/**
 * True when JSON bytes are not UTF-8 or hold a NUL, raw or as the escape `\u0000` in a key or a string (the
 * only places JSON can write one). Read as bytes, never parsed: a 12 MB document of small objects parsed here
 * would cost many times its size in heap. Malformed JSON is each route's to answer (they read it as no fields).
 */
export function hasBadJsonBytes(body: Buffer): boolean {
  if (!isUtf8(body) || body.includes(0)) return true;
  for (let at = body.indexOf(NUL_ESCAPE); at !== -1; at = body.indexOf(NUL_ESCAPE, at + 1)) {
    // `\\u0000` is a backslash and the text "u0000"; an odd run of backslashes ends in the escape.
    let run = 1;
    while (at - run >= 0 && body[at - run] === BACKSLASH) run++;
    if (run % 2 === 1) return true;
  }
  return false;
}

function decodeUtf8(bytes: number[] | Uint8Array): string | null {
  try {
    return utf8.decode(bytes instanceof Uint8Array ? bytes : Uint8Array.from(bytes));
  } catch {
    return null;
  }
}

// Node hands the request line over as latin1: one character per byte as the client sent it.
function latin1Bytes(char: string): number[] {
  const code = char.charCodeAt(0);
  return code < 0x80 ? [code] : [...Buffer.from(char, "latin1")];
}

function rawPathAndQuery(req: Request): { path: string; query: string | null } {
  const url = req.originalUrl;
  const mark = url.indexOf("?");
  return mark === -1 ? { path: url, query: null } : { path: url.slice(0, mark), query: url.slice(mark + 1) };
}

function refuse(req: Request, res: Parameters<RequestHandler>[1], render: RenderStatusPage) {
  if (isJsonCaller(req)) {
    res
      .status(422)
      .set("Cache-Control", "no-store")
      .json({ errors: { base: [INVALID_REQUEST_INPUT] } });
    return Promise.resolve();
  }
  return render(req, res, 400);
}

/** The path and the query: first of all, before static files, media and rate limits. */
export function pathAndQueryBoundary(render: RenderStatusPage): RequestHandler {
  return async (req, res, next) => {
    try {
      const { path, query } = rawPathAndQuery(req);
      // An absolute-form request target (`GET http://host/x`) is left to the router as it is.
      if (!path.startsWith("/")) return next();
      const check = checkPath(path);
      if (check.kind === "bad" || (query !== null && hasBadFormText(query))) {
        return await refuse(req, res, render);
      }
      if (check.kind === "redirect") {
        if (req.method !== "GET" && req.method !== "HEAD") return await refuse(req, res, render);
        res.set("Cache-Control", "no-store");
        return res.redirect(301, `${check.path}${query !== null ? `?${query}` : ""}`);
      }
      next();
    } catch (error) {
      next(error);
    }
  };
}

/** The body, once express.raw has read it. */
export function bodyBoundary(render: RenderStatusPage): RequestHandler {
  return async (req, res, next) => {
    try {
      if (Buffer.isBuffer(req.body) && (await hasBadBody(req.get("content-type"), req.body))) {
        return await refuse(req, res, render);
      }
      next();
    } catch (error) {
      next(error);
    }
  };
}
