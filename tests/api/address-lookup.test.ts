// GET /address_lookup (spec §7 "Places and address", spec §3 "Address"): the `local` provider on the demo
// seed's address book, and the `getaddress` provider against a local server speaking getAddress.io's API.
import { createServer, type IncomingMessage, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DEMO_HOUSES_PER_STREET } from "../../db/seed/addresses.ts";
import { startTestServer } from "../setup/test-server.ts";
import { listings } from "./search-expected.ts";
import { listenOnLoopback } from "../support/loopback.ts";

const baseUrl = inject("baseUrl");

async function get(query: string, base = baseUrl) {
  const response = await fetch(`${base}/address_lookup?${query}`);
  return {
    status: response.status,
    cache: response.headers.get("cache-control"),
    body: await response.json(),
  };
}
const autocomplete = (text: string, base = baseUrl) =>
  get(new URLSearchParams({ autocomplete: text }).toString(), base);
const byId = (id: string, base = baseUrl) => get(new URLSearchParams({ id }).toString(), base);

// A home listing of the demo seed: its street holds houses 1..DEMO_HOUSES_PER_STREET in the address book.
const home = listings.find(
  (p) => p.propertyType !== "Land" && p.propertyType !== "Development" && p.street.split(" ").length >= 2,
)!;

describe("GET /address_lookup, local provider (demo address book)", () => {
  it("suggests the houses of a street for '{number} {street}', each as {id, address}", async () => {
    const { status, cache, body } = await autocomplete(`3 ${home.street}`);
    expect(status).toBe(200);
    expect(cache).toBe("public, max-age=300");
    expect(body.suggestions.length).toBeGreaterThan(0);
    expect(body.suggestions.length).toBeLessThanOrEqual(10);
    for (const suggestion of body.suggestions) {
      expect(Object.keys(suggestion).sort()).toEqual(["address", "id"]);
      expect(typeof suggestion.id).toBe("string");
      expect(suggestion.address.toLowerCase()).toContain(home.street.toLowerCase());
    }
    const wanted = `3 ${home.street}, ${home.locality}, ${home.town}, ${home.postcode}`;
    expect(body.suggestions.map((s: { address: string }) => s.address)).toContain(wanted);
  });

  it("answers the chosen suggestion's address object with the fields of spec §3", async () => {
    const { body } = await autocomplete(`3 ${home.street} ${home.postcode}`);
    const chosen = body.suggestions.find((s: { address: string }) =>
      s.address.startsWith(`3 ${home.street},`),
    );
    expect(chosen).toBeDefined();
    const { status, body: address } = await byId(chosen.id);
    expect(status).toBe(200);
    expect(address).toEqual({
      building_name: "",
      building_number: "3",
      line_1: `3 ${home.street}`,
      line_2: home.locality,
      line_3: "",
      line_4: "",
      town_or_city: home.town,
      county: home.county,
      postcode: home.postcode,
    });
  });

  it("matches a whole or partial postcode, in any spacing", async () => {
    for (const text of [home.postcode, home.postcode.replace(" ", "").toLowerCase()]) {
      const { body } = await autocomplete(text);
      expect(body.suggestions.length).toBeGreaterThanOrEqual(Math.min(DEMO_HOUSES_PER_STREET, 10));
      for (const s of body.suggestions) expect(s.address.endsWith(`, ${home.postcode}`)).toBe(true);
    }
    const outward = home.postcode.split(" ")[0]!;
    const { body } = await autocomplete(`${outward} ${home.postcode.split(" ")[1]![0]}`);
    expect(body.suggestions.length).toBeGreaterThanOrEqual(1);
    expect(body.suggestions.length).toBeLessThanOrEqual(10);
    for (const s of body.suggestions) expect(s.address).toMatch(new RegExp(`, ${outward} \\w{3}$`));
  });

  it("answers no suggestions for text that matches nothing, is too short, or holds LIKE wildcards", async () => {
    for (const text of ["zzqx no such road", "ab", "%%%", "___"]) {
      const { status, body } = await autocomplete(text);
      expect(status).toBe(200);
      expect(body).toEqual({ suggestions: [] });
    }
  });

  it("answers 404 for an unknown or malformed id", async () => {
    for (const id of ["999999999", "abc", "1;drop", ""]) {
      const { status, body } = await byId(id);
      expect(status).toBe(404);
      expect(body.error).toBeTypeOf("string");
    }
  });

  it("answers 400 without autocomplete or id, or with text over 100 characters", async () => {
    expect((await get("")).status).toBe(400);
    const long = await autocomplete("a".repeat(101));
    expect(long.status).toBe(400);
    expect(long.body.errors.address_lookup[0]).toMatch(/100 characters/);
  });
});

