// The section editors (issue 15 item 3, /admin/sections): the auctions page, a sales event, a services page,
// each read from the working content (the draft, else the live one) and saved through saveContentSection: the
// whole `sections` content with the item in its place, checked by `sectionsSchema`, a new draft version,
// audited. A post is read by Conform (platform/form-submission.ts readListPost): the fields nested by their
// paths, a pressed Add, Move or Remove applied. Chosen images are checked (readUploadedImage) and stored content-addressed (storeMediaBytes) before
// anything else, so a structural button or a refused save keeps them in the form; the store only ever gains
// files, so one kept by a post that saves nothing is harmless.
import type { Db } from "../../../db/client.ts";
import { selectVisibleStaff } from "../../branches/index.ts";
import {
  checkSections,
  itemPath,
  withItem,
  type FieldErrors,
  type SectionItemRef,
} from "../../content/model/section-check.ts";
import {
  auctionsDraftFrom,
  auctionsDraftOf,
  auctionsValue,
  placeUpload,
  salesEventDraftFrom,
  salesEventDraftOf,
  salesEventValue,
  serviceDraftFrom,
  serviceDraftOf,
  serviceValue,
  uploadTarget,
  withNewItemIds,
  type AuctionsDraft,
  type SalesEventDraft,
  type SectionEditorKind,
  type ServiceDraft,
} from "../../content/model/section-drafts.ts";
import { sectionsSchema, type Sections } from "../../content/model/site-sections.ts";
import { readListPost, type Intent } from "../../../platform/form-submission.ts";
import { storeMediaBytes } from "../../../platform/media-store.ts";
import { upcomingAuctionDates } from "../../listings/index.ts";
import { contentSectionValue, saveContentSection } from "./site-content-versions.ts";
import { chosenFile, readUploadedImage } from "../../../platform/uploaded-image.ts";
import type { WriteActor } from "../../audit/index.ts";
import type { SignedInStaff } from "../../staff/index.ts";
import type { MediaStore } from "../../../platform/media-stores.ts";

export type SectionDraft = AuctionsDraft | SalesEventDraft | ServiceDraft;
type Actor = WriteActor & { staff: Pick<SignedInStaff, "id" | "email" | "role"> };

/** The `sections` content the editors start from (the draft's, else the live one), with the schema's defaults. */
export async function sectionsToEdit(db: Db): Promise<{ sections: Sections; fromDraft: boolean }> {
  const { value, fromDraft } = await contentSectionValue(db, "sections");
  const parsed = sectionsSchema.safeParse(value ?? {});
  return { sections: parsed.success ? parsed.data : sectionsSchema.parse({}), fromDraft };
}

/** The item's slug (events and services pages): a post names the one it was opened on. */
function slugAt(sections: Sections, ref: SectionItemRef): string | null {
  if (ref.kind === "auctions" || ref.index === null) return null;
  const list = ref.kind === "event" ? sections.salesEvents : sections.services;
  return list[ref.index]?.slug ?? null;
}

/** History image ids are unique across every services page (each is #/history-images/{id}). */
const highestHistoryId = (sections: Sections) =>
  Math.max(0, ...sections.services.flatMap((page) => page.historyImages.map((gallery) => gallery.id)));

/** The editor's draft of a stored item, or null when there is none at that index. */
export function draftOfItem(sections: Sections, ref: SectionItemRef): SectionDraft | null {
  if (ref.kind === "auctions") return auctionsDraftFrom(sections.auctions ?? null);
  if (ref.kind === "event") {
    const event = ref.index === null ? null : sections.salesEvents[ref.index];
    if (event === undefined) return null;
    const newGalleryId = Math.max(0, ...sections.salesEvents.map((other) => other.gallery.id)) + 1;
    return salesEventDraftFrom(event, newGalleryId);
  }
  const page = ref.index === null ? null : sections.services[ref.index];
  return page === undefined ? null : serviceDraftFrom(page);
}

export async function editorPage(db: Db, ref: SectionItemRef) {
  const { sections, fromDraft } = await sectionsToEdit(db);
  const draft = draftOfItem(sections, ref);
  if (!draft) return null;
  return {
    draft,
    fromDraft,
    was: slugAt(sections, ref) ?? "",
    exists: ref.kind !== "auctions" || !!sections.auctions,
  };
}

/** The people a services page may name as its contacts. */
export async function staffChoices(db: Db): Promise<{ id: number; name: string; jobTitle: string | null }[]> {
  return (await selectVisibleStaff(db)).map((row) => ({
    id: row.id,
    name: `${row.firstName} ${row.surname}`,
    jobTitle: row.jobTitle,
  }));
}

const DRAFT_OF = { auctions: auctionsDraftOf, event: salesEventDraftOf, service: serviceDraftOf };
const VALUE_OF = {
  auctions: (draft: SectionDraft) => auctionsValue(draft as AuctionsDraft),
  event: (draft: SectionDraft) => salesEventValue(draft as SalesEventDraft),
  service: (draft: SectionDraft) => serviceValue(draft as ServiceDraft),
};

/**
 * `intent` is what the form's named submit buttons post: "remove-item" (a save without the item), "upload" (store
 * the chosen images and redraw) or, for anything else, a save. The buttons that only change the form post
 * Conform's `__intent__` among the values instead.
 */
