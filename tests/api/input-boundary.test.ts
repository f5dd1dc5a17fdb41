// The host's input boundary (issue 13 item 5; docs/decisions/015): one spelling per path, no NUL or invalid
// UTF-8 anywhere a visitor can put text, safe redirects, caps on lists, 405 on action-only routes, and JSON or
// the site's page for the host's own refusals (413 included).
import { describe, expect, inject, it } from "vitest";
import { rawRequest } from "../support/raw-http.ts";
import { freshIp, getToken } from "../support/visitor.ts";
import { call, registerUser } from "./accounts-support.ts";

const baseUrl = inject("baseUrl");
const INVALID = { errors: { base: ["The request contains characters that are not allowed."] } };

describe("the path has one spelling", () => {
  it.each([
    ["//evil.com/", "/evil.com/"],
    ["//x/session", "/x/session"],
    ["/./session", "/session"],
    ["/a/../session", "/session"],
    ["/%73ession", "/session"],
    ["/search/../%62ranches?x=1", "/branches?x=1"],
  ])("GET %s answers 301 to %s", async (raw, clean) => {
    const response = await rawRequest(baseUrl, "GET", raw);
    expect(response.status).toBe(301);
    expect(response.header("location")).toBe(clean);
  });

  it.each(["//x/session", "/./session", "/a/../session", "/%73ession"])(
    "a sign-in posted to %s never reaches the sign-in route",
    async (raw) => {
      const visitor = await getToken(baseUrl);
      const response = await rawRequest(
        baseUrl,
        "POST",
        raw,
        { ...visitor.headers, "content-type": "application/json", accept: "application/json" },
        JSON.stringify({
          username: "a@example.com",
          password: "wrong password",
          authenticity_token: visitor.token,
        }),
      );
      expect(response.status).toBe(422);
      expect(JSON.parse(response.text())).toEqual(INVALID);
    },
  );

  it("refuses a NUL or invalid UTF-8 in the path with the site's 400 page", async () => {
    for (const raw of ["/branches%00", "/search/%ff"]) {
      const response = await rawRequest(baseUrl, "GET", raw);
      expect(response.status, raw).toBe(400);
      expect(response.header("content-type")).toMatch(/^text\/html/);
      expect(response.text()).toContain("<title>Bad request</title>");
      expect(response.text()).toContain('id="main"');
    }
  });
});

