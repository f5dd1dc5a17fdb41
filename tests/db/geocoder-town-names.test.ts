// Issue 36: the geocoder's last resort, the town by name, against the real GeoNames gazetteer on PGlite and,
// with TEST_DATABASE_URL, PostgreSQL. A feed's spelling ("Bury St. Edmunds", "Newcastle on Tyne") finds the
// gazetteer's through place_name_key(), one rule in SQL (migration 0027); a name Britain has twice is placed
// only when the county or the postcode's area says which one, and left unplaced, with a reason, otherwise.
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { selectPlacesNamed } from "../../db/repos/places.ts";
import { places, postcodes } from "../../db/schema.ts";
import { seedGazetteerIfEmpty } from "../../db/reference/gazetteer.ts";
import { geocodeMany, geocodeManyExplained } from "../../modules/search/index.ts";
import { databaseTargets, tempDatabaseForSuite } from "../support/database-targets.ts";

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe.each(databaseTargets("geocoder_town_names"))("the geocoder's town step on $name", (target) => {
  let database: Database;
  tempDatabaseForSuite(
    target,
    "town-names",
    async (temp) => {
      ({ database } = temp);
      await seedGazetteerIfEmpty(database.db);
    },
    180_000,
  );

  const gazetteer = async (name: string) =>
    rowsOf<{ name: string; county_name: string; latitude: number; longitude: number }>(
      await database.db.execute(
        sql`select name, county_name, latitude, longitude from ${places} where name = ${name} and kind = 'town' order by county_name`,
      ),
    );

  it("place_name_key() gives one key for every way of writing a name", async () => {
    const cases: [string, string][] = [
      ["Bury St. Edmunds", "bury st edmunds"],
      ["  BURY   ST EDMUNDS ", "bury st edmunds"],
      ["Saint Ives", "st ives"],
      ["St. Ives", "st ives"],
      ["Stratford-upon-Avon", "stratford on avon"],
      ["Stratford upon Avon", "stratford on avon"],
      ["Stratford on Avon", "stratford on avon"],
      ["Newcastle-upon-Tyne", "newcastle on tyne"],
      ["King's Lynn", "kings lynn"],
      ["King’s Lynn", "kings lynn"],
      ["Kings Lynn", "kings lynn"],
      ["Blairgowrie & Rattray", "blairgowrie and rattray"],
      ["Cwmbrân", "cwmbran"],
      ["Llanfair-ym-Muallt / Builth Wells", "llanfair ym muallt builth wells"],
      ["ŴŶÂÊÎÔÛ ŵŷâêîôû", "wyaeiou wyaeiou"],
      ["Newport (Gwent), Wales", "newport gwent wales"],
      // Only whole words change: "Saintbury" and "Uponor" keep their letters.
      ["Saintbury", "saintbury"],
      ["Uponor", "uponor"],
      ["", ""],
    ];
    const rows = rowsOf<{ t: string; key: string }>(
      await database.db.execute(
        sql`select t, place_name_key(t) as key from json_array_elements_text(${JSON.stringify(cases.map(([input]) => input))}::json) t`,
      ),
    );
    expect(rows.map((row) => [row.t, row.key])).toEqual(cases);
    const [nulls] = rowsOf<{ key: string | null }>(
      await database.db.execute(sql`select place_name_key(null) as key`),
    );
    expect(nulls!.key).toBeNull();
  });

  it("the gazetteer holds the names this file relies on, in these spellings", async () => {
    expect((await gazetteer("Bury St Edmunds")).map((r) => r.county_name)).toEqual(["Suffolk"]);
    expect((await gazetteer("King's Lynn")).map((r) => r.county_name)).toEqual(["Norfolk"]);
    expect((await gazetteer("Stratford-upon-Avon")).map((r) => r.county_name)).toEqual(["Warwickshire"]);
    expect(await gazetteer("Newcastle upon Tyne")).toHaveLength(1);
    expect(await gazetteer("Blairgowrie and Rattray")).toHaveLength(1);
    expect(await gazetteer("Cwmbran")).toHaveLength(1);
    // A name shared across Britain, written two ways, and one written one way in two counties.
    expect((await gazetteer("St Ives")).map((r) => r.county_name)).toEqual(["Cornwall"]);
    expect((await gazetteer("Saint Ives")).map((r) => r.county_name)).toEqual(["Cambridgeshire"]);
    expect((await gazetteer("Mildenhall")).map((r) => r.county_name)).toEqual(["Suffolk", "Wiltshire"]);
  });

  it("selectPlacesNamed answers each query with the key it matched by, and whether the county agrees", async () => {
    const rows = await selectPlacesNamed(database.db, [
      { name: "Bury St. Edmunds" },
      { name: "st ives", county: "Cornwall" },
      { name: "Nowhere-on-Sea" },
    ]);
    expect(
      rows
        .map((r) => ({ query: r.query, county: r.county, key: r.key, name: r.name, inCounty: r.inCounty }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    ).toEqual([
      {
        query: "Bury St. Edmunds",
        county: null,
        key: "bury st edmunds",
        name: "Bury St Edmunds",
        inCounty: null,
      },
      { query: "st ives", county: "Cornwall", key: "st ives", name: "Saint Ives", inCounty: false },
      { query: "st ives", county: "Cornwall", key: "st ives", name: "St Ives", inCounty: true },
    ]);
  });

  it("finds the gazetteer's town however the feed spells it, and says what it tolerated", async () => {
    const spellings: [string, string][] = [
      ["Bury St. Edmunds", "Bury St Edmunds"],
      ["Bury Saint Edmunds", "Bury St Edmunds"],
      ["bury st edmunds", "Bury St Edmunds"],
      ["  Bury   St  Edmunds ", "Bury St Edmunds"],
      ["Kings Lynn", "King's Lynn"],
      ["King’s Lynn", "King's Lynn"],
      ["KING'S LYNN", "King's Lynn"],
      ["Stratford upon Avon", "Stratford-upon-Avon"],
      ["Stratford-on-Avon", "Stratford-upon-Avon"],
      ["Newcastle on Tyne", "Newcastle upon Tyne"],
      ["Newcastle-upon-Tyne", "Newcastle upon Tyne"],
      ["Blairgowrie & Rattray", "Blairgowrie and Rattray"],
      ["Cwmbrân", "Cwmbran"],
    ];
    const results = await geocodeMany(
      database.db,
      spellings.map(([town]) => ({ postcode: null, town })),
    );
    for (const [i, [town, gazetteerName]] of spellings.entries()) {
      const [place] = await gazetteer(gazetteerName);
      expect(results[i], town).toMatchObject({ precision: "town" });
      expect(results[i]!.latitude, town).toBeCloseTo(place!.latitude, 5);
      expect(results[i]!.longitude, town).toBeCloseTo(place!.longitude, 5);
      if (town.toLowerCase() === gazetteerName.toLowerCase()) expect(results[i]!.note).toBeUndefined();
      else expect(results[i]!.note, town).toBe(`town "${town.trim()}" matched gazetteer "${gazetteerName}"`);
    }
  });

  it("leaves a name Britain has twice unplaced without a county or postcode area, and says why", async () => {
    const { results, reasons } = await geocodeManyExplained(database.db, [
      { town: "St Ives" },
      { town: "Mildenhall", postcode: "ZZ9 9ZZ" },
      { town: "Nowhere-on-Sea" },
      {},
    ]);
    expect(results).toEqual([null, null, null, null]);
    expect(reasons).toEqual([
      'town "St Ives" names 2 places (Cambridgeshire, Cornwall) and neither a county nor the postcode\'s area says which',
      'postcode "ZZ9 9ZZ" not placed; town "Mildenhall" names 2 places (Suffolk, Wiltshire) and neither a county nor the postcode\'s area says which',
      'town "Nowhere-on-Sea" is not in the gazetteer',
      "no town given",
    ]);
  });

  it("with the county, places the one in it, and refuses a town not in it", async () => {
    const [cornwall] = await gazetteer("St Ives");
    const [cambridgeshire] = await gazetteer("Saint Ives");
    const [suffolk, wiltshire] = await gazetteer("Mildenhall");
    const { results, reasons } = await geocodeManyExplained(database.db, [
      { town: "St Ives", county: "Cornwall" },
      { town: "St. Ives", county: "Cambridgeshire" },
      { town: "Mildenhall", county: "West Suffolk" },
      { town: "Mildenhall", county: "wiltshire" },
      { town: "Bury St Edmunds", county: "Norfolk" },
    ]);
    expect(results[0]).toMatchObject({ latitude: cornwall!.latitude, longitude: cornwall!.longitude });
    expect(results[0]!.note).toBe("one of 2 places of that name, chosen by county");
    expect(results[1]).toMatchObject({ latitude: cambridgeshire!.latitude, precision: "town" });
    expect(results[1]!.note).toBe(
      'town "St. Ives" matched gazetteer "Saint Ives"; one of 2 places of that name, chosen by county',
    );
    expect(results[2]).toMatchObject({ latitude: suffolk!.latitude, longitude: suffolk!.longitude });
    expect(results[3]).toMatchObject({ latitude: wiltshire!.latitude, longitude: wiltshire!.longitude });
    expect(results[4]).toBeNull();
    expect(reasons).toEqual([
      null,
      null,
      null,
      null,
      'town "Bury St Edmunds" is not in county "Norfolk" (the gazetteer has it in Suffolk)',
    ]);
  });

  describe("with postcodes of area IP known (around Mildenhall, Suffolk, and Ipswich)", () => {
    beforeAll(async () => {
      await database.db.insert(postcodes).values([
        // Near Mildenhall, Suffolk (52.344, 0.511) and Ipswich; none of them is IP28 7EE.
        {
          postcode: "IP28 7AA",
          district: "IP28",
          sector: "IP28 7",
          latitude: 52.3441,
          longitude: 0.5105,
          source: "test",
        },
        {
          postcode: "IP28 7AB",
          district: "IP28",
          sector: "IP28 7",
          latitude: 52.3485,
          longitude: 0.5166,
          source: "test",
        },
        {
          postcode: "IP1 1AA",
          district: "IP1",
          sector: "IP1 1",
          latitude: 52.0594,
          longitude: 1.1556,
          source: "test",
        },
      ]);
    });

    it("places a shared name by the postcode's area when the postcode itself is unknown", async () => {
      const [suffolk] = await gazetteer("Mildenhall");
      const { results, reasons } = await geocodeManyExplained(database.db, [
        { postcode: "IP28 7EE", town: "Mildenhall" },
        { postcode: "ip287ee", town: "MILDENHALL" },
      ]);
      // IP28 7 is a known sector only in the postcodes table, not as a places row: the town step places it.
      expect(results[0]).toEqual({
        latitude: suffolk!.latitude,
        longitude: suffolk!.longitude,
        precision: "town",
        note: "one of 2 places of that name, chosen by postcode area",
      });
      expect(results[1]).toMatchObject({ latitude: suffolk!.latitude, longitude: suffolk!.longitude });
      expect(reasons).toEqual([null, null]);
    });

    it("refuses a town far from the postcode's area, even a name Britain has once", async () => {
      const { results, reasons } = await geocodeManyExplained(database.db, [
        { postcode: "IP28 7EE", town: "King's Lynn" },
        { postcode: "IP28 7EE", town: "Bury St. Edmunds" },
        { postcode: "IP28 7EE", town: "Mildenhall", county: "Wiltshire" },
      ]);
      // King's Lynn is some 45 km from IP28; Bury St Edmunds some 17.
      expect(results[0]).toBeNull();
      expect(reasons[0]).toBe(
        'postcode "IP28 7EE" not placed; town "King\'s Lynn" is not within 40 km of postcode area IP (the gazetteer has it in Norfolk)',
      );
      expect(results[1]).toMatchObject({ precision: "town" });
      expect(results[1]!.latitude).toBeCloseTo(52.2463, 3);
      expect(results[2]).toBeNull();
      expect(reasons[2]).toMatch(/^postcode "IP28 7EE" not placed; town "Mildenhall" is not within 40 km/);
    });

    it("reads the area from postcode_district places too, in a batch of 300", async () => {
      // Area PE, known only from a district's places row (as an import's refreshPostcodePlaces makes them);
      // the queries' district PE31 is not known, so the town step places them.
      await database.db.insert(places).values({
        name: "PE30",
        countyName: "King's Lynn",
        kind: "postcode_district",
        latitude: 52.757,
        longitude: 0.405,
      });
      const queries = Array.from({ length: 300 }, (_, i) =>
        i % 3 === 0
          ? { postcode: "PE31 9ZZ", town: "Kings Lynn" }
          : i % 3 === 1
            ? { postcode: "PE31 9ZZ", town: "Mildenhall" }
            : { postcode: "IP28 7EE", town: `Mildenhall` },
      );
      const results = await geocodeMany(database.db, queries);
      expect(results[0]).toMatchObject({
        precision: "town",
        note: 'town "Kings Lynn" matched gazetteer "King\'s Lynn"',
      });
      expect(results[0]!.latitude).toBeCloseTo(52.75172, 4);
      // Both Mildenhalls are over 40 km from PE30: unplaced.
      expect(results[1]).toBeNull();
      expect(results[2]).toMatchObject({ precision: "town" });
      expect(results[2]!.latitude).toBeCloseTo(52.34446, 4);
    });
  });
});
