import { describe, expect, it } from "vitest";
import { slugify } from "./slug.ts";

describe("slugify", () => {
  it("writes every kind of text the same way", () => {
    expect(slugify("Bath's best parks & green spaces")).toBe("baths-best-parks-and-green-spaces");
    expect(slugify("  Café Société — Clifton  ")).toBe("cafe-societe-clifton");
    expect(slugify("Sales Brochure!")).toBe("sales-brochure");
  });

  it("cuts to a length without leaving a hyphen at the end", () => {
    expect(slugify("Clifton Village Branch", { maxLength: 15 })).toBe("clifton-village");
    expect(slugify("Clifton Village Branch", { maxLength: 16 })).toBe("clifton-village");
    expect(slugify("a".repeat(100), { maxLength: 80 })).toHaveLength(80);
  });

  it("falls back when nothing sluggable is left", () => {
    expect(slugify("!!!", { fallback: "article" })).toBe("article");
    expect(slugify("东京", { fallback: "branch" })).toBe("branch");
    expect(slugify("???")).toBe("");
  });
});
