import { describe, expect, it } from "vitest";
import { isDescriptionHtml } from "./description-html.ts";
import { descriptionHtml } from "../modules/feeds/model/feed-text.ts";

describe("isDescriptionHtml", () => {
  it("knows the importer's HTML from plain paragraphs", () => {
    expect(isDescriptionHtml(descriptionHtml("<b>Light</b> and airy<br />Garden"))).toBe(true);
    expect(isDescriptionHtml(descriptionHtml("<ul><li>Garden</li></ul>"))).toBe(true);
    expect(isDescriptionHtml("A light and airy home.\n\nA south-facing garden.")).toBe(false);
    expect(isDescriptionHtml("")).toBe(false);
  });
});
