// Downloads one URL to a file for the feed importer (issue 12: media named by URL). Bounded in every way a
// feed could hurt us: http(s) only, at most MAX_REDIRECTS hops, a deadline for the whole transfer and a byte
// limit counted while streaming (a Content-Length can lie or be absent). The bytes go to a temporary file
// beside the destination, renamed into place only when complete, so a failure never leaves a partial file.
//
// Where it may connect (issue 43 High 2; docs/decisions/020): every host name is resolved here, every address
// it resolves to is checked (platform/outbound-address.ts), and the socket connects to the address that was
// checked: the request's `lookup` answers with it, so no second resolution can swap in another (DNS
// rebinding). Each redirect is a new hop, checked the same way.
import { createHash, randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rename, unlink } from "node:fs/promises";
import { lookup as dnsLookup } from "node:dns/promises";
import { once } from "node:events";
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import path from "node:path";
import { addressRefusal, type AddressAllowList } from "./outbound-address.ts";

export const MAX_REDIRECTS = 5;

export type ResolvedAddress = { address: string; family: number };

export type FetchToFileOptions = {
  /** For the whole transfer, redirects included. */
  timeoutMs: number;
  maxBytes: number;
  /** A subset of ["http:", "https:"]; both by default. Nothing else is ever fetched. */
  allowedProtocols?: readonly string[];
  /** Non-public ranges the operator lets feeds reach (FEED_MEDIA_ALLOWED_ADDRESSES); none by default. */
  allowedAddresses?: AddressAllowList;
  /** Every address of a host name; the system resolver by default (tests hand their own). */
  resolveHost?: (hostname: string) => Promise<ResolvedAddress[]>;
};

export type FetchedFile = { bytes: number; contentType: string | null; sha256: string };

export type FetchErrorReason =
  "protocol" | "redirects" | "status" | "timeout" | "too_large" | "network" | "invalid_url" | "address";

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

const systemResolver = (hostname: string) => dnsLookup(hostname, { all: true, verbatim: true });

export async function fetchToFile(
  url: string,
  destPath: string,
  options: FetchToFileOptions,
): Promise<FetchedFile> {
  const allowed = (options.allowedProtocols ?? HTTP_PROTOCOLS).filter((p) => HTTP_PROTOCOLS.includes(p));
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    const response = await follow(url, allowed, options, controller.signal);
    const declared = Number(response.headers["content-length"]);
    if (Number.isFinite(declared) && declared > options.maxBytes) {
      response.destroy();
      throw tooLarge(options.maxBytes);
    }
    const result = await streamToFile(response, destPath, options.maxBytes);
    return { ...result, contentType: response.headers["content-type"] ?? null };
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

async function follow(
  start: string,
  allowed: string[],
  options: FetchToFileOptions,
  signal: AbortSignal,
): Promise<IncomingMessage> {
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
    const target = await checkedAddress(parsed, options);
    const response = await get(parsed, target, signal);
    const location = response.headers.location;
    const status = response.statusCode ?? 0;
    if (status >= 300 && status < 400 && location) {
      response.destroy();
      if (hop >= MAX_REDIRECTS) {
        throw new FetchError(`${start}: more than ${MAX_REDIRECTS} redirects`, "redirects");
      }
      url = new URL(location, parsed).href;
      continue;
    }
    if (status < 200 || status >= 300) {
      response.destroy();
      throw new FetchError(`${url}: answered ${status}`, "status", status);
    }
    return response;
  }
}

/**
 * The address this hop connects to: the URL's own when it is an address (the URL parser has already turned
 * `2852039166`, `0xa9fea9fe` and `127.1` into dotted form), else the host name's. Every address a name
 * resolves to must be allowed: a name that mixes public and internal addresses is refused outright.
 */
async function checkedAddress(url: URL, options: FetchToFileOptions): Promise<ResolvedAddress> {
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  let addresses: ResolvedAddress[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await (options.resolveHost ?? systemResolver)(host);
    } catch (error) {
      throw new FetchError(
        `${url.href}: ${host} could not be resolved (${(error as Error).message})`,
        "network",
      );
    }
    if (addresses.length === 0) throw new FetchError(`${url.href}: ${host} has no address`, "network");
  }
  for (const { address } of addresses) {
    const refusal = addressRefusal(address, options.allowedAddresses);
    if (refusal) {
      const named = address === host ? address : `${host} (${address})`;
      throw new FetchError(`${url.href}: ${named} is ${refusal}; feeds may not fetch from it`, "address");
    }
  }
  return addresses[0]!;
}

function get(url: URL, target: ResolvedAddress, signal: AbortSignal): Promise<IncomingMessage> {
  // Called by the socket instead of the resolver, for host names only (an address is connected to as it is).
  const pinned: LookupFunction = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [target]);
    else callback(null, target.address, target.family);
  };
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(url, {
      lookup: pinned,
      signal,
      agent: false,
      headers: { accept: "image/*, application/pdf, */*;q=0.5", "user-agent": "Openhouse feed importer" },
    });
    request.once("response", resolve);
    request.once("error", reject);
  });
}

async function streamToFile(
  response: IncomingMessage,
  destPath: string,
  maxBytes: number,
): Promise<{ bytes: number; sha256: string }> {
  // The downloads folder may not exist yet on a fresh install (issue 43 Medium 6).
  await mkdir(path.dirname(destPath), { recursive: true });
  const temporary = `${destPath}.${randomBytes(6).toString("hex")}.part`;
  const out = createWriteStream(temporary, { flags: "wx" });
  // An open or write error surfaces through `once` below; this listener keeps it from crashing the process.
  let writeError: Error | null = null;
  out.on("error", (error) => (writeError ??= error));
  const hash = createHash("sha256");
  let bytes = 0;
  try {
    for await (const chunk of response as AsyncIterable<Buffer>) {
      bytes += chunk.byteLength;
      if (bytes > maxBytes) {
        response.destroy();
        throw tooLarge(maxBytes);
      }
      if (writeError) throw writeError;
      hash.update(chunk);
      if (!out.write(chunk)) await once(out, "drain");
    }
    out.end();
    await once(out, "finish");
    await rename(temporary, destPath);
    return { bytes, sha256: hash.digest("hex") };
  } catch (error) {
    response.destroy();
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
