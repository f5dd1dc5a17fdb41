// A post of a site content form editor (issue 15 item 1), read by the back office's form kit
// (platform/form-submission.ts): Conform nests the fields and applies a pressed list button (add, remove, move:
// the form is drawn again from what was posted, nothing saved; a button value the form does not have is refused
// the same way); an upload (the header's logo, a hero carousel picture) is stored whichever button was pressed;
// "Save draft" reads the form into the section's value and saves it through saveContentSection, so it is checked
// by the section's content schema, audited and kept as a draft version. A refusal puts each schema issue beside
// the field its path names.
import { INTENT } from "@conform-to/dom";
import type { z } from "zod";
import type { Db } from "../../../db/client.ts";
import { issueText, type FormState, type SectionIssue } from "../../content/model/content-form.ts";
import { HOME_BLOCKS_ROOT, sectionValueOf, withAddedItem } from "../../content/model/content-editors.ts";
import { heroFocusOf } from "../../content/model/hero-image.ts";
import { siteContentSchemas, type SiteContentKey } from "../../content/model/site-content.ts";
import { storeHeroImage, storeLogo } from "./content-images.ts";
import { contentSectionValue, saveContentSection } from "./site-content-versions.ts";
import { chosenFile } from "../../../platform/uploaded-image.ts";
import { namedLeaves, pathName, placedItem, readListPost } from "../../../platform/form-submission.ts";
import type { MediaStore } from "../../../platform/media-stores.ts";

export type ContentFormPost = { intent: string; values: Record<string, string>; files: Map<string, File[]> };

/** The form's file fields: the logo, and a new carousel picture with its description and focal position. */
export const LOGO_FILE = "logoFile";
export const HERO_NEW_IMAGE = "newImage";

/** Schema problems placed for the form: beside their fields, and all of them in the summary. */
export type FieldProblems = {
  /** Each problem under the name of the field it is shown beside. */
  byField: Record<string, string[]>;
  /** Every problem for the summary, with the field it links to (null: the whole section, or no field of its own). */
  summary: { text: string; field: string | null }[];
};

export type ContentFormOutcome =
  | { kind: "saved" | "unchanged" | "missing" }
  | { kind: "refused"; message: string }
  /** The form drawn again: after a list button (200), a button this form does not have (400) or a refusal (422). */
  | {
      kind: "form";
      status: 200 | 400 | 422;
      state: FormState;
      problems: FieldProblems;
      focus: string | null;
    };

const noProblems: FieldProblems = { byField: {}, summary: [] };

const formProblem = (text: string, field: string | null): FieldProblems => ({
  byField: field ? { [field]: [text] } : {},
  summary: [{ text, field }],
});

/**
 * Places each schema issue beside the field its path names, or the nearest enclosing field (a bad number in a
 * list of numbers goes beside the list); one with no field of its own is only in the summary, worded as the
 * JSON editor words it ("header.primaryMenuItems.0.name: Too small…"). `state` is the form as posted.
 */
export function problemsByField(
  key: string,
  issues: readonly SectionIssue[],
  state: FormState,
): FieldProblems {
  const fields = new Set(namedLeaves(state).map(([name]) => name));
  // Home blocks are a list; the form holds it under a name of its own.
  const root = key === "homeBlocks" ? [HOME_BLOCKS_ROOT] : [];
  const byField: Record<string, string[]> = {};
  const summary: FieldProblems["summary"] = [];
  for (const issue of issues) {
    const path = [...root, ...issue.path];
    let field: string | null = null;
    for (let length = path.length; length > 0 && !field; length--) {
      const name = pathName(path.slice(0, length));
      if (fields.has(name)) field = name;
    }
    if (field) (byField[field] ??= []).push(issue.message);
    summary.push({ text: issueText(key, issue), field });
  }
  return { byField, summary };
}

/** Stores the post's upload into the state (a copy); a refused file's message, beside its field. */
async function withUpload(
  mediaStore: MediaStore,
  key: string,
  post: ContentFormPost,
  state: FormState,
): Promise<{ state: FormState } | { problems: FieldProblems }> {
  if (key === "header") {
    const file = chosenFile(post.files.get(LOGO_FILE));
    if (!file) return { state };
    const stored = await storeLogo(mediaStore, file);
    if ("error" in stored) return { problems: formProblem(stored.error, LOGO_FILE) };
    const logo = { ...(state.logo as FormState | undefined), ...stringsOf(stored.logo) };
    return { state: { ...state, logo } };
  }
  if (key === "hero") {
    const { [HERO_NEW_IMAGE]: added, ...rest } = state;
    const details = (added ?? {}) as Record<string, string>;
    const file = chosenFile(post.files.get(HERO_NEW_IMAGE));
    if (!file) return { state: rest };
    const stored = await storeHeroImage(mediaStore, file, heroFocusOf(details.focus));
    if ("error" in stored) return { problems: formProblem(stored.error, HERO_NEW_IMAGE) };
    const images = Array.isArray(rest.heroCarouselImages) ? rest.heroCarouselImages : [];
    const image = { key: stored.key, alt: details.alt ?? "", caption: details.caption ?? "" };
    return { state: { ...rest, heroCarouselImages: [...images, image] } };
  }
  return { state };
}

const stringsOf = (value: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(value).map(([name, entry]) => [name, String(entry)]));

/**
 * The section's schema error for a value its save refused: the save words its problems for people, the issues'
 * paths say which field each belongs to (for the kit's pathName and issuesByField).
 */
export const sectionSchemaError = (key: string, value: unknown): z.ZodError | null =>
  siteContentSchemas[key as SiteContentKey]?.safeParse(value).error ?? null;

export async function postContentForm(
  deps: { db: Db; mediaStore: MediaStore },
  actor: Parameters<typeof saveContentSection>[1],
  key: string,
  post: ContentFormPost,
): Promise<ContentFormOutcome> {
  const read = readListPost(post.values);
  if (!read.ok) {
    // A hand-made or stale button value: the form again as it was posted, the button ignored.
    const { [INTENT]: _button, ...fields } = post.values;
    const posted = readListPost(fields);
    const state = (posted.ok ? posted.value : {}) as FormState;
    return { kind: "form", status: 400, state, problems: formProblem(read.message, null), focus: null };
  }
  const placed = placedItem(read);
  const posted = read.value as FormState;
  const pressed = read.intent?.type === "insert" && placed ? withAddedItem(key, posted, placed) : posted;
  const uploaded = await withUpload(deps.mediaStore, key, post, pressed);
  if ("problems" in uploaded)
    return { kind: "form", status: 422, state: pressed, problems: uploaded.problems, focus: null };
  if (read.intent) {
    const focus = placed && `${placed.list}[${placed.index}]`;
    return { kind: "form", status: 200, state: uploaded.state, problems: noProblems, focus };
  }
  const { value: current } = await contentSectionValue(deps.db, key);
  const value = sectionValueOf(key, uploaded.state, current);
  const result = await saveContentSection(deps.db, actor, key, value);
  if (result.kind !== "invalid") return result.kind === "done" ? { kind: "saved" } : result;
  const problems = problemsByField(key, sectionSchemaError(key, value)?.issues ?? [], uploaded.state);
  return { kind: "form", status: 422, state: uploaded.state, problems, focus: null };
}
