import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendJson, withAuthenticityToken } from "./api.ts";

// A real HTTP server that echoes what it received, so the request on the wire is what is checked.
let baseUrl = "";
const server = createServer((request, response) => {
  let body = "";
  request.on("data", (chunk: Buffer) => (body += chunk.toString()));
  request.on("end", () => {
    response.setHeader("Content-Type", "application/json");
    response.end(
      JSON.stringify({ method: request.method, headers: request.headers, body: JSON.parse(body) }),
    );
  });
});
type Echo = { method: string; headers: IncomingHttpHeaders; body: Record<string, unknown> };

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("withAuthenticityToken", () => {
  it("adds the token to a body, empty while none is known", () => {
    expect(withAuthenticityToken({ a: 1 }, "tok")).toEqual({ a: 1, authenticity_token: "tok" });
    expect(withAuthenticityToken({}, null)).toEqual({ authenticity_token: "" });
  });
});

describe("sendJson", () => {
  it("posts JSON with the token", async () => {
    const echo = (await (
      await sendJson(`${baseUrl}/session`, { body: { username: "a" }, token: "tok" })
    ).json()) as Echo;
    expect(echo.method).toBe("POST");
    expect(echo.headers["content-type"]).toBe("application/json");
    expect(echo.headers.accept).toBe("application/json");
    expect(echo.headers["x-http-method-override"]).toBeUndefined();
    expect(echo.body).toEqual({ username: "a", authenticity_token: "tok" });
  });

  it("sends PUT and DELETE as POST with X-HTTP-Method-Override (spec §7)", async () => {
    const echo = (await (
      await sendJson(`${baseUrl}/session`, { method: "DELETE", token: "tok" })
    ).json()) as Echo;
    expect(echo.method).toBe("POST");
    expect(echo.headers["x-http-method-override"]).toBe("DELETE");
    expect(echo.body).toEqual({ authenticity_token: "tok" });
  });
});
