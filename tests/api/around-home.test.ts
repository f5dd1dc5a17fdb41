// GET /properties/{id}/around-home.json and the material information's open-data fallbacks (issue 17), on a
// server of its own whose demo agency loaded its open data files through the importers: many records as
// seeded, then one, then none.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AroundHome } from "../../modules/open-data/model/around-home.ts";
import { announceChange } from "../../platform/change-notices.ts";
import { startTestServer } from "../setup/test-server.ts";

let server: Awaited<ReturnType<typeof startTestServer>>;
let propertyId: number;
let postcode: string;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const run = async (statement: ReturnType<typeof sql>) => {
  const result = rowsOf(await server.services.db.execute(statement));
  await announceChange(server.services.db, "all");
  return result;
};
const around = async (id: number | string = propertyId) => {
  const response = await fetch(`${server.baseUrl}/properties/${id}/around-home.json`);
  return {
    status: response.status,
    cache: response.headers.get("cache-control"),
    body: await response.json(),
  };
};

beforeAll(async () => {
  server = await startTestServer();
  // A listing on the market whose agency left broadband and flood risk blank (the fallbacks' case).
  const [row] = rowsOf<{ id: number; postcode: string }>(
    await server.services.db.execute(sql`
      update properties set material_information = material_information - 'broadband' - 'floodRisk'
      where id = (select min(id) from properties where status = 'available')
      returning id, postcode`),
  );
  if (!row) throw new Error("the demo has no listing on the market");
  propertyId = row.id;
  postcode = row.postcode;
}, 240_000);

afterAll(() => server?.stop());

describe("GET /properties/{id}/around-home.json", () => {
  it("answers the demo's schools, broadband and flood risk, each with its date (many)", async () => {
    const { status, cache, body } = await around();
    expect(status).toBe(200);
    expect(cache).toContain("public");
    const data = body as AroundHome;
    expect(data.postcode).toBe(postcode);
    expect(data.schools.state).toBe("shown");
    if (data.schools.state !== "shown") return;
    expect(data.schools.value.length).toBeGreaterThan(1);
    const miles = data.schools.value.map((school) => school.miles);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    expect(Math.max(...miles)).toBeLessThanOrEqual(1.5);
    expect(data.schools.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(data.broadband).toMatchObject({ state: "shown" });
    expect(data.flood).toMatchObject({ state: "shown" });
  });

  it("shows the agency's blank broadband and flood-risk rows from the open data, naming the source", async () => {
    const page = await (await fetch(`${server.baseUrl}/properties/${propertyId}`)).text();
    expect(page).toMatch(/<dt>Broadband<\/dt><dd[^>]*>[^<]*\(from Ofcom Connected Nations\)<\/dd>/);
    expect(page).toMatch(
      /<dt>Flood risk<\/dt><dd[^>]*>[^<]*\(from Environment Agency, Risk of Flooding from Rivers and Sea\)<\/dd>/,
    );
    // The section itself is not in the first HTML: only its heading and button.
    expect(page).toContain("Around this home");
    expect(page).not.toContain("Schools within 1.5 miles");
  });

  it("answers one school, and the postcode's one broadband and flood row (one)", async () => {
    await run(sql`
      delete from open_data_schools where urn <> (
        select urn from open_data_schools s, properties p where p.id = ${propertyId}
        order by earth_distance(ll_to_earth(s.latitude, s.longitude), ll_to_earth(p.latitude, p.longitude))
        limit 1)`);
    await run(sql`update open_data_broadband set superfast_percent = 100, ultrafast_percent = 0,
      full_fibre_percent = 0, gigabit_percent = 0, median_download_mbps = 42.5 where postcode = ${postcode}`);
    await run(sql`update open_data_flood_risk set residential_high = 0, residential_medium = 1,
      residential_low = 2, residential_very_low = 0 where postcode = ${postcode}`);
    const data = (await around()).body as AroundHome;
    expect(data.schools.state === "shown" && data.schools.value).toHaveLength(1);
    expect(data.broadband).toMatchObject({
      state: "shown",
      value: { superfastPercent: 100, fullFibrePercent: 0, medianDownloadMbps: 42.5 },
    });
    expect(data.flood).toMatchObject({
      state: "shown",
      value: { band: "Medium", residential: { High: 0, Medium: 1, Low: 2, "Very low": 0 } },
    });
    const page = await (await fetch(`${server.baseUrl}/properties/${propertyId}`)).text();
    expect(page).toContain(
      "Superfast available to 100% of premises; median download 42.5 Mbit/s (from Ofcom Connected Nations)",
    );
  });

  it("says there is no data where none was loaded, and the material information asks the agent", async () => {
    await run(sql`delete from open_data_schools`);
    await run(sql`delete from open_data_broadband`);
    await run(sql`delete from open_data_flood_risk`);
    await run(sql`delete from open_data_imports`);
    const data = (await around()).body as AroundHome;
    expect(data).toEqual({
      postcode,
      schools: { state: "none", date: null, ofstedDate: null },
      broadband: { state: "none", date: null },
      flood: { state: "none", date: null },
    });
    const page = await (await fetch(`${server.baseUrl}/properties/${propertyId}`)).text();
    expect(page).toMatch(/<dt>Broadband<\/dt><dd[^>]*>Ask the agent<\/dd>/);
  });

  it.each(["999999", "abc", "0"])("answers 404 for a property %s that is not on the market", async (id) => {
    const { status, cache } = await around(id);
    expect(status).toBe(404);
    expect(cache).toBe("no-store");
  });
});
