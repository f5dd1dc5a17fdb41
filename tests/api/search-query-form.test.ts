// The spec's query form of a search (/search?…, design §5) as the filter bar sends it without JavaScript.
import { describe, expect, inject, it } from "vitest";

const baseUrl = inject("baseUrl");
const get = (path: string) => fetch(`${baseUrl}${path}`, { redirect: "manual" });

describe("GET /search (query form)", () => {
  it("redirects 301 to the canonical path", async () => {
    const response = await get(
      "/search?channel=lettings&fragment=from-2-bed/up-to-1500&sorted=most-expensive-first",
    );
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(
      "/search/lettings/from-2-bed/up-to-1500/most-expensive-first",
    );
  });

  it("writes the default status (available) as no segment, from the form and from a path that names it", async () => {
    // The filter bar's status select sends status=available unless changed: the same search as none.
    const fromForm = await get("/search?channel=sales&status=available&text=garden");
    expect(fromForm.status).toBe(301);
    expect(fromForm.headers.get("location")).toBe("/search/sales/text-garden");
    const named = await get("/search/sales/status-available/from-2-bed");
    expect(named.status).toBe(301);
    expect(named.headers.get("location")).toBe("/search/sales/from-2-bed");
    expect((await get("/search/sales/status-sold")).status).toBe(200);
  });

  it("turns typed location text into the place the autocomplete would offer first", async () => {
    const suggestions = (await (await fetch(`${baseUrl}/places?term=Bristol`)).json()) as [string, number][];
    const bristolId = suggestions[0]![1];
    const response = await get("/search?channel=sales&q=Bristol&min_beds=2");
    expect(response.status).toBe(301);
    // Issue 18: straight to the canonical path, which names the place by its slug.
    expect(response.headers.get("location")).toBe("/search/sales/bristol/from-2-bed");
    const byId = await get(`/search/sales/gid-${bristolId}/from-2-bed`);
    expect(byId.headers.get("location")).toBe("/search/sales/bristol/from-2-bed");
  });

  it("answers an unknown location with the location-not-found flash on the search without it", async () => {
    const response = await get("/search?channel=sales&q=Qzxqzxq&min_beds=2");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/search/sales/from-2-bed#/flash/location-not-found");
  });

  it("is a 404 for a malformed query", async () => {
    expect((await get("/search?channel=sales&min_beds=lots")).status).toBe(404);
  });
});
