// GET /places against the running test server, ranked results checked against the seeded gazetteer.
import { describe, expect, inject, it } from "vitest";
import { metresBetween, places } from "./search-expected.ts";

const baseUrl = inject("baseUrl");

async function get(query: string) {
  const response = await fetch(`${baseUrl}/places?${query}`);
  return {
    status: response.status,
    cache: response.headers.get("cache-control"),
    body: await response.json(),
  };
}

const labelOf = (p: (typeof places)[number]) => (p.countyName ? `${p.name}, ${p.countyName}` : p.name);

describe("GET /places?term=", () => {
  it("puts the exact name first, then names starting with the text, then names containing it", async () => {
    const { status, cache, body } = await get("term=bath");
    expect(status).toBe(200);
    expect(cache).toBe("public, max-age=300");
    const bath = places.find((p) => p.name === "Bath")!;
    expect(body[0]).toEqual([labelOf(bath), bath.id]);
    const names = (body as [string, number][]).map(([, id]) =>
      places.find((p) => p.id === id)!.name.toLowerCase(),
    );
    const rank = (n: string) => (n === "bath" ? 0 : n.startsWith("bath") ? 1 : 2);
    expect(names.every((n) => n.includes("bath"))).toBe(true);
    expect(names.map(rank)).toEqual([...names.map(rank)].sort());
    const expectedCount = places.filter((p) => p.name.toLowerCase().includes("bath")).length;
    expect(body).toHaveLength(Math.min(15, expectedCount));
  });

  it("ranks bigger places first among equal matches and returns at most 15", async () => {
    const { body } = await get("term=lon");
    expect(body).toHaveLength(15);
    expect(body[0][0]).toBe("London, Greater London");
  });

  it("matches % and _ literally and answers [] for blank text", async () => {
    expect((await get("term=%25")).body).toEqual([]);
    expect((await get("term=%20")).body).toEqual([]);
  });
});

describe("GET /places?near=", () => {
  it("lists the 15 nearest places, nearest first", async () => {
    const point = { latitude: 51.4545, longitude: -2.5879 };
    const { status, body } = await get(`near=${point.longitude},${point.latitude}`);
    expect(status).toBe(200);
    const expected = [...places]
      .sort((a, b) => metresBetween(point, a) - metresBetween(point, b) || a.id - b.id)
      .slice(0, 15)
      .map((p) => [labelOf(p), p.id]);
    expect(body).toEqual(expected);
  });

  it.each(["near=abc", "near=1", "near=200,10", "near=1,95", ""])("rejects %s with 400", async (query) => {
    const { status, body } = await get(query);
    expect(status).toBe(400);
    expect(body.errors.places[0]).toMatch(/\w{3,}/);
  });
});
