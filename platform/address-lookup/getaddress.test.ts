// The getAddress.io client against a local HTTP server: what it does when the provider is slow or refuses.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGetAddressLookup } from "./getaddress.ts";
import { AddressProviderError } from "./provider.ts";

let server: Server;
let base = "";
beforeAll(async () => {
  server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url!, "http://stub").pathname);
    if (path.startsWith("/autocomplete/slow")) return; // never answers
    if (path.startsWith("/autocomplete/quota")) {
      res.writeHead(429, { "Content-Type": "application/json" }).end('{"Message":"Too Many Requests"}');
      return;
    }
    if (path.startsWith("/autocomplete/shape")) {
      res.writeHead(200, { "Content-Type": "application/json" }).end('{"addresses":[]}');
      return;
    }
    res
      .writeHead(200, { "Content-Type": "application/json" })
      .end(
        JSON.stringify({ suggestions: [{ id: "A1", address: "1 Road, Town", url: "/get/A1" }, { id: 7 }] }),
      );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe("createGetAddressLookup", () => {
  it("reads the suggestions it understands and skips the rest", async () => {
    const lookup = createGetAddressLookup({ apiKey: "k", baseUrl: `${base}/` });
    expect(await lookup.suggest("1 road", 10)).toEqual([{ id: "A1", address: "1 Road, Town" }]);
  });

  it("gives up on a provider that does not answer in time", async () => {
    const lookup = createGetAddressLookup({ apiKey: "k", baseUrl: base, timeoutMs: 200 });
    const started = Date.now();
    await expect(lookup.suggest("slow road", 10)).rejects.toBeInstanceOf(AddressProviderError);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("treats a refusal or an answer of another shape as a provider failure", async () => {
    const lookup = createGetAddressLookup({ apiKey: "k", baseUrl: base });
    await expect(lookup.suggest("quota road", 10)).rejects.toThrow("getAddress.io autocomplete answered 429");
    await expect(lookup.suggest("shape road", 10)).rejects.toThrow(
      "getAddress.io answered no suggestions list",
    );
  });
});
