// Rate limits by route class (issue 2 item 7, issue 13 item 4), per client address; each test uses addresses
// of its own through X-Forwarded-For (trusted from loopback). Requests here carry no token: the limit runs
// before the token check, so refused posts (422) count as well — as failures.
import { describe, expect, inject, it } from "vitest";
import { freshIp } from "../support/visitor.ts";

const baseUrl = inject("baseUrl");
const TOO_MANY = "Too many requests, please try again later.";

function post(path: string, ip: string, headers: Record<string, string> = { accept: "application/json" }) {
  return fetch(`${baseUrl}${path}`, { method: "POST", headers: { ...headers, "x-forwarded-for": ip } });
}

async function exhaust(path: string, ip: string, limit: number) {
  for (let i = 0; i < limit; i++) {
    const response = await post(path, ip);
    expect(response.status, `request ${i + 1} of ${limit}`).toBe(422);
    await response.body?.cancel();
  }
}

describe("the signin class (50 failures per 15 minutes)", () => {
  it("answers 429 with Retry-After after the limit, for that address and class only", async () => {
    const ip = freshIp();
    await exhaust("/session", ip, 50);
    const refused = await post("/session", ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(15 * 60);
    expect(await refused.json()).toEqual({ errors: { base: [TOO_MANY] } });

    // Reset links share the bucket; registration and reset requests have their own.
    expect((await post("/user/reset-password/some-token", ip)).status).toBe(429);
    expect((await post("/user.ljson", ip)).status).toBe(422);
    expect((await post("/reset_passwords", ip)).status).toBe(422);

    // Another address, another bucket; another class, another bucket; reads are not limited.
    expect((await post("/session", freshIp())).status).toBe(422);
    expect((await post("/leads", ip)).status).toBe(422);
    expect((await fetch(`${baseUrl}/user.ljson`, { headers: { "x-forwarded-for": ip } })).status).toBe(200);
  });
});

describe("the account class (20 registrations or reset requests per 15 minutes)", () => {
  it("answers a form post with the site's page and a link back", async () => {
    const ip = freshIp();
    await exhaust("/reset_passwords", ip, 20);
    const refused = await post("/reset_passwords", ip, {
      "content-type": "application/x-www-form-urlencoded",
      referer: `${baseUrl}/some/page?x=1`,
    });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(refused.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await refused.text();
    expect(html).toContain("<title>Too many requests</title>");
    expect(html).toContain(TOO_MANY);
    expect(html).toContain('href="/some/page?x=1"');
    // In the site's layout, like the 404 page.
    expect(html).toContain('id="main"');
    expect((await post("/user.ljson", ip)).status).toBe(429);
  });

  it("styles the page like the site's other pages: the site's stylesheet, theme, header and footer", async () => {
    // Issue 16 said the 429 page was unstyled: it is the status page in the site's layout (server/app.ts
    // renders /_status/429), with the stylesheet inlined as on every page (app/root.tsx), so nothing the
    // limited address would have to fetch again is missing.
    const ip = freshIp();
    await exhaust("/reset_passwords", ip, 20);
    const refused = await post("/reset_passwords", ip, {
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(refused.status).toBe(429);
    const html = await refused.text();
    const home = await (await fetch(`${baseUrl}/`)).text();
    const styles = (page: string) => [...page.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
    // The same stylesheet as the home page (several KB), and the agency's theme colours.
    const siteCss = styles(home).find((css) => css.length > 5_000);
    expect(siteCss).toBeDefined();
    expect(styles(html)).toContain(siteCss);
    expect(html).toMatch(/:root\{--oh-primary:#[0-9a-f]{6}/i);
    expect(html).toContain("<header");
    expect(html).toContain("<footer");
    expect(html).toContain("<h1");
  });
});

describe("the leads class (10 per 10 minutes)", () => {
  it.each(["/leads", "/properties/12/sales/leads", "/form_submissions", "/user/send_to_friend"])(
    "limits %s",
    async (path) => {
      const ip = freshIp();
      await exhaust(path, ip, 10);
      expect((await post(path, ip)).status).toBe(429);
    },
  );
});

describe("general writes", () => {
  it("are not held to the signin, account or leads limits", async () => {
    const ip = freshIp();
    await exhaust("/saved_properties.ljson", ip, 12);
  });

  it("X-Requested-With asks for JSON", async () => {
    const ip = freshIp();
    await exhaust("/leads", ip, 10);
    const refused = await post("/leads", ip, { "x-requested-with": "XMLHttpRequest" });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ errors: { base: [TOO_MANY] } });
  });
});
