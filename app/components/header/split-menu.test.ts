import { describe, expect, it } from "vitest";
import { defaultTheme } from "../../../modules/content/model/default-theme.ts";
import { headerLayout, telHref } from "./split-menu.ts";

const items = ["Buy", "Rent", "Sell", "Landlords", "New Homes", "Commercial", "About us"];
const preferences = defaultTheme.preferences;

describe("headerLayout (spec §2 Header)", () => {
  it("puts the first 4 items left and the rest right without an equal split", () => {
    expect(headerLayout(items, { ...preferences, splitMenuEqually: false })).toEqual({
      left: ["Buy", "Rent", "Sell", "Landlords"],
      right: ["New Homes", "Commercial", "About us"],
      logoCentred: false,
    });
  });

  it("keeps the 4-left rule with a centred logo", () => {
    const layout = headerLayout(items.slice(0, 6), { ...preferences, logoPosition: "centre" });
    expect(layout.left).toHaveLength(4);
    expect(layout.right).toEqual(["New Homes", "Commercial"]);
    expect(layout.logoCentred).toBe(true);
  });

  it("splits half and half around a centred logo, the odd item on the left", () => {
    const layout = headerLayout(items, { ...preferences, splitMenuEqually: true, logoPosition: "left" });
    expect(layout.left).toEqual(["Buy", "Rent", "Sell", "Landlords"]);
    expect(layout.right).toEqual(["New Homes", "Commercial", "About us"]);
    expect(headerLayout(items.slice(0, 6), { ...preferences, splitMenuEqually: true }).left).toHaveLength(3);
    expect(layout.logoCentred).toBe(true);
  });

  it("leaves the right side empty with 4 items or fewer", () => {
    expect(headerLayout(items.slice(0, 3), preferences).right).toEqual([]);
  });
});

describe("telHref", () => {
  it("keeps digits and a leading plus", () => {
    expect(telHref("0117 496 0000")).toBe("tel:01174960000");
    expect(telHref("+44 (0)117 496-0000")).toBe("tel:+4401174960000");
  });
});
