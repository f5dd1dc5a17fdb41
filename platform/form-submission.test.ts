import { describe, expect, it } from "vitest";
import { INTENT, serializeIntent } from "@conform-to/dom";
import { z } from "zod";
import type { ListIntent } from "../app/ui/list-button.tsx";
import {
  parseForm,
  parseValue,
  pathName,
  readListPost,
  issuesByField,
  namedLeaves,
  placedItem,
  FORM_ERRORS,
} from "./form-submission.ts";

const form = z
  .object({ name: z.string().trim().min(1, "Enter a name"), note: z.string().optional() })
  .refine((value) => value.name !== "taken", { message: "That name is taken" });

describe("parseForm", () => {
  it("gives the schema's value for a good post, the text kept as posted (no coercion of its own)", () => {
    expect(parseForm(form, { name: " Ann ", note: "" })).toEqual({
      ok: true,
      data: { name: "Ann", note: "" },
    });
  });

  it("names each field's messages by the field, and the whole form's under FORM_ERRORS", () => {
    expect(parseForm(form, { name: "  " })).toEqual({ ok: false, errors: { name: ["Enter a name"] } });
    expect(parseForm(form, { name: "taken" })).toEqual({
      ok: false,
      errors: { [FORM_ERRORS]: ["That name is taken"] },
    });
  });

  it("reads a field given as undefined as one the post did not send", () => {
    expect(parseForm(form, { name: "Ann", note: undefined })).toEqual({ ok: true, data: { name: "Ann" } });
  });

  it("reads a repeated name as a list, in order", () => {
    const ticks = z.object({ topics: z.array(z.string()) });
    expect(
      parseForm(ticks, [
        ["topics", "b"],
        ["topics", "a"],
      ]),
    ).toEqual({ ok: true, data: { topics: ["b", "a"] } });
  });

  it("names a nested field's messages by its path", () => {
    const nested = z.object({
      items: z.array(z.object({ name: z.string().min(1, "Enter the item's name") })),
    });
    const parsed = parseForm(nested, { "items[0].name": "a", "items[1].name": "" });
    expect(parsed).toEqual({ ok: false, errors: { "items[1].name": ["Enter the item's name"] } });
  });
});

describe("readListPost", () => {
  const items = [
    ["items[0].name", "first"],
    ["items[1].name", "second"],
  ] as const;
  const pressing = (intent: ListIntent) => readListPost([...items, [INTENT, serializeIntent(intent)]]);

  it("reads a save as the nested value with no intent", () => {
    expect(readListPost(items)).toEqual({
      ok: true,
      value: { items: [{ name: "first" }, { name: "second" }] },
      intent: null,
    });
  });

  it("applies a pressed Move, Remove or Add to the posted value", () => {
    const moved = pressing({ type: "reorder", payload: { name: "items", from: 1, to: 0 } });
    expect(moved.ok && moved.value).toEqual({ items: [{ name: "second" }, { name: "first" }] });
    expect(moved.ok && moved.intent?.type).toBe("reorder");
    const removed = pressing({ type: "remove", payload: { name: "items", index: 0 } });
    expect(removed.ok && removed.value).toEqual({ items: [{ name: "second" }] });
    const added = pressing({ type: "insert", payload: { name: "items", defaultValue: { name: "" } } });
    expect(added.ok && added.value).toEqual({ items: [{ name: "first" }, { name: "second" }, { name: "" }] });
  });

  it("refuses a button value that is not an intent, instead of failing", () => {
    expect(readListPost([...items, [INTENT, "remove:items.0"]])).toEqual({
      ok: false,
      message: "The button pressed is not one this form has.",
    });
    expect(readListPost([[INTENT, JSON.stringify({ type: "explode" })]]).ok).toBe(false);
    // Conform's other intents are not list buttons.
    const update = { type: "update", payload: { name: "items[0].name", value: "changed" } } as const;
    expect(readListPost([...items, [INTENT, serializeIntent(update)]]).ok).toBe(false);
  });

  it("refuses an intent of a type the form's buttons never post: by default any but the list intents", () => {
    const validate = serializeIntent({ type: "validate", payload: { name: "items" } });
    expect(readListPost([...items, [INTENT, validate]])).toEqual({
      ok: false,
      message: "The button pressed is not one this form has.",
    });
    expect(readListPost([...items, [INTENT, validate]], ["insert", "remove", "reorder"]).ok).toBe(false);
    expect(readListPost([...items, [INTENT, validate]], ["validate"]).ok).toBe(true);
  });

  it("reads a whole-form reset as a pressed button, never as a save", () => {
    const reset = serializeIntent({ type: "reset", payload: {} });
    const read = readListPost([...items, [INTENT, reset]], ["reset"]);
    expect(read.ok && read.intent?.type).toBe("reset");
    expect(readListPost([...items, [INTENT, reset]], ["insert"]).ok).toBe(false);
  });
});

