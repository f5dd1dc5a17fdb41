// The authenticity token check (spec §7 "Every form except the one with action /search gets an authenticity
// token input"; issue 2 item 7). The token is an HMAC of the session id (platform/session.ts), sent in the
// body field `authenticity_token` (form, multipart or JSON) or in the X-CSRF-Token header.
import { flashOverlay, withOverlay } from "../domain/overlay-paths.ts";
import { homePath } from "../domain/urls.ts";
import { safeRedirectPath } from "./safe-redirect.ts";
import { isValidAuthenticityToken, type SessionKeys } from "./session.ts";

export const TOKEN_FIELD = "authenticity_token";
export const TOKEN_HEADER = "x-csrf-token";
/** spec §8 flash keys: the error toast shown after a form post with a bad token. */
export const INVALID_TOKEN_FLASH = "invalid-authenticity-token";
export const INVALID_TOKEN_ERRORS = { errors: { [TOKEN_FIELD]: ["is missing or invalid"] } };

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function isStateChanging(method: string): boolean {
  return !SAFE_METHODS.has(method.toUpperCase());
}

export type TokenSource = {
  contentType: string | undefined;
  body: Uint8Array | undefined;
  headerToken: string | undefined;
};

/** The token the request carries, or null. The header wins over the body; a malformed body has none. */
export async function readAuthenticityToken({
  contentType,
  body,
  headerToken,
}: TokenSource): Promise<string | null> {
  if (headerToken) return headerToken;
  if (!body || body.byteLength === 0 || !contentType) return null;
  const type = contentType.split(";")[0]!.trim().toLowerCase();
  try {
    if (type === "application/x-www-form-urlencoded") {
      return new URLSearchParams(Buffer.from(body).toString("utf8")).get(TOKEN_FIELD);
    }
    if (type === "multipart/form-data") {
      // The Web Request parser handles boundaries and file parts; the content type carries the boundary.
      const form = await new Request("http://localhost/", {
        method: "POST",
        headers: { "content-type": contentType },
        body: new Uint8Array(body),
      }).formData();
      const value = form.get(TOKEN_FIELD);
      return typeof value === "string" ? value : null;
    }
    if (isJsonType(type)) {
      const parsed: unknown = JSON.parse(Buffer.from(body).toString("utf8"));
      if (parsed && typeof parsed === "object" && TOKEN_FIELD in parsed) {
        const value = (parsed as Record<string, unknown>)[TOKEN_FIELD];
        return typeof value === "string" ? value : null;
      }
    }
  } catch {
    return null;
  }
  return null;
}

export async function hasValidAuthenticityToken(
  keys: SessionKeys,
  sessionId: string,
  source: TokenSource,
): Promise<boolean> {
  return isValidAuthenticityToken(keys, sessionId, await readAuthenticityToken(source));
}

/** JSON callers get JSON errors; native form posts get a redirect or a page (spec §7 calls). */
export function wantsJson(request: {
  accept?: string;
  contentType?: string;
  path: string;
  /** X-Requested-With: a script's call (XMLHttpRequest or fetch), never a native form post. */
  requestedWith?: string | null;
}): boolean {
  const contentType = request.contentType?.split(";")[0]!.trim().toLowerCase() ?? "";
  return (
    (request.accept ?? "").toLowerCase().includes("application/json") ||
    Boolean(request.requestedWith) ||
    isJsonType(contentType) ||
    request.path.endsWith(".ljson")
  );
}

/**
 * Where to send a visitor back to: the path (and query) of the Referer when it is on this site, else `/`.
 * Never another origin, so the redirect cannot be used to bounce visitors elsewhere.
 */
export function sameOriginBackPath(referer: string | undefined, origin: string): string {
  // A Referer is an absolute URL; anything else is junk, not a path to trust.
  if (!referer || !URL.canParse(referer)) return homePath();
  return safeRedirectPath(referer, origin, homePath());
}

export function invalidTokenRedirect(referer: string | undefined, origin: string): string {
  return withOverlay(sameOriginBackPath(referer, origin), flashOverlay(INVALID_TOKEN_FLASH));
}

function isJsonType(type: string): boolean {
  return type === "application/json" || type.endsWith("+json");
}
