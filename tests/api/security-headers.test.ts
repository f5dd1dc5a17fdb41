// Security headers and the hash-based Content-Security-Policy of documents (issue 2 item 7).
import { createHash } from "node:crypto";
import { describe, expect, inject, it } from "vitest";
import { headerLines, rawGet } from "../support/raw-http.ts";
import { getToken } from "../support/visitor.ts";

const baseUrl = inject("baseUrl");

function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\ssrc=/i.test(attributes!))
    .map(([, , content]) => content!);
}

function directive(policy: string, name: string): string[] {
  const entry = policy
    .split(";")
    .map((d) => d.trim().split(/\s+/))
    .find(([key]) => key === name);
  return entry ? entry.slice(1) : [];
}

describe("an HTML document (/)", () => {
  it("carries exactly one CSP, allowing its own inline scripts by hash and nothing else inline", async () => {
    const response = await rawGet(baseUrl, "/");
    expect(response.status).toBe(200);
    const policies = headerLines(response, "content-security-policy");
    expect(policies).toHaveLength(1);
    const policy = policies[0]!;
    const html = response.body.toString("utf8");
    const scripts = inlineScripts(html);
    expect(scripts.length).toBeGreaterThanOrEqual(2); // hydration context and route modules at least

    const scriptSrc = directive(policy, "script-src");
    const expected = scripts.map(
      (s) => `'sha256-${createHash("sha256").update(s, "utf8").digest("base64")}'`,
    );
    expect(scriptSrc).toEqual(["'self'", ...new Set(expected)]);
    expect(directive(policy, "default-src")).toEqual(["'self'"]);
    expect(directive(policy, "object-src")).toEqual(["'none'"]);
    expect(directive(policy, "base-uri")).toEqual(["'self'"]);
    expect(directive(policy, "form-action")).toEqual(["'self'"]);
    expect(directive(policy, "frame-ancestors")).toEqual(["'none'"]);
    expect(directive(policy, "connect-src")).toEqual(["'self'"]);
    expect(directive(policy, "img-src")).toEqual(["'self'", "data:", "https:"]);
    expect(directive(policy, "frame-src")).toEqual(
      expect.arrayContaining([
        "https://www.google.com/recaptcha/",
        "https://www.youtube-nocookie.com",
        "https://player.vimeo.com",
      ]),
    );
  });

  it("carries the usual security headers", async () => {
    const response = await fetch(`${baseUrl}/`);
    const headers = response.headers;
    expect(headers.get("x-frame-options")).toBe("DENY");
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(headers.get("permissions-policy")).toMatch(/(^|, )geolocation=\(self\)/);
    expect(headers.get("x-powered-by")).toBeNull();
    // The test server's PUBLIC_URL is plain http, where HSTS has no place.
    expect(headers.get("strict-transport-security")).toBeNull();
  });

  it("is byte-identical for two different visitors, CSP included", async () => {
    const [a, b] = await Promise.all([getToken(baseUrl), getToken(baseUrl)]);
    const [first, second] = await Promise.all([
      fetch(`${baseUrl}/`, { headers: a.headers }),
      fetch(`${baseUrl}/`, { headers: b.headers }),
    ]);
    expect(first.headers.getSetCookie()).toEqual([]);
    expect(second.headers.getSetCookie()).toEqual([]);
    expect(await first.text()).toBe(await second.text());
    expect(first.headers.get("content-security-policy")).toBe(second.headers.get("content-security-policy"));
  });

  it("gives an error page (404) its own hash policy too", async () => {
    const response = await rawGet(baseUrl, "/no-such-page-anywhere");
    expect(response.status).toBe(404);
    const policies = headerLines(response, "content-security-policy");
    expect(policies).toHaveLength(1);
    const hashes = inlineScripts(response.body.toString("utf8")).map(
      (s) => `'sha256-${createHash("sha256").update(s, "utf8").digest("base64")}'`,
    );
    expect(directive(policies[0]!, "script-src")).toEqual(["'self'", ...new Set(hashes)]);
  });
});

describe("a response that is not a document", () => {
  it.each(["/user.ljson", "/health"])("%s gets the policy that allows nothing", async (path) => {
    const response = await rawGet(baseUrl, path);
    const policies = headerLines(response, "content-security-policy");
    expect(policies).toHaveLength(1);
    expect(directive(policies[0]!, "default-src")).toEqual(["'none'"]);
    expect(directive(policies[0]!, "frame-ancestors")).toEqual(["'none'"]);
  });
});
