// The section editors' form state (issue 15 item 3, /admin/sections): an auctions page, a sales event or a
// services page as the form posts it, every value a string, nested as the section is. Fields are named by their
// path in the item as Conform names it (`catalogue[2].title`, `gallery.images[0].caption`; issue 37 item 3,
// docs/decisions/028), so a post reads back into a draft (Conform nests it and applies a pressed Add, Move or
// Remove: platform/form-submission.ts readListPost), a draft becomes the section's value, and a zod issue's path
// names the field it is about. What Conform cannot know is here: the new items an Add button inserts, and the ids
// new galleries and cards take. No zod here: the pages' own code reads the types.
import { getPaths } from "@conform-to/dom";
import { pathName } from "../../../domain/admin/field-path.ts";
import { SALES_EVENT_KINDS, type SalesEventKind } from "./site-section-kinds.ts";

export type ImageDraft = { key: string; caption: string };
export type GalleryDraft = { id: string; title: string; images: ImageDraft[] };
export type LotDraft = { lot: string; title: string; estimate: string; image: string };
export type SalesEventDraft = {
  kind: SalesEventKind;
  slug: string;
  title: string;
  date: string;
  venue: string;
  summary: string;
  descriptionHtml: string;
  catalogue: LotDraft[];
  gallery: GalleryDraft;
};
export type AuctionsDraft = {
  title: string;
  introHtml: string;
  upcomingDates: string;
  gallery: GalleryDraft;
};
export type CardDraft = { id: string; title: string; text: string; image: string; images: ImageDraft[] };
export type SliderDraft = { contentBlockId: string; title: string; cards: CardDraft[] };
export type ServiceDraft = {
  slug: string;
  title: string;
  summary: string;
  bodyHtml: string;
  image: string;
  staffIds: string[];
  historyImages: GalleryDraft[];
  cardSliders: SliderDraft[];
};

/** The three editors, by the kind of item they edit. */
export type SectionEditorKind = "auctions" | "event" | "service";

// ---------------------------------------------------------------------------------------------------------------
// A posted form → a draft

/** What Conform reads a post into: a tree of objects, lists and texts (a crafted post may put anything anywhere). */
type Tree = Record<string, unknown>;

const isTree = (value: unknown): value is Tree =>
  value !== null && typeof value === "object" && !Array.isArray(value);
const record = (value: unknown): Tree => (isTree(value) ? value : {});
const text = (tree: Tree, name: string) => {
  const value = tree[name];
  return typeof value === "string" ? value : "";
};
/** Several texts at once, by name: the flat string fields of a draft. */
const texts = <Name extends string>(tree: Tree, ...names: Name[]) =>
  Object.fromEntries(names.map((name) => [name, text(tree, name)])) as Record<Name, string>;
const branch = (tree: Tree, name: string): Tree => record(tree[name]);
/** A list's items in order; an index nobody posted (a gap) or a text where an item belongs is no item. */
const items = (tree: Tree, name: string): Tree[] => {
  const list = tree[name];
  return Array.isArray(list) ? list.filter(isTree) : [];
};

const imageDraft = (tree: Tree): ImageDraft => texts(tree, "key", "caption");
const galleryDraft = (tree: Tree): GalleryDraft => ({
  ...texts(tree, "id", "title"),
  images: items(tree, "images").map(imageDraft),
});

export function auctionsDraftOf(value: unknown): AuctionsDraft {
  const tree = record(value);
  return {
    ...texts(tree, "title", "introHtml", "upcomingDates"),
    gallery: galleryDraft(branch(tree, "gallery")),
  };
}

export function salesEventDraftOf(value: unknown): SalesEventDraft {
  const tree = record(value);
  const kind = text(tree, "kind");
  return {
    kind: (SALES_EVENT_KINDS as readonly string[]).includes(kind) ? (kind as SalesEventKind) : "antiques",
    ...texts(tree, "slug", "title", "date", "venue", "summary", "descriptionHtml"),
    catalogue: items(tree, "catalogue").map((lot) => texts(lot, "lot", "title", "estimate", "image")),
    gallery: galleryDraft(branch(tree, "gallery")),
  };
}

