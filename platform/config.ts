// Environment → typed configuration (design §6). Unset means a working local default.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";
import { parseMediaLocation } from "./media-location.ts";
import { isAddressOrRange } from "./outbound-address.ts";
import { requestHostname } from "../modules/agencies/model/hostnames.ts";

// A PostgreSQL memory setting as its configuration file spells it: 16MB, 2048kB, 1GB.
const postgresMemory = z.string().regex(/^\d+(kB|MB|GB)$/, "a size such as 16MB, 2048kB or 1GB");

/**
 * A comma-separated list of addresses, each checked by `isEntry` (`kind` names what it must be); unset, empty
 * or "none" is no one.
 */
function addressList(isEntry: (item: string) => boolean, kind: string) {
  return z
    .string()
    .default("none")
    .transform((value, ctx) => {
      const list = value
        .split(",")
        .map((item) => item.trim())
        .filter((item) => item !== "");
      if (list.length === 1 && list[0]!.toLowerCase() === "none") return [];
      for (const item of list) {
        if (!isEntry(item)) {
          ctx.addIssue({ code: "custom", message: `not ${kind}: ${item}` });
          return z.NEVER;
        }
      }
      return list;
    });
}

const envSchema = z.object({
  NODE_ENV: z.string().default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  PUBLIC_URL: z.string().url().optional(),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().optional(),
  // Streaming replicas for anonymous reads (docs/decisions/031): comma-separated PostgreSQL URLs.
  DATABASE_READ_URL: z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((url) => url.trim())
        .filter((url) => url !== ""),
    ),
  // A replica further behind the primary than this is skipped until it catches up.
  DATABASE_READ_MAX_LAG_SECONDS: z.coerce.number().positive().default(5),
  SESSION_SECRET: z.string().min(32, "SESSION_SECRET must be at least 32 characters").optional(),
  SMTP_URL: z.string().optional(),
  // A bare address is sent with the agency's name from the site content; "Name <address>" is kept as it is.
  MAIL_FROM: z.string().default("no-reply@localhost"),
  // Issue 13: the outbox sends over a pool of reused SMTP connections (nodemailer's pooled transport).
  SMTP_POOL_CONNECTIONS: z.coerce.number().int().min(1).max(100).default(5),
  SMTP_POOL_MESSAGES: z.coerce.number().int().min(1).default(100),
  CAPTCHA_PROVIDER: z.enum(["none", "recaptcha-v2", "recaptcha-v3"]).default("none"),
  CAPTCHA_SITE_KEY: z.string().optional(),
  CAPTCHA_SECRET_KEY: z.string().optional(),
  CAPTCHA_VERIFY_URL: z.string().url().default("https://www.google.com/recaptcha/api/siteverify"),
  CAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  ADDRESS_PROVIDER: z.enum(["local", "getaddress", "ideal-postcodes"]).default("local"),
  ADDRESS_API_KEY: z.string().optional(),
  // getAddress.io (ADDRESS_PROVIDER=getaddress): its key (ADDRESS_API_KEY also accepted) and API root.
  GETADDRESS_API_KEY: z.string().optional(),
  GETADDRESS_API_URL: z.string().url().optional(),
  // Geocoding listings from feeds (docs/geography.md): the postcodes table and gazetteer, or postcodes.io.
  GEOCODER: z.enum(["database", "postcodes.io"]).default("database"),
  POSTCODES_IO_URL: z.string().url().default("https://api.postcodes.io"),
  GEOCODER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  TILE_URL: z.string().default("https://tile.openstreetmap.org/{z}/{x}/{y}.png"),
  SITE_CONFIG: z.string().optional(),
  SEED_LISTINGS: z.coerce.number().int().min(0).default(1500),
  // "off": start with an empty agency (no demo listings, branches or staff) for a real agency's feeds.
  DEMO_AGENCY: z.enum(["on", "off"]).default("on"),
  // With the demo on, a second demo agency answers on this hostname (issue 44: two agencies side by side from
  // `npm start`); empty for none. Browsers and curl resolve any *.localhost name to this machine.
  DEMO2_HOST: z.string().trim().toLowerCase().default("demo2.localhost"),
  // The install operators' console (issue 44 item 6) answers on this hostname only, and no agency's site does;
  // empty for no console. *.localhost resolves to this machine, so it works with nothing set.
  OPERATOR_HOST: z.string().trim().toLowerCase().default("operator.localhost"),
  SEARCH_CACHE_SECONDS: z.coerce.number().min(0).default(30),
  PROPERTY_VIEWS_ENCODING: z.enum(["json", "form"]).default("json"),
  EXPOSURES_URL: z.string().url().optional(),
  // Issue 43 High 3: stack traces mapped back to the TypeScript (tsx's source maps). Off by default in
  // production: the first mapped stack decoded the maps of every file in it and kept them (+68 MB of heap).
  SOURCE_MAPS: z.enum(["0", "1"]).optional(),
  RATE_LIMIT_DISABLED: z
    .enum(["0", "1"])
    .default("0")
    .transform((v) => v === "1"),
  // 0: this process serves requests only; `npm run worker` processes send email and alerts (PostgreSQL only).
  JOBS_IN_PROCESS: z
    .enum(["0", "1"])
    .default("1")
    .transform((v) => v === "1"),
  // Issue 13 item 7: the reverse proxies whose X-Forwarded-For (and -Proto, -Host) this process believes, as a
  // comma-separated list of addresses or CIDRs (or Express's names loopback, linklocal, uniquelocal). Unset
  // or "none": no one, so req.ip (and every rate limit) is the connecting address. docs/deploy.md.
  TRUST_PROXY: addressList(isTrustProxyEntry, "an address, CIDR or loopback/linklocal/uniquelocal"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  // Issue 5: each lead also POSTed as signed JSON to the agency's CRM (docs/leads.md "Webhook").
  LEADS_WEBHOOK_URL: z.string().url().optional(),
  LEADS_WEBHOOK_SECRET: z.string().min(16, "LEADS_WEBHOOK_SECRET must be at least 16 characters").optional(),
  // Issue 12: the drop folder the job loop imports from (default DATA_DIR/feeds), how often it looks, the
  // source name of files dropped at its top level, and how long a file must sit unchanged before import.
  FEEDS_DIR: z.string().optional(),
  FEED_POLL_SECONDS: z.coerce.number().min(0).default(30),
  FEED_DEFAULT_SOURCE: z
    .string()
    .regex(/^[a-z0-9][a-z0-9_-]*$/i)
    .default("feed"),
  FEED_SETTLE_SECONDS: z.coerce.number().min(0).default(5),
  // Media named by URL in a feed: fetched with this timeout and size limit.
  FEED_MEDIA_TIMEOUT_SECONDS: z.coerce.number().positive().default(20),
  FEED_MEDIA_MAX_MB: z.coerce.number().positive().default(25),
  // Issue 43 High 2 (docs/decisions/020): the non-public addresses feeds' URLs may reach (a CRM's media server
  // on the office network), as addresses or CIDRs; none by default, so no feed reaches this host or its network.
  FEED_MEDIA_ALLOWED_ADDRESSES: addressList(isAddressOrRange, "an address or CIDR"),
  // Issue 15 item 6: the largest file staff may upload on the feeds page ("import this file now"), in MB. The
  // host reads a post into memory, so larger feeds go through the drop folder or `npm run feed:import`.
  FEED_UPLOAD_MAX_MB: z.coerce.number().positive().max(2048).default(100),
  // Issue 12: the largest JSON feed a CRM may push (POST /api/feeds/{source}/listings), in bytes; 20 MB.
  // Issue 13: the anonymous page cache's memory, in MB (server/page-cache.ts); 0 disables it.
  PAGE_CACHE_MB: z.coerce.number().min(0).default(32),
  // Issue 13 item 2: the embedded database's memory (docs/decisions/016). PGlite's WASM heap never shrinks, so
  // PostgreSQL's desktop defaults (128MB of shared buffers) would stay resident for the life of the process.
  PGLITE_SHARED_BUFFERS: postgresMemory.default("16MB"),
  PGLITE_WORK_MEM: postgresMemory.default("2MB"),
  // libvips threads per image in the media pipeline (renditions are cached on disk, so one is enough).
  SHARP_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  FEED_PUSH_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(20 * 1024 * 1024),
});

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  if (e.CAPTCHA_PROVIDER !== "none" && (!e.CAPTCHA_SITE_KEY || !e.CAPTCHA_SECRET_KEY)) {
    throw new Error(
      `Invalid configuration:\n  CAPTCHA_SITE_KEY and CAPTCHA_SECRET_KEY are required with ${e.CAPTCHA_PROVIDER}`,
    );
  }
  const addressApiKey = e.GETADDRESS_API_KEY ?? e.ADDRESS_API_KEY ?? null;
  if (e.ADDRESS_PROVIDER === "getaddress" && !addressApiKey) {
    throw new Error(
      "Invalid configuration:\n  GETADDRESS_API_KEY is required with ADDRESS_PROVIDER=getaddress",
    );
  }
  if (e.DATABASE_READ_URL.length > 0 && !e.DATABASE_URL) {
    throw new Error(
      "Invalid configuration:\n  DATABASE_READ_URL needs DATABASE_URL: replicas are of a PostgreSQL primary, and PGlite has none",
    );
  }
  if (e.LEADS_WEBHOOK_URL && !e.LEADS_WEBHOOK_SECRET) {
    throw new Error("Invalid configuration:\n  LEADS_WEBHOOK_SECRET is required with LEADS_WEBHOOK_URL");
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const media = parseMediaLocation(env, dataDir);
  mkdirSync(dataDir, { recursive: true });
  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${e.PORT}`;
  return {
    production: e.NODE_ENV === "production",
    sourceMaps: e.SOURCE_MAPS ? e.SOURCE_MAPS === "1" : e.NODE_ENV !== "production",
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    dataDir,
    /** Where originals and renditions are kept: DATA_DIR's folders, or an object store (MEDIA_STORE). */
    media,
    databaseUrl: e.DATABASE_URL,
    readReplicas: { urls: e.DATABASE_READ_URL, maxLagMs: e.DATABASE_READ_MAX_LAG_SECONDS * 1000 },
    sessionSecret: e.SESSION_SECRET ?? persistentSecret(dataDir),
    smtpUrl: e.SMTP_URL,
    smtpPool: { maxConnections: e.SMTP_POOL_CONNECTIONS, maxMessages: e.SMTP_POOL_MESSAGES },
    mailFrom: e.MAIL_FROM,
    captcha: {
      provider: e.CAPTCHA_PROVIDER,
      siteKey: e.CAPTCHA_SITE_KEY ?? null,
      secretKey: e.CAPTCHA_SECRET_KEY ?? null,
      verifyUrl: e.CAPTCHA_VERIFY_URL,
      minScore: e.CAPTCHA_MIN_SCORE,
    },
    address: { provider: e.ADDRESS_PROVIDER, apiKey: addressApiKey, apiUrl: e.GETADDRESS_API_URL ?? null },
    geocoder: {
      provider: e.GEOCODER,
      postcodesIoUrl: e.POSTCODES_IO_URL.replace(/\/+$/, ""),
      timeoutMs: e.GEOCODER_TIMEOUT_MS,
    },
    tileUrl: e.TILE_URL,
    siteConfig: e.SITE_CONFIG ?? null,
    seedListings: e.SEED_LISTINGS,
    feeds: {
      dir: path.resolve(e.FEEDS_DIR ?? path.join(dataDir, "feeds")),
      pollMs: e.FEED_POLL_SECONDS * 1000,
      defaultSource: e.FEED_DEFAULT_SOURCE,
      settleMs: e.FEED_SETTLE_SECONDS * 1000,
      mediaTimeoutMs: e.FEED_MEDIA_TIMEOUT_SECONDS * 1000,
      mediaMaxBytes: Math.round(e.FEED_MEDIA_MAX_MB * 1024 * 1024),
      mediaAllowedAddresses: e.FEED_MEDIA_ALLOWED_ADDRESSES,
      uploadMaxBytes: Math.round(e.FEED_UPLOAD_MAX_MB * 1024 * 1024),
    },
    demoAgency: e.DEMO_AGENCY === "on",
    /** The second demo agency's hostname; null when the demo is off or DEMO2_HOST is empty. */
    secondDemoHost: e.DEMO_AGENCY === "on" && e.DEMO2_HOST ? e.DEMO2_HOST : null,
    /** The operators' console: its hostname and address (PUBLIC_URL's scheme and port); null when OPERATOR_HOST is empty. */
    operatorConsole: operatorConsoleOf(e.OPERATOR_HOST, publicUrl),
    searchCacheSeconds: e.SEARCH_CACHE_SECONDS,
    // spec §7 "Search and tracking": public by nature, the browser posts to both.
    tracking: {
      propertyViewsEncoding: e.PROPERTY_VIEWS_ENCODING,
      exposuresUrl: e.EXPOSURES_URL ? e.EXPOSURES_URL.replace(/\/+$/, "") : null,
    },
    rateLimitDisabled: e.RATE_LIMIT_DISABLED,
    // PGlite's one process owns the database, so only PostgreSQL can hand the jobs to a worker.
    jobsInProcess: e.JOBS_IN_PROCESS || !e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    /** Express's `trust proxy`: the proxies' addresses, or false (trust no X-Forwarded-* header). */
    trustProxy: e.TRUST_PROXY.length > 0 ? e.TRUST_PROXY : (false as const),
    leads: { webhookUrl: e.LEADS_WEBHOOK_URL ?? null, webhookSecret: e.LEADS_WEBHOOK_SECRET ?? null },
    feedPushMaxBytes: e.FEED_PUSH_MAX_BYTES,
    pageCacheMb: e.PAGE_CACHE_MB,
    pglite: { sharedBuffers: e.PGLITE_SHARED_BUFFERS, workMem: e.PGLITE_WORK_MEM },
    sharpConcurrency: e.SHARP_CONCURRENCY,
  };
}

const PROXY_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

/** An IPv4/IPv6 address, optionally with a /prefix, or one of Express's named ranges. */
export function isTrustProxyEntry(item: string): boolean {
  if (PROXY_NAMES.has(item)) return true;
  const [address = "", prefix, extra] = item.split("/");
  if (extra !== undefined) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

// Without SESSION_SECRET, sessions survive restarts through a random secret kept in the data folder.
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The console's name as requests spell it (lower case, no port), and its address on PUBLIC_URL's scheme and port. */
function operatorConsoleOf(host: string, publicUrl: string): { host: string; url: string } | null {
  const name = requestHostname(host);
  if (!name) return null;
  const site = new URL(publicUrl);
  return { host: name, url: `${site.protocol}//${name}${site.port ? `:${site.port}` : ""}` };
}