describe("pathName and issuesByField", () => {
  it("names a path as the form names its field", () => {
    expect(pathName(["menu", 0, "items", 12, "name"])).toBe("menu[0].items[12].name");
    expect(pathName([])).toBe("");
  });

  it("files a failed parse's messages by path", () => {
    const parsed = z.object({ list: z.array(z.number()) }).safeParse({ list: [1, "x"] });
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(Object.keys(issuesByField(parsed.error))).toEqual(["list[1]"]);
  });
});

describe("placedItem", () => {
  const menu = [
    ["menu[0].name", "A"],
    ["menu[1].name", "B"],
    ["menu[1].items[0].name", "B1"],
    ["menu[2].name", "C"],
  ] as const;
  const pressing = (intent: ListIntent) => {
    const read = readListPost([...menu, [INTENT, serializeIntent(intent)]]);
    if (!read.ok) throw new Error(read.message);
    return { value: read.value as { menu: { name: string; items?: unknown[] }[] }, placed: placedItem(read) };
  };

  it("is the item added, at the end of its list, even one no item was posted for", () => {
    const added = pressing({ type: "insert", payload: { name: "menu[0].items", defaultValue: {} } });
    expect(added.value.menu).toMatchObject([{ name: "A", items: [{}] }, { name: "B" }, { name: "C" }]);
    expect(added.placed).toEqual({ list: "menu[0].items", index: 0 });
    const atEnd = pressing({ type: "insert", payload: { name: "menu", defaultValue: {} } });
    expect(atEnd.placed).toEqual({ list: "menu", index: 3 });
  });

  it("is the item moved, where it went; an index past the end is the last item", () => {
    const up = pressing({ type: "reorder", payload: { name: "menu", from: 2, to: 1 } });
    expect(up.value.menu.map((item) => item.name)).toEqual(["A", "C", "B"]);
    expect(up.placed).toEqual({ list: "menu", index: 1 });
    const down = pressing({ type: "reorder", payload: { name: "menu", from: 2, to: 3 } });
    expect(down.value.menu.map((item) => item.name)).toEqual(["A", "B", "C"]);
    expect(down.placed).toEqual({ list: "menu", index: 2 });
  });

  it("is none after a removal or a save", () => {
    const removed = pressing({ type: "remove", payload: { name: "menu[1].items", index: 0 } });
    expect(removed.value.menu).toMatchObject([{}, { name: "B", items: [] }, {}]);
    expect(removed.placed).toBeNull();
    expect(placedItem({ value: {}, intent: null })).toBeNull();
  });
});

describe("namedLeaves", () => {
  it("names every leaf as the field that posts it", () => {
    expect(namedLeaves({ name: "x", menu: [{ name: "" }], logo: { url: "/a" }, empty: [] })).toEqual([
      ["name", "x"],
      ["menu[0].name", ""],
      ["logo.url", "/a"],
    ]);
  });
});

describe("parseValue", () => {
  it("checks a built value with its keys as they stand, dotted ones too", () => {
    const flat = z.object({ "material.band": z.string().min(1, "Choose a band") });
    expect(parseValue(flat, { "material.band": "D" })).toEqual({ ok: true, data: { "material.band": "D" } });
    expect(parseValue(flat, { "material.band": "" })).toEqual({
      ok: false,
      errors: { "material.band": ["Choose a band"] },
    });
    expect(parseValue(form, { name: "taken" })).toEqual({
      ok: false,
      errors: { [FORM_ERRORS]: ["That name is taken"] },
    });
  });
});
