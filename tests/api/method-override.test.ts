// spec §7: X-HTTP-Method-Override turns a POST into PUT, DELETE or PATCH before routing. /session serves
// POST (sign-in, issue 6) and DELETE (sign-out); its 405 names the method it was routed as.
import { describe, expect, inject, it } from "vitest";
import { getToken, sessionCookie } from "../support/visitor.ts";

const baseUrl = inject("baseUrl");

async function postSession(override: string | undefined) {
  const visitor = await getToken(baseUrl);
  const response = await fetch(`${baseUrl}/session`, {
    method: "POST",
    headers: {
      ...visitor.headers,
      "x-csrf-token": visitor.token,
      ...(override === undefined ? {} : { "x-http-method-override": override }),
    },
  });
  return { response, body: await response.json() };
}

describe("X-HTTP-Method-Override", () => {
  it.each(["delete", "DELETE", "Delete"])("%s reaches the DELETE action of /session", async (value) => {
    const { response, body } = await postSession(value);
    expect(response.status).toBe(200);
    expect(body).toEqual({});
    expect(sessionCookie(response)).toMatch(/^oh_session=/);
  });

  it("put routes the request as PUT, which /session does not serve", async () => {
    const { response, body } = await postSession("put");
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST, DELETE");
    expect(body).toEqual({ errors: { base: ["PUT is not supported on /session"] } });
  });

  it("patch routes the request as PATCH", async () => {
    const { body } = await postSession("patch");
    expect(body).toEqual({ errors: { base: ["PATCH is not supported on /session"] } });
  });

  it.each(["get", "frobnicate", ""])("an unknown value (%j) leaves the request a POST", async (value) => {
    const { response, body } = await postSession(value);
    // The POST is a sign-in without credentials: its validation answers.
    expect(response.status).toBe(422);
    expect(Object.keys(body.errors).sort()).toEqual(["password", "username"]);
  });

  it("never overrides a GET", async () => {
    const response = await fetch(`${baseUrl}/user.ljson`, {
      headers: { "x-http-method-override": "delete" },
    });
    expect(response.status).toBe(200);
    expect((await response.json()).user).toBeNull();
  });
});