export type EditorPost = { intent: string; values: Record<string, string>; files: Map<string, File[]> };

/** The intents the editors' buttons post: Add, Move and Remove in a list, and taking a single image off. */
const FORM_INTENTS: Intent["type"][] = ["insert", "remove", "reorder", "update"];

export type EditorForm =
  { ok: true; draft: SectionDraft; then: "redraw" | "save" | "remove-item" } | { ok: false; message: string };

/**
 * A post read into the editor's draft, with a pressed Add, Move, Remove or image's Remove applied, and what comes
 * next: a button that changes the form (or Upload) redraws it, saving nothing. New history galleries and cards
 * are numbered after every id in use, in the page or up to `idFloor` (history galleries are numbered across
 * every services page).
 */
export function readEditorForm(kind: SectionEditorKind, post: EditorPost, idFloor: number): EditorForm {
  const { was: _was, ...fields } = post.values;
  const read = readListPost(fields, FORM_INTENTS);
  if (!read.ok) return read;
  const draft = DRAFT_OF[kind](read.value);
  return {
    ok: true,
    draft: kind === "service" ? withNewItemIds(draft as ServiceDraft, idFloor) : draft,
    then:
      read.intent || post.intent === "upload"
        ? "redraw"
        : post.intent === "remove-item"
          ? "remove-item"
          : "save",
  };
}

export type EditorOutcome =
  | { kind: "saved" | "unchanged"; index: number | null }
  | { kind: "removed" }
  | { kind: "form"; status: 200 | 400 | 422; draft: SectionDraft; errors: FieldErrors; problems: string[] }
  | { kind: "missing" };

/** The chosen images of the post, checked and stored, placed in the draft; a refused file's message by field. */
async function takeUploads(mediaStore: MediaStore, draft: SectionDraft, files: Map<string, File[]>) {
  const errors: FieldErrors = {};
  for (const [name, chosen] of files) {
    const target = uploadTarget(name);
    if (!target) continue;
    for (const file of chosen) {
      if (!chosenFile([file])) continue;
      const read = await readUploadedImage(file);
      if ("error" in read) {
        (errors[name] ??= []).push(read.error);
        continue;
      }
      const { mediaKey } = await storeMediaBytes(mediaStore, read.bytes);
      if (mediaKey) placeUpload(draft, target, mediaKey);
    }
  }
  return errors;
}

const STALE =
  "This item was changed or removed since you opened it: open it again from the Sections page. Nothing was saved.";

/** One post of an editor: a structural change of the form, a save into the draft, or the item's removal. */
export async function postSectionEditor(
  deps: { db: Db; mediaStore: MediaStore },
  actor: Actor,
  ref: SectionItemRef,
  post: EditorPost,
): Promise<EditorOutcome> {
  const { sections } = await sectionsToEdit(deps.db);
  const saved = draftOfItem(sections, ref);
  if (!saved) return { kind: "missing" };
  const read = readEditorForm(ref.kind, post, ref.kind === "service" ? highestHistoryId(sections) : 0);
  // A post that cannot be read is trusted for nothing: the form shows the item as it is saved.
  if (!read.ok)
    return {
      kind: "form",
      status: 400,
      draft: saved,
      errors: {},
      problems: [`${read.message} Nothing was saved.`],
    };
  const { draft } = read;
  const uploadErrors = await takeUploads(deps.mediaStore, draft, post.files);
  const form = (status: 200 | 422, errors: FieldErrors, problems: string[] = []) =>
    ({ kind: "form", status, draft, errors, problems }) as const;

  if (read.then === "redraw") return form(Object.keys(uploadErrors).length ? 422 : 200, uploadErrors);
  if (Object.keys(uploadErrors).length) return form(422, uploadErrors);
  // Another editor's save may have moved the item: a post names the item it was opened on.
  if (slugAt(sections, ref) !== null && slugAt(sections, ref) !== (post.values.was ?? ""))
    return form(422, {}, [STALE]);

  if (read.then === "remove-item") {
    if (ref.kind === "auctions" ? !sections.auctions : ref.index === null) return { kind: "missing" };
    const result = await saveContentSection(deps.db, actor, "sections", withItem(sections, ref, null));
    if (result.kind === "invalid") return form(422, {}, result.problems);
    return { kind: "removed" };
  }

  const next = withItem(sections, ref, VALUE_OF[ref.kind](draft));
  const checked = checkSections(next, ref, itemPath(sections, ref));
  if (!checked.ok) return form(422, checked.errors, checked.problems);
  const result = await saveContentSection(deps.db, actor, "sections", next);
  if (result.kind === "invalid") return form(422, {}, result.problems);
  if (result.kind === "refused" || result.kind === "missing") return form(422, {}, ["Not saved."]);
  const index = ref.kind === "auctions" ? null : (itemPath(sections, ref)[1] ?? null);
  return { kind: result.kind === "done" ? "saved" : "unchanged", index };
}

/** The auction dates and their lots (listings with an auction date) the auctions page lists next. */
export async function upcomingAuctions(db: Db) {
  const dates = await upcomingAuctionDates(db, 12);
  return dates.map(({ date, lots, searchPath }) => ({ date, lots, searchPath }));
}