export function serviceDraftOf(value: unknown): ServiceDraft {
  const tree = record(value);
  const staffIds = tree.staffIds;
  return {
    ...texts(tree, "slug", "title", "summary", "bodyHtml", "image"),
    // Checkboxes `staffIds[{n}]` whose value is the id, in the order shown (the page's contacts keep it); an
    // unticked one leaves a gap.
    staffIds: (Array.isArray(staffIds) ? staffIds : []).filter(
      (id): id is string => typeof id === "string" && /^\d{1,9}$/.test(id),
    ),
    historyImages: items(tree, "historyImages").map(galleryDraft),
    cardSliders: items(tree, "cardSliders").map((slider) => ({
      ...texts(slider, "contentBlockId", "title"),
      cards: items(slider, "cards").map((card) => ({
        ...texts(card, "id", "title", "text", "image"),
        images: items(card, "images").map(imageDraft),
      })),
    })),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// A stored item → a draft (the editor's starting point)

type StoredImage = { key: string; caption?: string | undefined };
type StoredGallery = { id: number; title: string; images: StoredImage[] };

const imageFrom = (image: StoredImage): ImageDraft => ({ key: image.key, caption: image.caption ?? "" });
const galleryFrom = (gallery: StoredGallery): GalleryDraft => ({
  id: String(gallery.id),
  title: gallery.title,
  images: gallery.images.map(imageFrom),
});
const emptyGallery = (id: number): GalleryDraft => ({ id: String(id), title: "", images: [] });

export function auctionsDraftFrom(
  auctions: {
    title: string;
    introHtml: string;
    upcomingDates: number;
    gallery?: StoredGallery | undefined;
  } | null,
): AuctionsDraft {
  if (!auctions) return { title: "", introHtml: "", upcomingDates: "4", gallery: emptyGallery(1) };
  return {
    title: auctions.title,
    introHtml: auctions.introHtml,
    upcomingDates: String(auctions.upcomingDates),
    gallery: auctions.gallery ? galleryFrom(auctions.gallery) : emptyGallery(1),
  };
}

type StoredEvent = Omit<SalesEventDraft, "catalogue" | "gallery"> & {
  catalogue: { lot: string; title: string; estimate?: string | undefined; image?: string | undefined }[];
  gallery: StoredGallery;
};

export function salesEventDraftFrom(event: StoredEvent | null, newGalleryId: number): SalesEventDraft {
  if (!event)
    return {
      kind: "antiques",
      slug: "",
      title: "",
      date: "",
      venue: "",
      summary: "",
      descriptionHtml: "",
      catalogue: [],
      gallery: emptyGallery(newGalleryId),
    };
  return {
    kind: event.kind,
    slug: event.slug,
    title: event.title,
    date: event.date,
    venue: event.venue,
    summary: event.summary,
    descriptionHtml: event.descriptionHtml,
    catalogue: event.catalogue.map((lot) => ({
      lot: lot.lot,
      title: lot.title,
      estimate: lot.estimate ?? "",
      image: lot.image ?? "",
    })),
    gallery: galleryFrom(event.gallery),
  };
}

type StoredService = {
  slug: string;
  title: string;
  summary: string;
  bodyHtml: string;
  image?: string | undefined;
  staffIds: number[];
  historyImages: StoredGallery[];
  cardSliders: {
    contentBlockId: string;
    title: string;
    cards: { id: number; title: string; text?: string | undefined; image: string; images: StoredImage[] }[];
  }[];
};

export function serviceDraftFrom(page: StoredService | null): ServiceDraft {
  if (!page)
    return {
      slug: "",
      title: "",
      summary: "",
      bodyHtml: "",
      image: "",
      staffIds: [],
      historyImages: [],
      cardSliders: [],
    };
  return {
    slug: page.slug,
    title: page.title,
    summary: page.summary,
    bodyHtml: page.bodyHtml,
    image: page.image ?? "",
    staffIds: page.staffIds.map(String),
    historyImages: page.historyImages.map(galleryFrom),
    cardSliders: page.cardSliders.map((slider) => ({
      contentBlockId: slider.contentBlockId,
      title: slider.title,
      cards: slider.cards.map((card) => ({
        id: String(card.id),
        title: card.title,
        text: card.text ?? "",
        image: card.image,
        images: card.images.map(imageFrom),
      })),
    })),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// A draft → the section's value, as the content schema parses it (modules/content/model/site-sections.ts)

/** Left empty, an optional field is absent. */
const optional = (value: string) => (value.trim() === "" ? undefined : value.trim());
/** A whole number when it is one; else the text, so the schema names the field. */
const whole = (value: string) => (/^\s*\d{1,9}\s*$/.test(value) ? Number(value) : value);

const imageValue = (image: ImageDraft) => ({ key: image.key.trim(), caption: optional(image.caption) });
const galleryValue = (gallery: GalleryDraft) => ({
  id: whole(gallery.id),
  title: gallery.title.trim(),
  images: gallery.images.map(imageValue),
});

export function auctionsValue(draft: AuctionsDraft) {
  const { gallery } = draft;
  return {
    title: draft.title.trim(),
    introHtml: draft.introHtml,
    upcomingDates: whole(draft.upcomingDates),
    // The auctions page's gallery is optional: no images and no title is no gallery.
    gallery: gallery.images.length || gallery.title.trim() ? galleryValue(gallery) : undefined,
  };
}

export function salesEventValue(draft: SalesEventDraft) {
  return {
    kind: draft.kind,
    slug: draft.slug.trim(),
    title: draft.title.trim(),
    date: draft.date.trim(),
    venue: draft.venue.trim(),
    summary: draft.summary.trim(),
    descriptionHtml: draft.descriptionHtml,
    catalogue: draft.catalogue.map((lot) => ({
      lot: lot.lot.trim(),
      title: lot.title.trim(),
      estimate: optional(lot.estimate),
      image: optional(lot.image),
    })),
    gallery: galleryValue(draft.gallery),
  };
}

export function serviceValue(draft: ServiceDraft) {
  return {
    slug: draft.slug.trim(),
    title: draft.title.trim(),
    summary: draft.summary.trim(),
    bodyHtml: draft.bodyHtml,
    image: optional(draft.image),
    staffIds: draft.staffIds.map(Number),
    historyImages: draft.historyImages.map(galleryValue),
    cardSliders: draft.cardSliders.map((slider) => ({
      contentBlockId: slider.contentBlockId.trim(),
      title: slider.title.trim(),
      cards: slider.cards.map((card) => ({
        id: whole(card.id),
        title: card.title.trim(),
        text: optional(card.text),
        image: card.image.trim(),
        images: card.images.map(imageValue),
      })),
    })),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// New items: what an Add button inserts (Conform's `insert` carries it), and the ids new ones take

export const NEW_LOT: LotDraft = { lot: "", title: "", estimate: "", image: "" };
export const NEW_CARD_SLIDER: SliderDraft = { contentBlockId: "", title: "", cards: [] };
/** No id yet: the server numbers it once posted (withNewItemIds), when it knows every id in use. */
export const NEW_HISTORY_GALLERY: GalleryDraft = { id: "", title: "", images: [] };
export const NEW_CARD: CardDraft = { id: "", title: "", text: "", image: "", images: [] };

/** The highest `id` anywhere in a draft (gallery and card ids). */
function highestId(node: unknown): number {
  if (Array.isArray(node)) return Math.max(0, ...node.map(highestId));
  if (node === null || typeof node !== "object") return 0;
  return Math.max(
    0,
    ...Object.entries(node).map(([name, value]) =>
      name === "id" && typeof value === "string" && /^\d+$/.test(value) ? Number(value) : highestId(value),
    ),
  );
}

/**
 * The services page with each history gallery and card that has no id yet numbered: the next after the highest
 * in use, in the page or (`idFloor`) elsewhere. Conform inserts what the Add button carries, and a page drawn
 * before another one was saved cannot know the ids that save took, so the server numbers them.
 */
export function withNewItemIds(draft: ServiceDraft, idFloor: number): ServiceDraft {
  let last = Math.max(idFloor, highestId(draft));
  const numbered = <Item extends { id: string }>(item: Item): Item =>
    item.id.trim() === "" ? { ...item, id: String(++last) } : item;
  return {
    ...draft,
    historyImages: draft.historyImages.map(numbered),
    cardSliders: draft.cardSliders.map((slider) => ({ ...slider, cards: slider.cards.map(numbered) })),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Uploads: file fields are named `upload:{path}`, the path of a gallery's images (each file appended) or of a
// single image (replaced).

type Path = (string | number)[];

export const uploadFieldName = (path: string) => `upload:${path}`;

/** The path an upload field's files go to, or null for another field (or a name that is no path). */
export function uploadTarget(fieldName: string): Path | null {
  if (!fieldName.startsWith("upload:")) return null;
  try {
    const path = getPaths(fieldName.slice("upload:".length));
    return path.length ? path : null;
  } catch {
    return null;
  }
}

/** The draft's own list or object at `path`, or null (a stale or made-up path names nothing). */
function at(root: unknown, path: Path): Record<string, unknown> | unknown[] | null {
  let node: unknown = root;
  for (const segment of path) {
    if (node === null || typeof node !== "object" || !Object.hasOwn(node, segment)) return null;
    node = (node as Record<string, unknown>)[segment];
  }
  return node !== null && typeof node === "object" ? (node as Record<string, unknown>) : null;
}

/** The draft with a stored image placed at `path` (mutated: the caller's own copy). */
export function placeUpload(draft: object, path: Path, key: string): void {
  const parent = at(draft, path.slice(0, -1));
  const last = path.at(-1)!;
  if (!parent || Array.isArray(parent)) return;
  const target = parent[last];
  if (Array.isArray(target)) target.push({ key, caption: "" } satisfies ImageDraft);
  else if (typeof target === "string") parent[last] = key;
}

// ---------------------------------------------------------------------------------------------------------------
// Issue paths → the field showing the problem

/**
 * The form field an issue of the item is about, by its path in the item. Hidden values are shown by the control
 * that sets them: an image's key by its upload field, a gallery's id by its title, a slider's cards by its title.
 */
export function fieldNameOf(path: readonly (string | number)[]): string {
  const last = path.at(-1);
  if (last === "images" || last === "image") return uploadFieldName(pathName(path));
  if (last === "key" && path.at(-3) === "images") return uploadFieldName(pathName(path.slice(0, -2)));
  if (last === "id" || last === "cards") return pathName([...path.slice(0, -1), "title"]);
  return pathName(path);
}
