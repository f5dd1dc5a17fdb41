import { describe, expect, it } from "vitest";
import { readListPost } from "../../../platform/form-submission.ts";
import { valueOf } from "./content-form.ts";
import { heroCropArea, heroStoredSize } from "./hero-image.ts";

describe("a posted form read by its field names", () => {
  it("nests Conform's names into objects and lists, closing the holes a hand-made post leaves", () => {
    const read = readListPost({
      agencyName: "Marlow",
      "logo.url": "/logo.svg",
      "menu[0].name": "Buy",
      "menu[2].name": "Sell",
      "menu[2].items[0].name": "Valuation",
      "__proto__.x": "no",
    });
    const name = { name: "name", label: "Name", kind: "text" as const };
    const spec = {
      fields: [
        { name: "agencyName", label: "Agency", kind: "text" as const },
        { name: "logo.url", label: "Logo", kind: "hidden" as const },
      ],
      lists: [
        {
          name: "menu",
          label: "Menu",
          itemLabel: "item",
          addLabel: "Add",
          fields: [name],
          lists: [{ name: "items", label: "Items", itemLabel: "sub-item", addLabel: "Add", fields: [name] }],
        },
      ],
    };
    expect(read.ok && valueOf(spec, read.value)).toEqual({
      agencyName: "Marlow",
      logo: { url: "/logo.svg" },
      menu: [
        { name: "Buy", items: [] },
        { name: "Sell", items: [{ name: "Valuation" }] },
      ],
    });
    expect(read.ok && Object.keys(read.value)).not.toContain("__proto__");
  });

  it("reads each field by its kind and drops what the spec does not name", () => {
    const spec = {
      fields: [
        { name: "name", label: "Name", kind: "text" as const },
        { name: "note", label: "Note", kind: "text" as const, optional: true },
        { name: "target", label: "New tab", kind: "checkbox" as const, checked: "B" as const },
        { name: "on", label: "On", kind: "checkbox" as const },
        { name: "limit", label: "Limit", kind: "number" as const, optional: true },
        { name: "s.range", label: "Range", kind: "numbers" as const },
        { name: "urls", label: "Links", kind: "lines" as const },
      ],
    };
    const value = valueOf(spec, {
      name: "  Buy ",
      note: "",
      target: "on",
      limit: "8",
      s: { range: "100, 2x0" },
      urls: "https://a.example\n\n https://b.example ",
      extra: "ignored",
    });
    expect(value).toEqual({
      name: "Buy",
      note: undefined,
      target: "B",
      on: false,
      limit: 8,
      s: { range: [100, Number.NaN] },
      urls: ["https://a.example", "https://b.example"],
    });
    expect(valueOf(spec, {}).target).toBeUndefined();
  });
});

describe("the hero's crop", () => {
  it("keeps the largest 3:2 area at the focus", () => {
    expect(heroCropArea(3000, 1000, "centre")).toEqual({ left: 750, top: 0, width: 1500, height: 1000 });
    expect(heroCropArea(3000, 1000, "right")).toEqual({ left: 1500, top: 0, width: 1500, height: 1000 });
    expect(heroCropArea(1200, 1200, "top")).toEqual({ left: 0, top: 0, width: 1200, height: 800 });
    expect(heroCropArea(1200, 1200, "bottom")).toEqual({ left: 0, top: 400, width: 1200, height: 800 });
    expect(heroStoredSize({ width: 3000 })).toEqual({ width: 1500, height: 1000 });
    expect(heroStoredSize({ width: 600 })).toEqual({ width: 600, height: 400 });
  });
});
