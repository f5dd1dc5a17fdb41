// /session (spec §7 "User and session"): sign-out through the delete override.
import { describe, expect, inject, it } from "vitest";
import { getToken, sessionCookie } from "../support/visitor.ts";

const baseUrl = inject("baseUrl");

describe("POST /session with override delete (sign out)", () => {
  it("answers 200 {} and moves the visitor to a fresh session with a new token", async () => {
    const visitor = await getToken(baseUrl);
    const response = await fetch(`${baseUrl}/session`, {
      method: "POST",
      headers: { ...visitor.headers, "x-http-method-override": "delete", "x-csrf-token": visitor.token },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({});

    const setCookie = response.headers.getSetCookie().find((c) => c.startsWith("oh_session="))!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\//);
    const fresh = sessionCookie(response)!;
    expect(fresh).not.toBe(visitor.cookie);

    const after = await fetch(`${baseUrl}/user.ljson`, { headers: { cookie: fresh } });
    expect(sessionCookie(after)).toBeNull(); // the new cookie is valid as it is
    const body = await after.json();
    expect(body.user).toBeNull();
    expect(body.authenticity_token).not.toBe(visitor.token);
  });
});

// Sign-in is covered by tests/api/accounts-session.test.ts (issue 6).
