import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { homeBlocksSchema } from "./home-blocks.ts";
import { footerSchema, headerSchema, heroSchema, themeSchema } from "./site-content.ts";
import { namedLeaves, readListPost, type PostedFields } from "../../../platform/form-submission.ts";
import type { FormState } from "./content-form.ts";
import { formStateOfValue, newItemOf, sectionValueOf, withAddedItem } from "./content-editors.ts";

const demo = JSON.parse(
  readFileSync(new URL("../../../content/demo-agency.json", import.meta.url), "utf8"),
) as Record<string, unknown>;

/** The form as a browser posts it: every field's text by name (unticked boxes not sent). */
function posted(state: unknown): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of namedLeaves(state)) {
    if (value === false || value === null || value === undefined) continue;
    values[name] = value === true ? "on" : String(value);
  }
  return values;
}

/** A post read as the form editors read it (no button pressed). */
function formStateOf(fields: PostedFields): FormState {
  const read = readListPost(fields);
  if (!read.ok) throw new Error(read.message);
  return read.value as FormState;
}

describe("a form posted unchanged gives back the section it was drawn from", () => {
  const schemas = {
    header: headerSchema,
    hero: heroSchema,
    theme: themeSchema,
    footer: footerSchema,
    homeBlocks: homeBlocksSchema,
  };
  for (const [key, schema] of Object.entries(schemas)) {
    it(key, () => {
      const stored = schema.parse(demo[key]);
      const state = formStateOfValue(key, stored);
      // Lists of numbers and lines post as text, as the fields show them.
      const form = formStateOf(posted(state));
      expect(schema.parse(sectionValueOf(key, form, stored))).toEqual(stored);
    });
  }
});

describe("the header", () => {
  it("gives new menu items an id from their name, unique in the header, and a ticked new tab 'B'", () => {
    const header = headerSchema.parse(demo.header);
    const value = sectionValueOf(
      "header",
      formStateOf({
        ...posted(header),
        "primaryMenuItems[0].name": "Buy",
        "primaryMenuItems[9].name": "Buy",
        "primaryMenuItems[9].url": "/buy",
        "primaryMenuItems[9].target": "on",
      }),
      header,
    ) as typeof header;
    const added = value.primaryMenuItems.at(-1)!;
    expect(added).toEqual({ id: "buy-2", name: "Buy", url: "/buy", target: "B" });
    expect(value.emailLogo).toEqual(header.emailLogo);
    expect(value.logo).toEqual(header.logo);
  });
});

describe("home blocks", () => {
  it("starts a new block of the kind chosen", () => {
    expect(newItemOf("homeBlocks", "blocks", { newBlockType: "videoSection" })).toEqual({
      type: "videoSection",
      contentId: "",
      title: "",
    });
    expect(newItemOf("homeBlocks", "blocks", { newBlockType: "nope" }).type).toBe("propertyCardSlider");
    expect(newItemOf("header", "primaryMenuItems", {})).toEqual({});
  });

  it("gives the block just added the kind chosen beside its Add button", () => {
    const state: FormState = {
      newBlockType: "articleSlider",
      blocks: [{ type: "reviewSlider", contentId: "reviews" }, newItemOf("homeBlocks", "blocks", {})],
    };
    expect(withAddedItem("homeBlocks", state, { list: "blocks", index: 1 }).blocks).toEqual([
      { type: "reviewSlider", contentId: "reviews" },
      { type: "articleSlider", contentId: "", title: "" },
    ]);
    expect(withAddedItem("header", state, { list: "blocks", index: 1 })).toBe(state);
  });

  it("keeps several video links as videoUrls, one as videoUrl", () => {
    const form = formStateOf({
      "blocks[0].type": "videoSection",
      "blocks[0].contentId": "films",
      "blocks[0].subtitle": "S",
      "blocks[0].description": "D",
      "blocks[0].videoUrls": "https://a.example/1\nhttps://a.example/2",
    });
    expect(sectionValueOf("homeBlocks", form, [])).toEqual([
      {
        type: "videoSection",
        contentId: "films",
        subtitle: "S",
        description: "D",
        videoUrls: ["https://a.example/1", "https://a.example/2"],
      },
    ]);
  });
});

describe("theme settings", () => {
  it("changes the settings it shows and keeps the colours and the rest", () => {
    const theme = themeSchema.parse(demo.theme);
    const value = sectionValueOf(
      "theme",
      formStateOf({
        "settings.singleStepValuationForm": "on",
        "settings.salesPriceRange": "100, 250",
        "preferences.logoPosition": "centre",
      }),
      theme,
    ) as typeof theme;
    expect(value.settings).toMatchObject({
      singleStepValuationForm: true,
      displaySstcStatusAsSold: false,
      salesPriceRange: [100, 250],
      siteVariant: theme.settings.siteVariant,
    });
    expect(value.settings.lettingsPriceRangeMonthly).toBeUndefined();
    expect(value.preferences.colours).toEqual(theme.preferences.colours);
    expect(value.preferences.logoPosition).toBe("centre");
  });
});
