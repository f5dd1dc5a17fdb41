// The section editors' form state (issue 15 item 3, /admin/sections): an auctions page, a sales event or a
// services page as the form posts it, every value a string, nested as the section is. Fields are named by their
// path in the item (`catalogue.2.title`, `gallery.images.0.caption`), so a posted form reads back into a draft,
// a draft becomes the section's value, and a zod issue's path names the field it is about. The structural
// buttons (add, remove, move up or down) are submit buttons posting an `intent`: the page re-renders the draft
// they change without saving, since admin pages ship no script. No zod here: the pages' own code reads the types.
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

type Tree = { [name: string]: Tree | string };

/** `{"catalogue.0.title": "Clock"}` → `{catalogue: {0: {title: "Clock"}}}` (later names win over earlier). */
export function unflatten(values: Record<string, string>): Tree {
  const root: Tree = {};
  for (const [name, value] of Object.entries(values)) {
    const segments = name.split(".");
    let node = root;
    for (const segment of segments.slice(0, -1)) {
      const next = node[segment];
      node = typeof next === "object" ? next : (node[segment] = {});
    }
    node[segments.at(-1)!] = value;
  }
  return root;
}

const text = (tree: Tree, name: string) => (typeof tree[name] === "string" ? tree[name] : "");
const branch = (tree: Tree, name: string): Tree => {
  const value = tree[name];
  return typeof value === "object" ? value : {};
};
/** The numbered children of a list, in the order of their numbers. */
const items = (tree: Tree, name: string): Tree[] =>
  Object.entries(branch(tree, name))
    .filter(([index]) => /^\d+$/.test(index))
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([, value]) => (typeof value === "object" ? value : {}));

const imageDraft = (tree: Tree): ImageDraft => ({ key: text(tree, "key"), caption: text(tree, "caption") });
const galleryDraft = (tree: Tree): GalleryDraft => ({
  id: text(tree, "id"),
  title: text(tree, "title"),
  images: items(tree, "images").map(imageDraft),
});

export function auctionsDraftOf(tree: Tree): AuctionsDraft {
  return {
    title: text(tree, "title"),
    introHtml: text(tree, "introHtml"),
    upcomingDates: text(tree, "upcomingDates"),
    gallery: galleryDraft(branch(tree, "gallery")),
  };
}

export function salesEventDraftOf(tree: Tree): SalesEventDraft {
  const kind = text(tree, "kind");
  return {
    kind: (SALES_EVENT_KINDS as readonly string[]).includes(kind) ? (kind as SalesEventKind) : "antiques",
    slug: text(tree, "slug"),
    title: text(tree, "title"),
    date: text(tree, "date"),
    venue: text(tree, "venue"),
    summary: text(tree, "summary"),
    descriptionHtml: text(tree, "descriptionHtml"),
    catalogue: items(tree, "catalogue").map((lot) => ({
      lot: text(lot, "lot"),
      title: text(lot, "title"),
      estimate: text(lot, "estimate"),
      image: text(lot, "image"),
    })),
    gallery: galleryDraft(branch(tree, "gallery")),
  };
}

