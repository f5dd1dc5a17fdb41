import { describe, expect, it } from "vitest";
import { gbPlaces } from "./gazetteer.ts";

const row = (name: string, country: string, admin1: string, admin2: string) => ({
  name,
  lat: "51.5",
  lng: "-2.5",
  country,
  admin1,
  admin2,
});

describe("gbPlaces", () => {
  const names = new Map([
    ["GB.ENG", "England"],
    ["GB.ENG.E6", "Gloucestershire"],
  ]);

  it("keeps GB rows only, named by their admin2 county", () => {
    const places = gbPlaces([row("Cheltenham", "GB", "ENG", "E6"), row("Lyon", "FR", "84", "69")], names);
    expect(places).toEqual([
      {
        id: 1,
        name: "Cheltenham",
        countyName: "Gloucestershire",
        country: "GB",
        latitude: 51.5,
        longitude: -2.5,
      },
    ]);
  });

  it("falls back to the country part when the admin2 code has no name", () => {
    expect(gbPlaces([row("Somewhere", "GB", "ENG", "ZZ")], names)[0]!.countyName).toBe("England");
  });

  it("leaves out places with no admin code (outside the UK)", () => {
    expect(gbPlaces([row("Dhekelia", "GB", "", "")], names)).toEqual([]);
  });

  it("numbers places in name order", () => {
    const places = gbPlaces([row("Stroud", "GB", "ENG", "E6"), row("Bath", "GB", "ENG", "E6")], names);
    expect(places.map((p) => [p.id, p.name])).toEqual([
      [1, "Bath"],
      [2, "Stroud"],
    ]);
  });
});
