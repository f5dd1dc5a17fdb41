import { describe, expect, it } from "vitest";
import { checkSections, itemPath, withItem } from "./section-check.ts";
import {
  applyIntent,
  fieldNameOf,
  parseIntent,
  placeUpload,
  salesEventDraftOf,
  salesEventValue,
  serviceDraftOf,
  serviceValue,
  unflatten,
  uploadTarget,
} from "./section-drafts.ts";
import { sectionsSchema } from "./site-sections.ts";

const posted = {
  kind: "agriculture",
  slug: "spring-sale",
  title: " Spring sale ",
  date: "2027-04-17",
  venue: "Manor Farm",
  summary: "Tractors",
  descriptionHtml: "<p>Viewing from 9am</p>",
  "catalogue.1.lot": "2",
  "catalogue.1.title": "A plough",
  "catalogue.0.lot": "1",
  "catalogue.0.title": "A tractor",
  "catalogue.0.estimate": "£400 to £600",
  "catalogue.0.image": "",
  "gallery.id": "3",
  "gallery.title": "The yard",
  "gallery.images.0.key": "pool/photo-01.jpg",
  "gallery.images.0.caption": "",
};

describe("a posted sales event", () => {
  it("reads back into a draft, lists in the order of their numbers", () => {
    const draft = salesEventDraftOf(unflatten(posted));
    expect(draft.kind).toBe("agriculture");
    expect(draft.catalogue.map((lot) => lot.title)).toEqual(["A tractor", "A plough"]);
    expect(draft.catalogue[1]).toEqual({ lot: "2", title: "A plough", estimate: "", image: "" });
    expect(draft.gallery.images).toEqual([{ key: "pool/photo-01.jpg", caption: "" }]);
  });

  it("becomes the section's value: trimmed, blanks absent, numbers as numbers", () => {
    const value = salesEventValue(salesEventDraftOf(unflatten(posted)));
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
    expect(salesEventDraftOf(unflatten({ kind: "fish" })).kind).toBe("antiques");
  });
});

describe("a posted services page", () => {
  it("reads its staff checkboxes, galleries and card sliders", () => {
    const draft = serviceDraftOf(
      unflatten({
        slug: "surveys",
        "staffIds.1": "2",
        "staffIds.0": "4",
        "staffIds.2": "x",
        "cardSliders.0.contentBlockId": "our-work",
        "cardSliders.0.cards.0.id": "1",
        "cardSliders.0.cards.0.image": "pool/a.jpg",
        "cardSliders.0.cards.0.images.0.key": "pool/b.jpg",
      }),
    );
    expect(draft.staffIds).toEqual(["4", "2"]);
    expect(draft.cardSliders[0]!.cards[0]!.images).toEqual([{ key: "pool/b.jpg", caption: "" }]);
    expect(serviceValue(draft).staffIds).toEqual([4, 2]);
  });
});

describe("intents", () => {
  it("parses the buttons' values; anything else saves", () => {
    expect(parseIntent("add:catalogue")).toEqual({ kind: "add", path: "catalogue" });
    expect(parseIntent("up:gallery.images.2")).toEqual({ kind: "up", path: "gallery.images.2" });
    expect(parseIntent("remove-item")).toEqual({ kind: "remove-item" });
    expect(parseIntent("upload")).toEqual({ kind: "upload" });
    expect(parseIntent("up:__proto__.x")).toEqual({ kind: "save" });
    expect(parseIntent("drop:catalogue")).toEqual({ kind: "save" });
    expect(parseIntent(undefined)).toEqual({ kind: "save" });
  });

  it("adds, moves, removes and clears on a copy of the draft", () => {
    const draft = salesEventDraftOf(unflatten(posted));
    const added = applyIntent(draft, parseIntent("add:catalogue"));
    expect(added.catalogue).toHaveLength(3);
    expect(draft.catalogue).toHaveLength(2);
    const moved = applyIntent(draft, parseIntent("down:catalogue.0"));
    expect(moved.catalogue.map((lot) => lot.lot)).toEqual(["2", "1"]);
    expect(applyIntent(draft, parseIntent("up:catalogue.0")).catalogue.map((lot) => lot.lot)).toEqual([
      "1",
      "2",
    ]);
    expect(applyIntent(draft, parseIntent("remove:catalogue.1")).catalogue).toHaveLength(1);
    const withImage = { ...draft, catalogue: [{ ...draft.catalogue[0]!, image: "pool/x.jpg" }] };
    expect(applyIntent(withImage, parseIntent("clear:catalogue.0.image")).catalogue[0]!.image).toBe("");
    // A stale path changes nothing.
    expect(applyIntent(draft, parseIntent("remove:catalogue.9"))).toEqual(draft);
  });

  it("gives new galleries and cards the next free id", () => {
    const page = serviceDraftOf(unflatten({ "historyImages.0.id": "5" }));
    const added = applyIntent(page, parseIntent("add:historyImages"), 7);
    expect(added.historyImages[1]!.id).toBe("8");
  });

  it("places uploads: appended to a gallery, replacing a single image", () => {
    const draft = salesEventDraftOf(unflatten(posted));
    expect(uploadTarget("upload:gallery.images")).toBe("gallery.images");
    expect(uploadTarget("gallery.images")).toBeNull();
    placeUpload(draft, "gallery.images", "feeds/ab/abc.jpg");
    placeUpload(draft, "catalogue.1.image", "feeds/cd/cde.png");
    expect(draft.gallery.images.at(-1)).toEqual({ key: "feeds/ab/abc.jpg", caption: "" });
    expect(draft.catalogue[1]!.image).toBe("feeds/cd/cde.png");
  });
});

describe("issues beside their fields", () => {
  it("names hidden values by the control that sets them", () => {
    expect(fieldNameOf(["catalogue", 0, "title"])).toBe("catalogue.0.title");
    expect(fieldNameOf(["gallery", "images"])).toBe("upload:gallery.images");
    expect(fieldNameOf(["gallery", "images", 2, "key"])).toBe("upload:gallery.images");
    expect(fieldNameOf(["catalogue", 1, "image"])).toBe("upload:catalogue.1.image");
    expect(fieldNameOf(["gallery", "id"])).toBe("gallery.title");
  });

  const sections = sectionsSchema.parse({
    salesEvents: [
      salesEventValue(salesEventDraftOf(unflatten(posted))),
      {
        ...salesEventValue(salesEventDraftOf(unflatten(posted))),
        slug: "autumn-sale",
        gallery: { id: 4, title: "B", images: [{ key: "pool/b.jpg" }] },
      },
    ],
  });

  it("refuses a missing title, a bad date and a gallery without images, each by its field", () => {
    const ref = { kind: "event", index: 1 } as const;
    const draft = salesEventDraftOf(
      unflatten({
        ...posted,
        slug: "autumn-sale",
        title: " ",
        date: "2027-02-30",
        "gallery.images.0.key": "",
      }),
    );
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
    const draft = salesEventDraftOf(unflatten({ ...posted, slug: "autumn-sale" }));
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
    const draft = salesEventDraftOf(unflatten({ ...posted, slug: "new-sale" }));
    const next = withItem(sections, ref, salesEventValue(draft)) as {
      salesEvents: { gallery: { id: number } }[];
    };
    expect(next.salesEvents[2]!.gallery.id).toBe(5);
    expect(checkSections(next, ref, itemPath(sections, ref)).ok).toBe(true);
  });
});
