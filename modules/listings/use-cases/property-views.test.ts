// POST /property_views' input (spec §7): an id past PostgreSQL's integer is refused, not a 500 (fuzz finding).
import { describe, expect, it } from "vitest";
import { propertyViewSchema } from "./property-views.ts";

describe("propertyViewSchema", () => {
  it("takes ids up to 2,147,483,647 and refuses larger ones", () => {
    expect(propertyViewSchema.safeParse({ property_id: "2147483647" }).success).toBe(true);
    expect(propertyViewSchema.safeParse({ property_id: "2147483648" }).success).toBe(false);
    expect(propertyViewSchema.safeParse({ property_id: "1e308" }).success).toBe(false);
  });
});
