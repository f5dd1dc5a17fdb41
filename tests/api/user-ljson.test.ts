import { describe, expect, inject, it } from "vitest";

const baseUrl = inject("baseUrl");

describe("GET /user.ljson", () => {
  it("answers a signed-out visitor with a null user and an authenticity token bound to a new session cookie", async () => {
    const response = await fetch(`${baseUrl}/user.ljson`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^oh_session=[^;]+;/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const body = await response.json();
    expect(body.user).toBeNull();
    expect(body.authenticity_token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  });

  it("keeps the same token for the same session and gives another session a different one", async () => {
    const first = await fetch(`${baseUrl}/user.ljson`);
    const cookie = (first.headers.get("set-cookie") ?? "").split(";")[0]!;
    const { authenticity_token: token } = await first.json();
    const again = await fetch(`${baseUrl}/user.ljson`, { headers: { cookie } });
    expect(again.headers.get("set-cookie")).toBeNull();
    expect((await again.json()).authenticity_token).toBe(token);
    const other = await (await fetch(`${baseUrl}/user.ljson`)).json();
    expect(other.authenticity_token).not.toBe(token);
  });

  it("ignores a forged session cookie and starts a fresh session", async () => {
    const response = await fetch(`${baseUrl}/user.ljson`, {
      headers: { cookie: "oh_session=forged.signature" },
    });
    expect(response.headers.get("set-cookie")).toMatch(/^oh_session=/);
    expect((await response.json()).user).toBeNull();
  });
});

describe("GET /health", () => {
  it("reports the database reachable", async () => {
    const response = await fetch(`${baseUrl}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });
});
