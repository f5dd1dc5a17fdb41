// GET /analytics_code and POST /ajax-events/logs (spec §7) against the running test server, and the CSP that
// lets the agency's configured snippets run (a second server with its own content file).
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { consentLogs } from "../../db/schema.ts";
import { getToken } from "../support/visitor.ts";
import { startTestServer } from "../setup/test-server.ts";

const baseUrl = inject("baseUrl");

describe("GET /analytics_code", () => {
  it("answers every code as an empty string when the agency configured none", async () => {
    const response = await fetch(`${baseUrl}/analytics_code`, { headers: { cookie: "oh_consent=1.a1.m1" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({
      analytics_code: "",
      head_analytics_code: "",
      statistics_code: "",
    });
  });
});

describe("POST /ajax-events/logs", () => {
  const post = (visitor: Awaited<ReturnType<typeof getToken>>, body: unknown, token = true) =>
    fetch(`${baseUrl}/ajax-events/logs`, {
      method: "POST",
      headers: {
        ...visitor.headers,
        "content-type": "application/json",
        "user-agent": "consent-test",
        ...(token ? { "x-csrf-token": visitor.token } : {}),
      },
      body: JSON.stringify(body),
    });

  it("refuses a post without the authenticity token", async () => {
    const visitor = await getToken(baseUrl);
    const response = await post(
      visitor,
      { consent: { status: "accept_all", analytics: true, marketing: true, version: 1 } },
      false,
    );
    expect(response.status).toBe(422);
  });

  it("rejects a body that is not a consent status, naming the field", async () => {
    const visitor = await getToken(baseUrl);
    const response = await post(visitor, {
      consent: { status: "maybe", analytics: true, marketing: true, version: 1 },
    });
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).errors)).toEqual(["consent"]);
  });
});

describe("consent logs and the analytics CSP, on a server of their own", () => {
  const headSnippet = '<script>document.documentElement.dataset.analytics = "head";</script>';
  let server: Awaited<ReturnType<typeof startTestServer>>;

  beforeAll(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "oh-analytics-"));
    const content = JSON.parse(readFileSync("content/demo-agency.json", "utf8")) as Record<string, unknown>;
    content.analytics = {
      head_analytics_code: headSnippet,
      analytics_code: '<script async src="https://stats.example.com/tag.js"></script>',
      connectOrigins: ["https://collect.example.com/g"],
    };
    const file = path.join(dir, "agency.json");
    writeFileSync(file, JSON.stringify(content));
    server = await startTestServer({ SITE_CONFIG: file }, { ownDatabase: true });
  });
  afterAll(() => server?.stop());

  it("serves the configured codes after a yes to analytics, and none before or after a no (issue 41)", async () => {
    const codes = async (cookie?: string) => {
      const response = await fetch(`${server.baseUrl}/analytics_code`, { headers: cookie ? { cookie } : {} });
      // The answer follows the visitor's own cookie: no shared cache may keep it.
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      return response.json();
    };
    expect(await codes("oh_consent=1.a1.m0")).toEqual({
      head_analytics_code: headSnippet,
      analytics_code: '<script async src="https://stats.example.com/tag.js"></script>',
      statistics_code: "",
    });
    const none = { head_analytics_code: "", analytics_code: "", statistics_code: "" };
    expect(await codes()).toEqual(none);
    expect(await codes("oh_consent=1.a0.m1")).toEqual(none);
  });

  it("lets exactly the configured snippets run: their hashes, script origin and connect origin", async () => {
    const response = await fetch(`${server.baseUrl}/`);
    const policy = response.headers.get("content-security-policy") ?? "";
    const inline = 'document.documentElement.dataset.analytics = "head";';
    const hash = `'sha256-${createHash("sha256").update(inline).digest("base64")}'`;
    const scriptSrc = policy.split("; ").find((d) => d.startsWith("script-src "))!;
    const connectSrc = policy.split("; ").find((d) => d.startsWith("connect-src "))!;
    expect(scriptSrc.split(" ")).toEqual(expect.arrayContaining([hash, "https://stats.example.com"]));
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(connectSrc.split(" ")).toContain("https://collect.example.com");
    // The page itself never carries the snippets: the browser adds them after consent.
    expect(await response.text()).not.toContain("dataset.analytics");
  });

  it("writes a 'cookies' consent row for each choice and answers 204", async () => {
    const visitor = await getToken(server.baseUrl);
    const response = await fetch(`${server.baseUrl}/ajax-events/logs`, {
      method: "POST",
      headers: {
        ...visitor.headers,
        "content-type": "application/json",
        "user-agent": "consent-test",
        referer: `${server.baseUrl}/search/sales?secret=1`,
      },
      body: JSON.stringify({
        authenticity_token: visitor.token,
        consent: { status: "custom", analytics: true, marketing: false, version: 1 },
      }),
    });
    expect(response.status).toBe(204);
    const [row] = await server.services.db
      .select()
      .from(consentLogs)
      .where(eq(consentLogs.kind, "cookies"))
      .orderBy(desc(consentLogs.id))
      .limit(1);
    expect(row).toMatchObject({
      kind: "cookies",
      choice: "custom; statistics=granted; analytics=granted; marketing=denied; version=1",
      url: "/search/sales",
      ip: visitor.ip,
      userAgent: "consent-test",
      userId: null,
    });
    expect(row?.statement).toMatch(/cookies/);
  });
});
