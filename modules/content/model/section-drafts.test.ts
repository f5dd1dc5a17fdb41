import { describe, expect, it } from "vitest";
import { checkSections, itemPath, withItem } from "./section-check.ts";
import {
  fieldNameOf,
  placeUpload,
  salesEventDraftOf,
  salesEventValue,
  serviceDraftOf,
  serviceValue,
  uploadTarget,
  withNewItemIds,
} from "./section-drafts.ts";
import { sectionsSchema } from "./site-sections.ts";

// A sales event as Conform reads its post (platform/form-submission.ts readListPost): nested by the fields' paths.
// Reading a post of flat field names into a draft is tested with the editor (section-editor.test.ts).
const posted = {
  kind: "agriculture",
  slug: "spring-sale",
  title: " Spring sale ",
  date: "2027-04-17",
  venue: "Manor Farm",
  summary: "Tractors",
  descriptionHtml: "<p>Viewing from 9am</p>",
  catalogue: [
    { lot: "1", title: "A tractor", estimate: "£400 to £600", image: "" },
    { lot: "2", title: "A plough" },
  ],
  gallery: { id: "3", title: "The yard", images: [{ key: "pool/photo-01.jpg", caption: "" }] },
};

describe("a posted sales event", () => {
  it("becomes the section's value: trimmed, blanks absent, numbers as numbers", () => {
    const value = salesEventValue(salesEventDraftOf(posted));
    expect(value.title).toBe("Spring sale");
    expect(value.catalogue[0]).toEqual({
      lot: "1",
      title: "A tractor",
      estimate: "£400 to £600",
      image: undefined,
    });
    expect(value.gallery).toEqual({
      id: 3,
      title: "The yard",
      images: [{ key: "pool/photo-01.jpg", caption: undefined }],
    });
  });

  it("takes an unknown kind as antiques", () => {
    expect(salesEventDraftOf({ kind: "fish" }).kind).toBe("antiques");
  });
});

describe("a posted services page", () => {
  it("reads its staff checkboxes, galleries and card sliders", () => {
    const draft = serviceDraftOf({
      slug: "surveys",
      // Ticked boxes by their place on the page (Conform posts them so); an unticked one is a gap.
      staffIds: Object.assign([], { 0: "4", 2: "2", 3: "x" }),
      cardSliders: [
        {
          contentBlockId: "our-work",
          cards: [{ id: "1", image: "pool/a.jpg", images: [{ key: "pool/b.jpg" }] }],
        },
      ],
    });
    expect(draft.staffIds).toEqual(["4", "2"]);
    expect(draft.cardSliders[0]!.cards[0]!.images).toEqual([{ key: "pool/b.jpg", caption: "" }]);
    expect(serviceValue(draft).staffIds).toEqual([4, 2]);
  });

  it("skips gaps and texts where a list's items belong", () => {
    const draft = salesEventDraftOf({
      catalogue: Object.assign([], { 1: { lot: "2" }, 2: "x" }),
      gallery: "y",
    });
    expect(draft.catalogue.map((lot) => lot.lot)).toEqual(["2"]);
    expect(draft.gallery).toEqual({ id: "", title: "", images: [] });
  });
});

describe("new items and uploads", () => {
  it("gives new galleries and cards the next free id", () => {
    const page = serviceDraftOf({ historyImages: [{ id: "5" }, { id: "" }] });
    const numbered = withNewItemIds(page, 7);
    expect(numbered.historyImages.map((gallery) => gallery.id)).toEqual(["5", "8"]);
    const withCard = serviceDraftOf({
      historyImages: [{ id: "5" }],
      cardSliders: [{ cards: [{ id: "9" }, { id: "" }] }],
    });
    expect(withNewItemIds(withCard, 7).cardSliders[0]!.cards[1]!.id).toBe("10");
  });

  it("places uploads: appended to a gallery, replacing a single image", () => {
    const draft = salesEventDraftOf(posted);
    expect(uploadTarget("upload:gallery.images")).toEqual(["gallery", "images"]);
    expect(uploadTarget("upload:catalogue[1].image")).toEqual(["catalogue", 1, "image"]);
    expect(uploadTarget("gallery.images")).toBeNull();
    expect(uploadTarget("upload:__proto__.x")).toBeNull();
    placeUpload(draft, ["gallery", "images"], "feeds/ab/abc.jpg");
    placeUpload(draft, ["catalogue", 1, "image"], "feeds/cd/cde.png");
    expect(draft.gallery.images.at(-1)).toEqual({ key: "feeds/ab/abc.jpg", caption: "" });
    expect(draft.catalogue[1]!.image).toBe("feeds/cd/cde.png");
    // A path that names nothing in the draft places nothing.
    const before = structuredClone(draft);
    placeUpload(draft, ["catalogue", 9, "image"], "feeds/ef/efg.png");
    expect(draft).toEqual(before);
  });
});

describe("issues beside their fields", () => {
  it("names hidden values by the control that sets them", () => {
    expect(fieldNameOf(["catalogue", 0, "title"])).toBe("catalogue[0].title");
    expect(fieldNameOf(["gallery", "images"])).toBe("upload:gallery.images");
    expect(fieldNameOf(["gallery", "images", 2, "key"])).toBe("upload:gallery.images");
    expect(fieldNameOf(["catalogue", 1, "image"])).toBe("upload:catalogue[1].image");
    expect(fieldNameOf(["gallery", "id"])).toBe("gallery.title");
    expect(fieldNameOf(["cardSliders", 0, "cards"])).toBe("cardSliders[0].title");
  });

  const sections = sectionsSchema.parse({
    salesEvents: [
      salesEventValue(salesEventDraftOf(posted)),
      {
        ...salesEventValue(salesEventDraftOf(posted)),
        slug: "autumn-sale",
        gallery: { id: 4, title: "B", images: [{ key: "pool/b.jpg" }] },
      },
    ],
  });

  it("refuses a missing title, a bad date and a gallery without images, each by its field", () => {
    const ref = { kind: "event", index: 1 } as const;
    const draft = salesEventDraftOf({
      ...posted,
      slug: "autumn-sale",
      title: " ",
      date: "2027-02-30",
      gallery: { ...posted.gallery, images: [{ key: "" }] },
    });
    draft.gallery.images = [];
    const checked = checkSections(
      withItem(sections, ref, salesEventValue(draft)),
      ref,
      itemPath(sections, ref),
    );
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors).toEqual({
      title: ["Please fill this in"],
      date: ["Please enter a date like 2026-03-14"],
      "upload:gallery.images": ["Please upload at least one image"],
    });
  });

  it("puts a duplicate slug on the edited item, even when the schema names the other", () => {
    const ref = { kind: "event", index: 0 } as const;
    const draft = salesEventDraftOf({ ...posted, slug: "autumn-sale" });
    const checked = checkSections(
      withItem(sections, ref, salesEventValue(draft)),
      ref,
      itemPath(sections, ref),
    );
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(Object.keys(checked.errors)).toEqual(["slug"]);
  });

  it("gives a new event of the kind the next free gallery id", () => {
    const ref = { kind: "event", index: null } as const;
    const draft = salesEventDraftOf({ ...posted, slug: "new-sale" });
    const next = withItem(sections, ref, salesEventValue(draft)) as {
      salesEvents: { gallery: { id: number } }[];
    };
    expect(next.salesEvents[2]!.gallery.id).toBe(5);
    expect(checkSections(next, ref, itemPath(sections, ref)).ok).toBe(true);
  });
});
