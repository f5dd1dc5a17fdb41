import { describe, expect, it } from "vitest";
import demoAgency from "../../../content/demo-agency.json" with { type: "json" };
import { galleryPaths, sectionsSchema } from "./site-sections.ts";

const demo = demoAgency.sections;
const paths = (input: unknown) => {
  const result = sectionsSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join("."));
};

describe("sectionsSchema", () => {
  it("accepts the demo agency's sections, one of each kind", () => {
    const sections = sectionsSchema.parse(demo);
    expect(sections.auctions?.gallery?.images.length).toBeGreaterThan(0);
    expect(new Set(sections.salesEvents.map((e) => e.kind))).toEqual(new Set(["antiques", "agriculture"]));
    expect(sections.services.some((p) => p.staffIds.length && p.cardSliders.length)).toBe(true);
    expect(sections.services.some((p) => p.historyImages.length)).toBe(true);
  });

  it("sanitises agency HTML when it is parsed", () => {
    const sections = sectionsSchema.parse({
      ...demo,
      auctions: { ...demo.auctions, introHtml: '<p onclick="x()">Hi<script>alert(1)</script></p>' },
    });
    expect(sections.auctions?.introHtml).toBe("<p>Hi</p>");
  });

  it("names the bad field: media keys, dates, duplicate gallery ids and slugs", () => {
    const [event] = demo.salesEvents;
    expect(paths({ salesEvents: [{ ...event, date: "17/04/2027" }] })).toEqual(["salesEvents.0.date"]);
    expect(paths({ salesEvents: [{ ...event, date: "2027-02-30" }] })).toEqual(["salesEvents.0.date"]);
    expect(
      paths({
        salesEvents: [{ ...event, gallery: { ...event!.gallery, images: [{ key: "../etc/passwd" }] } }],
      }),
    ).toEqual(["salesEvents.0.gallery.images.0.key"]);
    expect(paths({ salesEvents: [event, { ...event, title: "Again" }] })).toEqual([
      "salesEvents.1.slug",
      "salesEvents.1.gallery.id",
    ]);
    // The same gallery id under the other kind is a different hash, so it is allowed.
    expect(paths({ salesEvents: [event, { ...event, kind: "agriculture" }] })).toEqual([]);
  });
});

describe("gallery paths (spec §2)", () => {
  it("builds each section's hash path", () => {
    expect(galleryPaths.auction(3)).toBe("/property-auction-sales-event/3");
    expect(galleryPaths.antiques(3)).toBe("/antiques-sales-event/3");
    expect(galleryPaths.agriculture(3)).toBe("/agricultural-sales-event/3");
    expect(galleryPaths.history(3)).toBe("/history-images/3");
    expect(galleryPaths.cardSlider(3, "our-services")).toBe("/gallery-card-slider-expand/3/our-services");
  });
});
