import { describe, expect, it } from "vitest";
import { applyOverrides, changedFields, columnsOf, isFeedSource, overridesAfterEdit } from "./overrides.ts";

const feedRow = {
  channel: "sales" as const,
  price: 410_000,
  status: "available" as const,
  summary: "From the CRM",
  rentFrequency: null,
  quotedPrice: null,
  materialInformation: { parking: "Street", heating: "Gas" },
};

describe("overrides of feed listings", () => {
  it("tells feed sources from the desk's own", () => {
    expect(isFeedSource("crm")).toBe(true);
    expect(isFeedSource("manual")).toBe(false);
    expect(isFeedSource("demo")).toBe(false);
  });

  it("keeps the feed's value beside each changed field, and drops an override set back to it", () => {
    const once = overridesAfterEdit(feedRow, {}, { price: 399_000, "materialInformation.parking": "Garage" });
    expect(once).toEqual({
      price: { value: 399_000, feedValue: 410_000 },
      "materialInformation.parking": { value: "Garage", feedValue: "Street" },
    });
    // A second edit of an overridden field keeps the feed's value, not the desk's previous one.
    const shown = { ...feedRow, price: 399_000 };
    expect(overridesAfterEdit(shown, once, { price: 395_000 }).price).toEqual({
      value: 395_000,
      feedValue: 410_000,
    });
    expect(overridesAfterEdit(shown, once, { price: 410_000 })).not.toHaveProperty("price");
  });

  it("applies overrides over a feed row and refreshes their feed values", () => {
    const overrides = {
      price: { value: 399_000, feedValue: 400_000 },
      "materialInformation.parking": { value: "Garage", feedValue: "Street" },
    };
    const { columns, overrides: next } = applyOverrides(feedRow, overrides);
    expect(columns).toMatchObject({
      price: 399_000,
      summary: "From the CRM",
      materialInformation: { parking: "Garage", heating: "Gas" },
    });
    expect(next.price).toEqual({ value: 399_000, feedValue: 410_000 });
  });

  it("lets a field follow the feed again once the feed sends the desk's value", () => {
    const { columns, overrides } = applyOverrides(feedRow, { price: { value: 410_000, feedValue: 400_000 } });
    expect(columns.price).toBe(410_000);
    expect(overrides).toEqual({});
  });

  it("keeps a weekly-quoted rent's shown figure in step with a new monthly price", () => {
    const letting = {
      ...feedRow,
      channel: "lettings" as const,
      rentFrequency: "weekly" as const,
      quotedPrice: 300,
    };
    expect(columnsOf(letting, { price: 1_300 })).toEqual({ price: 1_300, quotedPrice: 300 });
    expect(columnsOf(letting, { price: 1_733 }).quotedPrice).toBe(400);
  });

  it("lists only the fields whose value differs", () => {
    expect(
      changedFields(feedRow, { price: 410_000, summary: "New", "materialInformation.heating": "Gas" }),
    ).toEqual({ summary: "New" });
  });
});