describe("NUL bytes and invalid UTF-8 never reach a query", () => {
  it.each([
    "/search.ljson?channel=sales&q=ab%00c",
    "/search.ljson?channel=sales&q=%ff",
    "/places?q=Lon%00don",
    "/postcode_branch_lookup?postcode=AB1%000AA",
    "/address_lookup?autocomplete=1%00",
  ])("GET %s answers 422 JSON to a JSON caller", async (path) => {
    const response = await fetch(`${baseUrl}${path}`, {
      headers: { accept: "application/json", "x-forwarded-for": freshIp() },
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual(INVALID);
  });

  it("GET /places?q=… with a NUL answers the 400 page to a browser", async () => {
    const response = await fetch(`${baseUrl}/places?q=Lon%00don`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("<title>Bad request</title>");
  });

  it("refuses a NUL in a profile field, a saved search, a lead message and a tracking call", async () => {
    const { visitor } = await registerUser(baseUrl);
    const profile = await call(baseUrl, "/user.ljson", visitor, { first_name: "Sam\u0000" }, "put");
    expect(profile.status).toBe(422);
    expect(await profile.json()).toEqual(INVALID);

    const saved = await call(baseUrl, "/saved_searches?channel=sales&q=x%00y", visitor, {});
    expect(saved.status).toBe(422);

    const lead = await call(baseUrl, "/leads", visitor, {
      lead_client: { first_name: "Sam", last_name: "Lee", email: "sam@example.com", body: "" },
      lead: { message: "Hello\u0000" },
    });
    expect(lead.status).toBe(422);
    expect(await lead.json()).toEqual(INVALID);

    const form = await fetch(`${baseUrl}/property_views`, {
      method: "POST",
      headers: { ...visitor.headers, "content-type": "application/x-www-form-urlencoded" },
      body: `property_id=1&domain=local%00host&authenticity_token=${encodeURIComponent(visitor.token)}`,
    });
    expect(form.status).toBe(400);

    const events = await call(baseUrl, "/ajax-events/logs", visitor, { event: "x\u0000" });
    expect(events.status).toBe(422);
  });
});

describe("redirects stay on the site", () => {
  it("a Referer of /.//evil.com sends a refused form post back to /evil.com, never //evil.com", async () => {
    const visitor = await getToken(baseUrl);
    const response = await fetch(`${baseUrl}/leads`, {
      method: "POST",
      redirect: "manual",
      headers: {
        ...visitor.headers,
        "content-type": "application/x-www-form-urlencoded",
        referer: `${baseUrl}/.//evil.com`,
      },
      body: new URLSearchParams({ authenticity_token: visitor.token }),
    });
    expect(response.status).toBe(303);
    const location = response.headers.get("location")!;
    expect(location.startsWith("//")).toBe(false);
    expect(new URL(location, baseUrl).origin).toBe(new URL(baseUrl).origin);
  });
});

describe("lists a visitor sends are capped", () => {
  it("500 saved property ids are taken; 70,000 or 1,000,000 are a clear 422", async () => {
    const { visitor } = await registerUser(baseUrl);
    const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1).join(",");
    expect((await call(baseUrl, "/saved_properties.ljson", visitor, { property_ids: ids(500) })).status).toBe(
      200,
    );
    for (const n of [70_000, 1_000_000]) {
      const response = await call(baseUrl, "/saved_properties.ljson", visitor, { property_ids: ids(n) });
      expect(response.status, `${n} ids`).toBe(422);
      expect(await response.json()).toEqual({
        errors: { property_ids: ["property_ids can list at most 500 properties"] },
      });
    }
  });

  it("a search by more than 20 tags is refused", async () => {
    const tags = Array.from({ length: 21 }, (_, i) => `t${i}`).join(",");
    const response = await fetch(`${baseUrl}/search.ljson?channel=sales&tags=${tags}`);
    expect(response.status).toBe(400);
  });
});

describe("405 on action-only routes", () => {
  it.each([
    ["/session", "POST, DELETE"],
    ["/leads", "POST"],
    ["/searches/1", "DELETE"],
    ["/saved_properties/1", "POST, DELETE"],
    ["/saved_searches", "POST, PUT"],
    ["/reset_passwords", "POST"],
    ["/form_submissions", "POST"],
    ["/properties/1/sales/leads", "POST"],
    ["/property_views", "POST"],
    ["/user/send_to_friend", "POST"],
    ["/marketing_preferences/1", "PUT"],
    ["/custom_marketing_preferences/1", "PUT"],
    ["/ajax-events/logs", "POST"],
  ])("GET %s answers 405 with Allow: %s", async (path, allow) => {
    const response = await fetch(`${baseUrl}${path}`, { headers: { accept: "application/json" } });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe(allow);
    expect(await response.json()).toEqual({
      errors: { base: [expect.stringMatching(/^GET is not supported on \//)] },
    });
  });
});

describe("a body too large", () => {
  const big = "x".repeat(13 * 1024 * 1024);

  it("is a JSON 413 for a JSON caller", async () => {
    const response = await fetch(`${baseUrl}/leads`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json",
        "x-forwarded-for": freshIp(),
      },
      body: JSON.stringify({ message: big }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ errors: { base: ["The request is too large."] } });
  });

  it("is the site's 413 page for a form post", async () => {
    const response = await fetch(`${baseUrl}/leads`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": freshIp() },
      body: `message=${big}`,
    });
    expect(response.status).toBe(413);
    const html = await response.text();
    expect(html).toContain("<title>Request too large</title>");
    expect(html).toContain('id="main"');
  });
});
