import { describe, expect, it } from "vitest";
import {
  applyIntent,
  fieldNamesOf,
  formStateOf,
  intentOf,
  problemsByField,
  valueOf,
  type FormState,
} from "./content-form.ts";
import { heroCropArea, heroStoredSize } from "./hero-image.ts";

describe("a posted form read by its field names", () => {
  it("nests paths into objects and lists, closing the holes a removed item leaves", () => {
    expect(
      formStateOf({
        agencyName: "Marlow",
        "logo.url": "/logo.svg",
        "menu.0.name": "Buy",
        "menu.2.name": "Sell",
        "menu.2.items.0.name": "Valuation",
        "__proto__.x": "no",
      }),
    ).toEqual({
      agencyName: "Marlow",
      logo: { url: "/logo.svg" },
      menu: [{ name: "Buy" }, { name: "Sell", items: [{ name: "Valuation" }] }],
    });
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

describe("structural buttons", () => {
  const state: FormState = { menu: [{ name: "A" }, { name: "B", items: [{ name: "B1" }] }, { name: "C" }] };

  it("reads the pressed button; anything else is a save", () => {
    expect(intentOf("up:menu.1")).toEqual({ kind: "up", item: "menu.1" });
    expect(intentOf("add:menu.1.items")).toEqual({ kind: "add", list: "menu.1.items" });
    expect(intentOf("remove:menu")).toEqual({ kind: "save" });
    expect(intentOf("save")).toEqual({ kind: "save" });
    expect(intentOf(undefined)).toEqual({ kind: "save" });
  });

  it("adds, removes and moves items, saying which to focus, without touching the posted state", () => {
    const added = applyIntent(state, { kind: "add", list: "menu.0.items" });
    expect(added.state.menu).toMatchObject([{ name: "A", items: [{}] }, { name: "B" }, { name: "C" }]);
    expect(added.focus).toBe("menu.0.items.0");
    const up = applyIntent(state, { kind: "up", item: "menu.2" });
    expect((up.state.menu as FormState[]).map((item) => item.name)).toEqual(["A", "C", "B"]);
    expect(up.focus).toBe("menu.1");
    const down = applyIntent(state, { kind: "down", item: "menu.2" });
    expect(down.state).toEqual(state);
    const removed = applyIntent(state, { kind: "remove", item: "menu.1.items.0" });
    expect(removed.state.menu).toMatchObject([{}, { name: "B", items: [] }, {}]);
    expect((state.menu as FormState[])[1]!.items).toHaveLength(1);
    expect(applyIntent({}, { kind: "add", list: "menu" }).state).toEqual({ menu: [{}] });
  });
});

describe("schema problems beside their fields", () => {
  it("puts each under its field or the nearest enclosing one; the rest only in the summary", () => {
    const state = { name: "x", menu: [{ name: "" }], range: "1, x" };
    const problems = problemsByField(
      "header",
      ["header.menu.0.name: Too small", "header.range.1: Invalid input", "header.logo: Required", "odd"],
      fieldNamesOf(state),
    );
    expect(problems.byField).toEqual({ "menu.0.name": ["Too small"], range: ["Invalid input"] });
    expect(problems.summary.map((problem) => problem.field)).toEqual(["menu.0.name", "range", null, null]);
  });

  it("places a list section's problems under the form's name for it", () => {
    const problems = problemsByField(
      "homeBlocks",
      ["homeBlocks.1.contentId: duplicate"],
      ["blocks.1.contentId"],
      "blocks",
    );
    expect(problems.byField).toEqual({ "blocks.1.contentId": ["duplicate"] });
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
