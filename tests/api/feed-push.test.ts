// POST /api/feeds/{source}/listings (issue 12 item 2; docs/feeds-json.md): a CRM pushes the Openhouse JSON feed
// with its API key. A server of its own, with a small FEED_PUSH_MAX_BYTES so the 413 is cheap to reach.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFeedApiKey, listFeedApiKeys, revokeFeedApiKey } from "../../modules/feeds/sync/api-keys.ts";
import { startTestServer } from "../setup/test-server.ts";
import { freshIp } from "../support/visitor.ts";

const MAX_BYTES = 64 * 1024;
const example = readFileSync(new URL("../fixtures/feeds/json/example-feed.json", import.meta.url), "utf8");

let server: Awaited<ReturnType<typeof startTestServer>>;
let key: string;
let keyId: number;

beforeAll(async () => {
  // A database of its own: the pushes add listings and a branch that the shared server's suites must not see.
  server = await startTestServer(
    { FEED_PUSH_MAX_BYTES: String(MAX_BYTES), SEED_LISTINGS: "0", LOG_LEVEL: "silent" },
    { ownDatabase: true },
  );
  ({ key, id: keyId } = await createFeedApiKey(server.services.db, { source: "acme", name: "Acme CRM" }));
});

afterAll(async () => {
  await server?.stop();
});

function push(
  options: {
    source?: string;
    key?: string | null;
    body?: BodyInit;
    query?: string;
    method?: string;
    headers?: Record<string, string>;
  } = {},
) {
  const headers: Record<string, string> = {
    "content-type": "application/json",
    "x-forwarded-for": freshIp(),
    ...options.headers,
  };
  const usedKey = options.key === undefined ? key : options.key;
  if (usedKey) headers.authorization = `Bearer ${usedKey}`;
  return fetch(`${server.baseUrl}/api/feeds/${options.source ?? "acme"}/listings${options.query ?? ""}`, {
    method: options.method ?? "POST",
    headers,
    body: options.body ?? (options.method === "GET" ? undefined : '{"version": 1}'),
    duplex: "half",
  } as RequestInit);
}

describe("POST /api/feeds/{source}/listings: the key", () => {
  it("answers 401 JSON without a key (and asks for no authenticity token)", async () => {
    const response = await push({ key: null });
    expect(response.status).toBe(401);
    expect(response.headers.get("www-authenticate")).toBe('Bearer realm="feeds"');
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(await response.json()).toEqual({
      errors: { base: ["Send the feed's API key as Authorization: Bearer ohk_…"] },
    });
  });

  it("answers 401 for a key it does not know", async () => {
    const response = await push({ key: "ohk_notarealkey" });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ errors: { base: ["This API key is not valid"] } });
  });

  it("answers 403 for another source's key", async () => {
    const other = await createFeedApiKey(server.services.db, { source: "other" });
    const response = await push({ key: other.key });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      errors: { base: ["This API key belongs to another feed source"] },
    });
  });

  it("answers 403 for a revoked key", async () => {
    const revoked = await createFeedApiKey(server.services.db, { source: "acme" });
    await revokeFeedApiKey(server.services.db, revoked.id);
    const response = await push({ key: revoked.key });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ errors: { base: ["This API key has been revoked"] } });
  });
});

describe("POST /api/feeds/{source}/listings: the body", () => {
  it("answers 413 JSON for a body over FEED_PUSH_MAX_BYTES, declared or streamed", async () => {
    const big = JSON.stringify({ version: 1, listings: [], padding: "x".repeat(MAX_BYTES) });
    const declared = await push({ body: big });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({
      errors: {
        base: [
          `The feed is larger than ${MAX_BYTES} bytes (FEED_PUSH_MAX_BYTES): send it in parts, with mode=incremental`,
        ],
      },
    });

    // No Content-Length: counted while it arrives.
    const chunks = Array.from({ length: 8 }, () => new TextEncoder().encode("x".repeat(16 * 1024)));
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        const chunk = chunks.shift();
        if (chunk) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const streamed = await push({ body: stream });
    expect(streamed.status).toBe(413);
    expect((await streamed.json()).errors.base[0]).toMatch(/larger than/);
  });

  it("answers 422 {errors} for a body that is not a version-1 JSON feed", async () => {
    const notJson = await push({ body: "{version: 1" });
    expect(notJson.status).toBe(422);
    expect((await notJson.json()).errors.base[0]).toMatch(/^The feed is not valid JSON/);

    const wrongVersion = await push({ body: '{"version": 2, "listings": []}' });
    expect(wrongVersion.status).toBe(422);
    expect(await wrongVersion.json()).toEqual({
      errors: { version: ["Unsupported feed version 2: this server reads version 1"] },
    });

    const notAnObject = await push({ body: "[]" });
    expect(notAnObject.status).toBe(422);
    expect(await notAnObject.json()).toEqual({ errors: { base: ["The feed must be a JSON object"] } });
  });

  it("answers 422 for a mode other than incremental or full", async () => {
    const response = await push({ query: "?mode=everything" });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ errors: { mode: ["must be incremental or full"] } });
  });
});

describe("other methods", () => {
  it("answer 405 with Allow: POST", async () => {
    const get = await push({ method: "GET" });
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
    expect(await get.json()).toEqual({
      errors: { base: ["GET is not supported on /api/feeds/acme/listings"] },
    });

    const put = await push({ headers: { "x-http-method-override": "put" } });
    expect(put.status).toBe(405);
    expect(put.headers.get("allow")).toBe("POST");
    expect(await put.json()).toEqual({
      errors: { base: ["PUT is not supported on /api/feeds/acme/listings"] },
    });
  });
});

describe("the rate limit", () => {
  it("allows 60 pushes a minute per key, from any address", async () => {
    const limited = await createFeedApiKey(server.services.db, { source: "limited" });
    await revokeFeedApiKey(server.services.db, limited.id);
    for (let i = 0; i < 60; i++) {
      const response = await push({ source: "limited", key: limited.key });
      expect(response.status, `push ${i + 1}`).toBe(403);
      await response.body?.cancel();
    }
    const refused = await push({ source: "limited", key: limited.key });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      errors: { base: ["Too many requests, please try again later."] },
    });
    // Another key has a bucket of its own.
    expect((await push({ key: "ohk_another" })).status).toBe(401);
  });
});

describe("a good push", () => {
  it("imports the feed and answers 200 with the import summary", async () => {
    const response = await push({ body: example, query: "?mode=incremental" });
    expect(
      (await listFeedApiKeys(server.services.db)).find((k) => k.id === keyId)!.lastUsedAt,
    ).not.toBeNull();
    expect(response.status).toBe(200);
    const summary = await response.json();
    expect(summary).toMatchObject({ state: "succeeded", counts: { created: 2, errors: 0 } });
    expect(typeof summary.runId).toBe("number");
  });
});
