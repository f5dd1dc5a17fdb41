// Against a local server speaking Google's siteverify protocol (form-encoded request, JSON answer).
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createCaptcha } from "./captcha.ts";

type Reply = { status?: number; body: string; delayMs?: number };
let reply: Reply;
let received: URLSearchParams[] = [];
let server: Server;
let verifyUrl: string;
const logger = pino({ level: "silent" });

async function readBody(request: IncomingMessage): Promise<string> {
  let text = "";
  for await (const chunk of request) text += chunk;
  return text;
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    received.push(new URLSearchParams(await readBody(request)));
    const { status = 200, body, delayMs = 0 } = reply;
    setTimeout(() => {
      if (response.destroyed) return;
      response.writeHead(status, { "content-type": "application/json" }).end(body);
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  verifyUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/recaptcha/api/siteverify`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  received = [];
});

const config = (provider: "none" | "recaptcha-v2" | "recaptcha-v3") => ({
  provider,
  siteKey: "site-key",
  secretKey: "secret-key",
  verifyUrl,
  minScore: 0.5,
});
const answer = (fields: Record<string, unknown>) => ({
  body: JSON.stringify({ challenge_ts: "2026-01-01T00:00:00Z", hostname: "localhost", ...fields }),
});

describe("none", () => {
  it("accepts anything without a network call", async () => {
    const captcha = createCaptcha(config("none"), { logger });
    expect(captcha.provider).toBe("none");
    expect(captcha.siteKey).toBeNull();
    expect(await captcha.verify(undefined, { ip: "1.2.3.4" })).toEqual({ ok: true });
    expect(received).toHaveLength(0);
  });
});

describe("recaptcha-v2", () => {
  const captcha = () => createCaptcha(config("recaptcha-v2"), { logger });

  it("posts secret, response and remoteip form-encoded and accepts success", async () => {
    reply = answer({ success: true });
    expect(await captcha().verify("tok", { ip: "203.0.113.9" })).toEqual({ ok: true });
    expect(received).toHaveLength(1);
    expect(Object.fromEntries(received[0]!)).toEqual({
      secret: "secret-key",
      response: "tok",
      remoteip: "203.0.113.9",
    });
  });

  it("refuses a failed check with Google's error codes as the reason", async () => {
    reply = answer({ success: false, "error-codes": ["invalid-input-response", "timeout-or-duplicate"] });
    expect(await captcha().verify("tok", { ip: "1.2.3.4" })).toEqual({
      ok: false,
      reason: "invalid-input-response,timeout-or-duplicate",
    });
  });

  it("refuses a missing token without asking", async () => {
    expect(await captcha().verify("", { ip: "1.2.3.4" })).toEqual({
      ok: false,
      reason: "missing-input-response",
    });
    expect(await captcha().verify(null, { ip: "1.2.3.4" })).toMatchObject({ ok: false });
    expect(received).toHaveLength(0);
  });

  it.each([
    ["not JSON", { body: "<html>oops</html>" }],
    ["JSON without success", { body: JSON.stringify({ hostname: "x" }) }],
    ["success of the wrong type", { body: JSON.stringify({ success: "true" }) }],
  ])("refuses a malformed answer (%s)", async (_label, malformed) => {
    reply = malformed;
    expect(await captcha().verify("tok", { ip: "1.2.3.4" })).toEqual({
      ok: false,
      reason: "malformed-response",
    });
  });

  it("refuses an HTTP error", async () => {
    reply = { status: 503, body: "{}" };
    expect(await captcha().verify("tok", { ip: "1.2.3.4" })).toEqual({ ok: false, reason: "http-503" });
  });

  it("gives up after the timeout", async () => {
    reply = { ...answer({ success: true }), delayMs: 1_000 };
    const started = Date.now();
    const verdict = await createCaptcha(config("recaptcha-v2"), { logger, timeoutMs: 150 }).verify("tok", {
      ip: "1.2.3.4",
    });
    expect(verdict).toEqual({ ok: false, reason: "timeout" });
    expect(Date.now() - started).toBeLessThan(900);
  });

  it("reports an unreachable server as a network error", async () => {
    const captcha = createCaptcha(
      { ...config("recaptcha-v2"), verifyUrl: "http://127.0.0.1:1/siteverify" },
      { logger },
    );
    expect(await captcha.verify("tok", { ip: "1.2.3.4" })).toEqual({ ok: false, reason: "network-error" });
  });
});

describe("recaptcha-v3", () => {
  const captcha = () => createCaptcha(config("recaptcha-v3"), { logger });

  it("accepts a score at or above the threshold and reports it", async () => {
    reply = answer({ success: true, score: 0.5, action: "lead" });
    expect(await captcha().verify("tok", { ip: "1.2.3.4", action: "lead" })).toEqual({
      ok: true,
      score: 0.5,
    });
    reply = answer({ success: true, score: 0.9, action: "lead" });
    expect(await captcha().verify("tok", { ip: "1.2.3.4" })).toEqual({ ok: true, score: 0.9 });
  });

  it("refuses a score below the threshold", async () => {
    reply = answer({ success: true, score: 0.3, action: "lead" });
    expect(await captcha().verify("tok", { ip: "1.2.3.4", action: "lead" })).toEqual({
      ok: false,
      reason: "score-too-low",
      score: 0.3,
    });
  });

  it("refuses a token made for another action", async () => {
    reply = answer({ success: true, score: 0.9, action: "signup" });
    expect(await captcha().verify("tok", { ip: "1.2.3.4", action: "lead" })).toEqual({
      ok: false,
      reason: "action-mismatch",
      score: 0.9,
    });
  });

  it("refuses a successful answer without a score as malformed", async () => {
    reply = answer({ success: true, action: "lead" });
    expect(await captcha().verify("tok", { ip: "1.2.3.4", action: "lead" })).toEqual({
      ok: false,
      reason: "malformed-response",
    });
  });
});
