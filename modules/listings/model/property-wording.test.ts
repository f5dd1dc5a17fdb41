import { describe, expect, it } from "vitest";
import {
  isBarnToConvert,
  isDevelopmentPlot,
  propertyHeading,
  type WordingInput,
} from "./property-wording.ts";

const home: WordingInput = {
  channel: "sales",
  bedrooms: 3,
  propertyType: "Detached House",
  tags: [],
  town: "Bath",
  parentId: null,
};

describe("propertyHeading, standard wording", () => {
  it("reads '{beds} bedroom {type} for sale in {town}'", () => {
    expect(propertyHeading(home, "standard")).toBe("3 bedroom detached house for sale in Bath");
  });

  it("says 'to let' for lettings", () => {
    expect(
      propertyHeading({ ...home, channel: "lettings", bedrooms: 1, propertyType: "Flat" }, "standard"),
    ).toBe("1 bedroom flat to let in Bath");
  });

  it("leaves out a zero bedroom count and capitalises the first word", () => {
    expect(propertyHeading({ ...home, bedrooms: 0, propertyType: "Land" }, "standard")).toBe(
      "Land for sale in Bath",
    );
  });

  it("keeps the standard wording for development plots and barns outside the gth variant", () => {
    expect(propertyHeading({ ...home, parentId: 9, propertyType: "Semi-Detached House" }, "standard")).toBe(
      "3 bedroom semi-detached house for sale in Bath",
    );
  });
});

describe("propertyHeading, gth variant (spec §9 Site variant)", () => {
  it("uses 'Development Opportunity For Sale In' for a development plot", () => {
    expect(propertyHeading({ ...home, parentId: 12 }, "gth")).toBe(
      "Development Opportunity For Sale In Bath",
    );
    expect(propertyHeading({ ...home, propertyType: "Development", bedrooms: 0 }, "gth")).toBe(
      "Development Opportunity For Sale In Bath",
    );
    expect(propertyHeading({ ...home, tags: ["gth development"] }, "gth")).toBe(
      "Development Opportunity For Sale In Bath",
    );
  });

  it("uses 'Barn(s) To Convert In' for barns", () => {
    expect(propertyHeading({ ...home, propertyType: "Barn", bedrooms: 0 }, "gth")).toBe(
      "Barn(s) To Convert In Bath",
    );
    expect(propertyHeading({ ...home, propertyType: "Land", tags: ["Barns"] }, "gth")).toBe(
      "Barn(s) To Convert In Bath",
    );
  });

  it("title-cases '{beds} Bedroom {type} For Sale/To Let In' otherwise", () => {
    expect(propertyHeading(home, "gth")).toBe("3 Bedroom Detached House For Sale In Bath");
    expect(propertyHeading({ ...home, channel: "lettings", propertyType: "Flat", bedrooms: 2 }, "gth")).toBe(
      "2 Bedroom Flat To Let In Bath",
    );
  });

  it("treats a barn conversion as a finished home", () => {
    expect(isBarnToConvert({ ...home, propertyType: "Barn Conversion" })).toBe(false);
    expect(propertyHeading({ ...home, propertyType: "Barn Conversion", bedrooms: 4 }, "gth")).toBe(
      "4 Bedroom Barn Conversion For Sale In Bath",
    );
  });

  it("recognises development plots by parent, type or tag only", () => {
    expect(isDevelopmentPlot(home)).toBe(false);
    expect(isDevelopmentPlot({ ...home, propertyType: "Building Plot" })).toBe(true);
  });
});
