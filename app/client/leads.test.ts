import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newIdempotencyKey, postLead, postLeadForm } from "./leads.ts";

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("newIdempotencyKey", () => {
  it("uses crypto.randomUUID where it exists", () => {
    expect(newIdempotencyKey()).toMatch(UUID_V4);
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });

  it("builds a version 4 UUID from random bytes outside a secure context", () => {
    const getRandomValues = <T extends ArrayBufferView | null>(array: T) => {
      (array as unknown as Uint8Array).fill(0xff);
      return array;
    };
    expect(newIdempotencyKey({ getRandomValues })).toBe("ffffffff-ffff-4fff-bfff-ffffffffffff");
  });
});

describe("postLead", () => {
  let status = 200;
  let answer = "{}";
  let seen: { headers: IncomingMessage["headers"]; body: string } | null = null;
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => {
      seen = { headers: request.headers, body };
      response.writeHead(status, { "content-type": "application/json" }).end(answer);
    });
  });
  let url = "";
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/leads`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("sends JSON with the token and the idempotency key, and reads a 200 as success", async () => {
    status = 200;
    const result = await postLead(url, { lead: { message: "Hi" } }, { token: "tok", idempotencyKey: "k-1" });
    expect(result).toEqual({ ok: true });
    expect(seen!.headers["idempotency-key"]).toBe("k-1");
    expect(seen!.headers.accept).toBe("application/json");
    expect(JSON.parse(seen!.body)).toEqual({ lead: { message: "Hi" }, authenticity_token: "tok" });
  });

  it("reads any other status as a failure", async () => {
    status = 201;
    expect(await postLead(url, {}, { token: "t", idempotencyKey: "k" })).toEqual({ ok: false, status: 201 });
    status = 422;
    expect(await postLead(url, {}, { token: "t", idempotencyKey: "k" })).toEqual({ ok: false, status: 422 });
  });

  it("reads no answer as a failure", async () => {
    const result = await postLead("http://127.0.0.1:1/leads", {}, { token: "t", idempotencyKey: "k" });
    expect(result).toEqual({ ok: false, status: null });
  });

  it("posts a form's fields form-encoded and reads a refusal's messages and flash", async () => {
    status = 422;
    answer = JSON.stringify({
      errors: { "lead[message]": ["Please enter a valid message"] },
      flash: "x-error",
    });
    const fields = new FormData();
    fields.append("authenticity_token", "tok");
    fields.append("lead[message]", " ");
    const result = await postLeadForm(url, fields, { idempotencyKey: "k-2" });
    expect(result).toEqual({
      ok: false,
      status: 422,
      errors: { "lead[message]": ["Please enter a valid message"] },
      flash: "x-error",
    });
    expect(seen!.headers["content-type"]).toMatch(/^application\/x-www-form-urlencoded/);
    expect(seen!.headers["idempotency-key"]).toBe("k-2");
    expect(new URLSearchParams(seen!.body).get("lead[message]")).toBe(" ");
    expect(new URLSearchParams(seen!.body).get("authenticity_token")).toBe("tok");

    status = 200;
    expect(await postLeadForm(url, fields, { idempotencyKey: "k-2" })).toEqual({ ok: true });
    status = 500;
    answer = "<html>";
    expect(await postLeadForm(url, fields, { idempotencyKey: "k-2" })).toEqual({ ok: false, status: 500 });
  });
});
