// The authenticity token check (spec §7; issue 2 item 7), through the sign-out call, whose action only runs
// when the check passes: a 200 with a fresh session cookie shows the request got through.
import { describe, expect, inject, it } from "vitest";
import { freshIp, getToken, sessionCookie } from "../support/visitor.ts";

const baseUrl = inject("baseUrl");
const signOutUrl = `${baseUrl}/session`;
const override = { "x-http-method-override": "delete" };
const INVALID = { errors: { authenticity_token: ["is missing or invalid"] } };
const FLASH = "#/flash/invalid-authenticity-token";

const FORM = { "content-type": "application/x-www-form-urlencoded" };

describe("a JSON call without a valid token", () => {
  it.each([
    ["a missing token", {}],
    ["a wrong token", { authenticity_token: "not-the-token" }],
    ["an empty token", { authenticity_token: "" }],
  ])("is refused with 422 for %s, before the route runs", async (_label, body) => {
    const visitor = await getToken(baseUrl);
    const response = await fetch(signOutUrl, {
      method: "POST",
      headers: { ...visitor.headers, ...override, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual(INVALID);
    expect(sessionCookie(response)).toBeNull();
  });

  it("is refused when the token belongs to another session", async () => {
    const [visitor, other] = await Promise.all([getToken(baseUrl), getToken(baseUrl)]);
    const response = await fetch(signOutUrl, {
      method: "POST",
      headers: { ...visitor.headers, ...override, "x-csrf-token": other.token, accept: "application/json" },
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual(INVALID);
  });

  it("is refused without a session cookie, whatever the token", async () => {
    const visitor = await getToken(baseUrl);
    const response = await fetch(signOutUrl, {
      method: "POST",
      headers: {
        ...override,
        "x-forwarded-for": visitor.ip,
        "x-csrf-token": visitor.token,
        accept: "application/json",
      },
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual(INVALID);
  });

  it("answers JSON on a .ljson path even without JSON headers", async () => {
    const response = await fetch(`${baseUrl}/user.ljson`, {
      method: "POST",
      headers: { "x-forwarded-for": freshIp(), ...FORM },
      body: "first_name=Ann",
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual(INVALID);
  });
});

describe("a form post without a valid token", () => {
  it("is redirected (303) to the same-origin Referer with the flash hash", async () => {
    const visitor = await getToken(baseUrl);
    const response = await fetch(signOutUrl, {
      method: "POST",
      redirect: "manual",
      headers: { ...visitor.headers, ...override, ...FORM, referer: `${baseUrl}/properties/12?tab=2#/map` },
      body: "authenticity_token=wrong",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`/properties/12?tab=2${FLASH}`);
    expect(sessionCookie(response)).toBeNull();
  });

  it("is redirected to / when the Referer is missing or on another site", async () => {
    for (const referer of [undefined, "https://elsewhere.example/form"]) {
      const visitor = await getToken(baseUrl);
      const response = await fetch(signOutUrl, {
        method: "POST",
        redirect: "manual",
        headers: { ...visitor.headers, ...override, ...FORM, ...(referer ? { referer } : {}) },
        body: "email=a%40b.c",
      });
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe(`/${FLASH}`);
    }
  });
});

describe("a request with this session's token", () => {
  async function signOut(headers: Record<string, string>, body?: BodyInit) {
    const response = await fetch(signOutUrl, { method: "POST", headers: { ...headers, ...override }, body });
    return { status: response.status, cookie: sessionCookie(response), body: await response.text() };
  }

  it("passes in a form-urlencoded body", async () => {
    const visitor = await getToken(baseUrl);
    const result = await signOut(
      { ...visitor.headers, ...FORM },
      new URLSearchParams({ authenticity_token: visitor.token }).toString(),
    );
    expect(result).toMatchObject({ status: 200, body: "{}" });
    expect(result.cookie).not.toBe(visitor.cookie);
  });

  it("passes in a JSON body", async () => {
    const visitor = await getToken(baseUrl);
    const result = await signOut(
      { ...visitor.headers, "content-type": "application/json", accept: "application/json" },
      JSON.stringify({ authenticity_token: visitor.token }),
    );
    expect(result.status).toBe(200);
  });

  it("passes in a multipart body, next to a file", async () => {
    const visitor = await getToken(baseUrl);
    const form = new FormData();
    form.append("upload", new Blob([new Uint8Array(50_000)], { type: "application/pdf" }), "plan.pdf");
    form.append("authenticity_token", visitor.token);
    const result = await signOut(visitor.headers, form);
    expect(result.status).toBe(200);
  });

  it("passes in the X-CSRF-Token header", async () => {
    const visitor = await getToken(baseUrl);
    const result = await signOut({ ...visitor.headers, "x-csrf-token": visitor.token });
    expect(result.status).toBe(200);
  });
});

describe("safe methods", () => {
  it("are never checked", async () => {
    const ip = freshIp();
    const get = await fetch(`${baseUrl}/user.ljson`, { headers: { "x-forwarded-for": ip } });
    expect(get.status).toBe(200);
    const head = await fetch(`${baseUrl}/`, { method: "HEAD", headers: { "x-forwarded-for": ip } });
    expect(head.status).toBe(200);
  });
});
