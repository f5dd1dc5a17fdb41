// POST /property_views (spec §7) against the running test server.
import { describe, expect, inject, it } from "vitest";
import { getToken } from "../support/visitor.ts";

const baseUrl = inject("baseUrl");

describe("POST /property_views", () => {
  it("records a view sent as JSON or form-encoded and answers 204", async () => {
    const visitor = await getToken(baseUrl);
    const json = await fetch(`${baseUrl}/property_views`, {
      method: "POST",
      headers: { ...visitor.headers, "content-type": "application/json", "x-csrf-token": visitor.token },
      body: JSON.stringify({ property_id: 1, domain: "localhost" }),
    });
    expect(json.status).toBe(204);
    const form = await fetch(`${baseUrl}/property_views`, {
      method: "POST",
      headers: { ...visitor.headers, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ property_id: "2", domain: "localhost", authenticity_token: visitor.token }),
    });
    expect(form.status).toBe(204);
  });

  it.each([
    [{ property_id: 99999999, domain: "x" }, "property_id"],
    [{ property_id: "abc" }, "property_id"],
    [{ property_id: 1, domain: "d".repeat(256) }, "domain"],
  ])("rejects %j with 400 naming %s", async (payload, field) => {
    const visitor = await getToken(baseUrl);
    const response = await fetch(`${baseUrl}/property_views`, {
      method: "POST",
      headers: { ...visitor.headers, "content-type": "application/json", "x-csrf-token": visitor.token },
      body: JSON.stringify(payload),
    });
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).errors)).toEqual([field]);
  });

  it("refuses a post without the authenticity token", async () => {
    const visitor = await getToken(baseUrl);
    const response = await fetch(`${baseUrl}/property_views`, {
      method: "POST",
      headers: { ...visitor.headers, "content-type": "application/json" },
      body: JSON.stringify({ property_id: 1 }),
    });
    expect(response.status).toBe(422);
  });
});