// A stand-in for api.getAddress.io: the documented paths, the api-key query parameter, JSON answers.
type Seen = { path: string; apiKey: string | null };
async function startGetAddressStub() {
  const seen: Seen[] = [];
  let mode: "ok" | "fail" | "garbage" = "ok";
  const server: Server = createServer((req: IncomingMessage, res) => {
    const url = new URL(req.url!, "http://stub");
    seen.push({ path: decodeURIComponent(url.pathname), apiKey: url.searchParams.get("api-key") });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(typeof body === "string" ? body : JSON.stringify(body));
    };
    if (url.searchParams.get("api-key") !== "test-key") return send(401, { Message: "Invalid api-key." });
    if (mode === "fail") return send(500, { Message: "Server error" });
    if (mode === "garbage") return send(200, "<html>not json");
    const [, kind, ...rest] = url.pathname.split("/");
    const term = decodeURIComponent(rest.join("/"));
    if (kind === "autocomplete") {
      if (term.includes("nowhere")) return send(200, { suggestions: [] });
      return send(200, {
        suggestions: Array.from({ length: 12 }, (_, i) => ({
          address: `${i + 1} Downing Street, London`,
          url: `/get/ID${i + 1}`,
          id: `ID${i + 1}==`,
        })),
      });
    }
    if (kind === "get" && term === "ID10==") {
      return send(200, {
        postcode: "SW1A 2AA",
        latitude: 51.5,
        longitude: -0.12,
        formatted_address: ["10 Downing Street", "", "", "London", ""],
        thoroughfare: "Downing Street",
        building_name: "",
        sub_building_name: "",
        sub_building_number: "",
        building_number: "10",
        line_1: "10 Downing Street",
        line_2: "",
        line_3: "",
        line_4: "",
        locality: "",
        town_or_city: "London",
        county: "London",
        district: "City of Westminster",
        country: "England",
        residential: true,
      });
    }
    return send(404, { Message: "Not found." });
  });
  const url = await listenOnLoopback(server);
  return { url, seen, setMode: (m: typeof mode) => (mode = m), close: () => server.close() };
}

describe("GET /address_lookup, getaddress provider (getAddress.io protocol)", () => {
  let stub: Awaited<ReturnType<typeof startGetAddressStub>>;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    stub = await startGetAddressStub();
    server = await startTestServer(
      {
        ADDRESS_PROVIDER: "getaddress",
        GETADDRESS_API_KEY: "test-key",
        GETADDRESS_API_URL: stub.url,
        LOG_LEVEL: "silent",
      },
      { ownDatabase: true },
    );
  }, 300_000);
  afterAll(async () => {
    await server?.stop();
    stub?.close();
  });

  it("asks /autocomplete/{term} with the api key and answers at most 10 {id, address}", async () => {
    const { status, body } = await autocomplete("10 Downing St", server.baseUrl);
    expect(status).toBe(200);
    expect(stub.seen.at(-1)).toEqual({ path: "/autocomplete/10 Downing St", apiKey: "test-key" });
    expect(body.suggestions).toHaveLength(10);
    expect(body.suggestions[9]).toEqual({ id: "ID10==", address: "10 Downing Street, London" });
  });

  it("answers the same text from its cache without another billed call", async () => {
    const before = stub.seen.length;
    await autocomplete("10 Downing St", server.baseUrl);
    expect(stub.seen.length).toBe(before);
  });

  it("asks /get/{id} and answers the address object", async () => {
    const { status, body } = await byId("ID10==", server.baseUrl);
    expect(status).toBe(200);
    expect(stub.seen.at(-1)).toEqual({ path: "/get/ID10==", apiKey: "test-key" });
    expect(body).toEqual({
      building_name: "",
      building_number: "10",
      line_1: "10 Downing Street",
      line_2: "",
      line_3: "",
      line_4: "",
      town_or_city: "London",
      county: "London",
      postcode: "SW1A 2AA",
    });
  });

  it("answers 404 for an id getAddress.io does not know, and [] when it finds nothing", async () => {
    expect((await byId("UNKNOWN", server.baseUrl)).status).toBe(404);
    expect((await autocomplete("nowhere lane", server.baseUrl)).body).toEqual({ suggestions: [] });
  });

  it("answers [] (suggestions) and 503 (address) when getAddress.io fails, never a 500", async () => {
    for (const mode of ["fail", "garbage"] as const) {
      stub.setMode(mode);
      const suggestions = await autocomplete(`failing ${mode}`, server.baseUrl);
      expect(suggestions.status).toBe(200);
      expect(suggestions.body).toEqual({ suggestions: [] });
      expect(suggestions.cache).toBe("no-store");
      const address = await byId(`FAIL${mode}`, server.baseUrl);
      expect(address.status).toBe(503);
      expect(address.body.error).toMatch(/unavailable/);
    }
    stub.setMode("ok");
  });

  it("limits each visitor to 60 billed calls per 10 minutes (429 after)", async () => {
    // Calls so far in this suite: 1 + 1 + 1 + 1 + 4 = 8 billed; 52 more fill the budget.
    const used = stub.seen.length;
    for (let i = used; i < 60; i += 1) {
      expect((await autocomplete(`budget ${i}`, server.baseUrl)).status).toBe(200);
    }
    const refused = await autocomplete("one too many", server.baseUrl);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ errors: { base: ["Too many requests, please try again later."] } });
    expect(stub.seen.length).toBe(60);
    // Answers already paid for are still served.
    expect((await autocomplete("10 Downing St", server.baseUrl)).status).toBe(200);
  });
});