export function serviceDraftOf(tree: Tree): ServiceDraft {
  return {
    slug: text(tree, "slug"),
    title: text(tree, "title"),
    summary: text(tree, "summary"),
    bodyHtml: text(tree, "bodyHtml"),
    image: text(tree, "image"),
    // Checkboxes `staffIds.{n}` whose value is the id, in the order shown (the page's contacts keep it).
    staffIds: Object.entries(branch(tree, "staffIds"))
      .filter(([index, id]) => /^\d+$/.test(index) && typeof id === "string" && /^\d{1,9}$/.test(id))
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([, id]) => id as string),
    historyImages: items(tree, "historyImages").map(galleryDraft),
    cardSliders: items(tree, "cardSliders").map((slider) => ({
      contentBlockId: text(slider, "contentBlockId"),
      title: text(slider, "title"),
      cards: items(slider, "cards").map((card) => ({
        id: text(card, "id"),
        title: text(card, "title"),
        text: text(card, "text"),
        image: text(card, "image"),
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
const emptyGallery = (id: number, title = ""): GalleryDraft => ({ id: String(id), title, images: [] });

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
// Intents: what the pressed button asks for

/** A path in a draft: names and list indexes, e.g. `cardSliders.0.cards.1.images`. */
const PATH = /^[A-Za-z]+(?:\.(?:\d{1,4}|[A-Za-z]+))*$/;

export type Intent =
  | { kind: "save" }
  /** Delete the whole item (the event, the services page, the auctions page): a save. */
  | { kind: "remove-item" }
  /** Store the chosen images and show them, without saving. */
  | { kind: "upload" }
  | { kind: "add"; path: string }
  | { kind: "remove"; path: string }
  | { kind: "up"; path: string }
  | { kind: "down"; path: string }
  /** Take a single image off (a lot's, a card's, the page's). */
  | { kind: "clear"; path: string };

const STRUCTURAL = ["add", "remove", "up", "down", "clear"] as const;

/** `add:catalogue`, `up:gallery.images.2`…; anything else (or nothing) is a save. */
export function parseIntent(raw: string | undefined): Intent {
  if (raw === "remove-item" || raw === "upload") return { kind: raw };
  const [kind, path] = (raw ?? "").split(":", 2);
  const structural = STRUCTURAL.find((name) => name === kind);
  if (structural && path && PATH.test(path)) return { kind: structural, path };
  return { kind: "save" };
}

/** The intent's value, as a button posts it. */
export const intentValue = (kind: (typeof STRUCTURAL)[number], path: string) => `${kind}:${path}`;

/** Whether the intent only re-renders the form (nothing is saved). */
export const changesOnlyTheForm = (intent: Intent) => intent.kind !== "save" && intent.kind !== "remove-item";

type Node = Record<string, unknown> | unknown[];

/** The list or object at `segments` in `root`, or null. */
function at(root: unknown, segments: string[]): Node | null {
  let node: unknown = root;
  for (const segment of segments) {
    if (node === null || typeof node !== "object") return null;
    node = (node as Record<string, unknown>)[segment];
  }
  return node !== null && typeof node === "object" ? (node as Node) : null;
}

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

/** A new, empty item of the list named `list`; ids follow the highest in use (`idFloor`: those elsewhere). */
function newItem(list: string, nextId: number): unknown {
  switch (list) {
    case "catalogue":
      return { lot: "", title: "", estimate: "", image: "" } satisfies LotDraft;
    case "historyImages":
      return emptyGallery(nextId);
    case "cardSliders":
      return { contentBlockId: "", title: "", cards: [] } satisfies SliderDraft;
    case "cards":
      return { id: String(nextId), title: "", text: "", image: "", images: [] } satisfies CardDraft;
    default:
      return null;
  }
}

/**
 * The draft with a structural intent applied (a new copy; the draft is left alone). A path that names nothing
 * in the draft changes nothing: a stale button never breaks the form.
 */
export function applyIntent<D extends object>(draft: D, intent: Intent, idFloor = 0): D {
  const next = structuredClone(draft);
  if (!("path" in intent)) return next;
  const segments = intent.path.split(".");
  const last = segments.at(-1)!;
  const parent = at(next, segments.slice(0, -1));
  if (!parent) return next;
  if (intent.kind === "add") {
    const list = (parent as Record<string, unknown>)[last];
    const item = newItem(last, Math.max(idFloor, highestId(next)) + 1);
    if (Array.isArray(list) && item !== null) list.push(item);
    return next;
  }
  if (intent.kind === "clear") {
    if (!Array.isArray(parent) && typeof parent[last] === "string") parent[last] = "";
    return next;
  }
  const index = Number(last);
  if (!Array.isArray(parent) || !Number.isInteger(index) || index >= parent.length) return next;
  if (intent.kind === "remove") parent.splice(index, 1);
  const swapWith = intent.kind === "up" ? index - 1 : intent.kind === "down" ? index + 1 : -1;
  if (swapWith >= 0 && swapWith < parent.length)
    [parent[index], parent[swapWith]] = [parent[swapWith], parent[index]];
  return next;
}

// ---------------------------------------------------------------------------------------------------------------
// Uploads: file fields are named `upload:{path}`, the path of a gallery's images (each file appended) or of a
// single image (replaced).

export const uploadFieldName = (path: string) => `upload:${path}`;

export function uploadTarget(fieldName: string): string | null {
  const path = fieldName.startsWith("upload:") ? fieldName.slice("upload:".length) : null;
  return path && PATH.test(path) ? path : null;
}

/** The draft with a stored image placed at `path` (mutated: the caller's own copy). */
export function placeUpload(draft: object, path: string, key: string): void {
  const segments = path.split(".");
  const last = segments.at(-1)!;
  const parent = at(draft, segments.slice(0, -1));
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
  const names = path.map(String);
  const last = names.at(-1);
  if (last === "images" || last === "image") return uploadFieldName(names.join("."));
  if (last === "key" && names.at(-3) === "images") return uploadFieldName(names.slice(0, -2).join("."));
  if (last === "id" || last === "cards") return [...names.slice(0, -1), "title"].join(".");
  return names.join(".");
}
