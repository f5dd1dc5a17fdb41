// Downloads one URL to a file for the feed importer (issue 12: media named by URL). Bounded in every way a
// feed could hurt us: http(s) only, at most MAX_REDIRECTS hops, a deadline for the whole transfer and a byte
// limit counted while streaming (a Content-Length can lie or be absent). The bytes go to a temporary file
// beside the destination, renamed into place only when complete, so a failure never leaves a partial file.
import { createHash, randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { rename, unlink } from "node:fs/promises";
import { once } from "node:events";

export const MAX_REDIRECTS = 5;

export type FetchToFileOptions = {
  /** For the whole transfer, redirects included. */
  timeoutMs: number;
  maxBytes: number;
  /** A subset of ["http:", "https:"]; both by default. Nothing else is ever fetched. */
  allowedProtocols?: readonly string[];
};

export type FetchedFile = { bytes: number; contentType: string | null; sha256: string };

export type FetchErrorReason =
  "protocol" | "redirects" | "status" | "timeout" | "too_large" | "network" | "invalid_url";

/** Why a download failed, for the import log ("photo 3: answered 404"). */
export class FetchError extends Error {
  constructor(
    message: string,
    readonly reason: FetchErrorReason,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = "FetchError";
  }
}

const HTTP_PROTOCOLS = ["http:", "https:"];

export async function fetchToFile(
  url: string,
  destPath: string,
  options: FetchToFileOptions,
): Promise<FetchedFile> {
  const allowed = (options.allowedProtocols ?? HTTP_PROTOCOLS).filter((p) => HTTP_PROTOCOLS.includes(p));
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    const response = await follow(url, allowed, controller.signal);
    const declared = Number(response.headers.get("content-length"));
    if (Number.isFinite(declared) && declared > options.maxBytes) {
      await response.body?.cancel().catch(() => {});
      throw tooLarge(options.maxBytes);
    }
    const result = await streamToFile(response, destPath, options.maxBytes);
    return { ...result, contentType: response.headers.get("content-type") };
  } catch (error) {
    if (controller.signal.aborted) {
      throw new FetchError(`${url}: no complete answer within ${options.timeoutMs} ms`, "timeout");
    }
    if (error instanceof FetchError) throw error;
    throw new FetchError(`${url}: ${(error as Error).message}`, "network");
  } finally {
    clearTimeout(timer);
  }
}

async function follow(start: string, allowed: string[], signal: AbortSignal): Promise<Response> {
  let url = start;
  for (let hop = 0; ; hop++) {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new FetchError(`${url}: not a URL`, "invalid_url");
    }
    if (!allowed.includes(parsed.protocol)) {
      throw new FetchError(`${url}: only ${allowed.join(" and ")} URLs are fetched`, "protocol");
    }
    const response = await fetch(parsed, { redirect: "manual", signal });
    const location = response.headers.get("location");
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel().catch(() => {});
      if (hop >= MAX_REDIRECTS) {
        throw new FetchError(`${start}: more than ${MAX_REDIRECTS} redirects`, "redirects");
      }
      url = new URL(location, parsed).href;
      continue;
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => {});
      throw new FetchError(`${url}: answered ${response.status}`, "status", response.status);
    }
    return response;
  }
}

async function streamToFile(
  response: Response,
  destPath: string,
  maxBytes: number,
): Promise<{ bytes: number; sha256: string }> {
  const temporary = `${destPath}.${randomBytes(6).toString("hex")}.part`;
  const out = createWriteStream(temporary, { flags: "wx" });
  // An open or write error surfaces through `once` below; this listener keeps it from crashing the process.
  let writeError: Error | null = null;
  out.on("error", (error) => (writeError ??= error));
  const hash = createHash("sha256");
  let bytes = 0;
  try {
    if (response.body) {
      const reader = response.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        bytes += value.byteLength;
        if (bytes > maxBytes) {
          await reader.cancel().catch(() => {});
          throw tooLarge(maxBytes);
        }
        if (writeError) throw writeError;
        hash.update(value);
        if (!out.write(value)) await once(out, "drain");
      }
    }
    out.end();
    await once(out, "finish");
    await rename(temporary, destPath);
    return { bytes, sha256: hash.digest("hex") };
  } catch (error) {
    if (!out.closed) {
      const closed = once(out, "close").catch(() => {});
      out.destroy();
      await closed;
    }
    await unlink(temporary).catch(() => {});
    throw error;
  }
}

function tooLarge(maxBytes: number): FetchError {
  return new FetchError(`larger than ${maxBytes} bytes`, "too_large");
}
