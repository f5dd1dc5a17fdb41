// A post of a site content form editor (issue 15 item 1): uploads first (the header's logo, a hero carousel
// picture), then either a structural button (add, remove, move: the form is drawn again from what was posted,
// nothing saved) or "Save draft": the form read into the section's value and saved through saveContentSection,
// so it is checked by the section's content schema, audited and kept as a draft version.
import type { Db } from "../../../db/client.ts";
import {
  applyIntent,
  fieldNamesOf,
  formStateOf,
  intentOf,
  problemsByField,
  type FieldProblems,
  type FormState,
} from "../../content/model/content-form.ts";
import { HOME_BLOCKS_ROOT, newItemOf, sectionValueOf } from "../../content/model/content-editors.ts";
import { heroFocusOf } from "../../content/model/hero-image.ts";
import { storeHeroImage, storeLogo } from "./content-images.ts";
import { contentSectionValue, saveContentSection } from "./site-content-versions.ts";
import { chosenFile } from "../../../platform/uploaded-image.ts";

export type ContentFormPost = { intent: string; values: Record<string, string>; files: Map<string, File[]> };

/** The form's file fields: the logo, and a new carousel picture with its description and focal position. */
export const LOGO_FILE = "logoFile";
export const HERO_NEW_IMAGE = "newImage";

export type ContentFormOutcome =
  | { kind: "saved" | "unchanged" | "missing" }
  | { kind: "refused"; message: string }
  /** The form drawn again: after a structural button (200) or a refusal (422). */
  | { kind: "form"; status: 200 | 422; state: FormState; problems: FieldProblems; focus: string | null };

const noProblems: FieldProblems = { byField: {}, summary: [] };

function fileProblem(field: string, error: string): FieldProblems {
  return { byField: { [field]: [error] }, summary: [{ text: error, field }] };
}

/** Stores the post's upload into the state (a copy); a refused file's message, beside its field. */
async function withUpload(
  mediaDir: string,
  key: string,
  post: ContentFormPost,
  state: FormState,
): Promise<{ state: FormState } | { problems: FieldProblems }> {
  if (key === "header") {
    const file = chosenFile(post.files.get(LOGO_FILE));
    if (!file) return { state };
    const stored = await storeLogo(mediaDir, file);
    if ("error" in stored) return { problems: fileProblem(LOGO_FILE, stored.error) };
    const logo = { ...(state.logo as FormState | undefined), ...stringsOf(stored.logo) };
    return { state: { ...state, logo } };
  }
  if (key === "hero") {
    const { [HERO_NEW_IMAGE]: added, ...rest } = state;
    const details = (added ?? {}) as Record<string, string>;
    const file = chosenFile(post.files.get(HERO_NEW_IMAGE));
    if (!file) return { state: rest };
    const stored = await storeHeroImage(mediaDir, file, heroFocusOf(details.focus));
    if ("error" in stored) return { problems: fileProblem(HERO_NEW_IMAGE, stored.error) };
    const images = Array.isArray(rest.heroCarouselImages) ? rest.heroCarouselImages : [];
    const image = { key: stored.key, alt: details.alt ?? "", caption: details.caption ?? "" };
    return { state: { ...rest, heroCarouselImages: [...images, image] } };
  }
  return { state };
}

const stringsOf = (value: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(value).map(([name, entry]) => [name, String(entry)]));

export async function postContentForm(
  deps: { db: Db; mediaDir: string },
  actor: Parameters<typeof saveContentSection>[1],
  key: string,
  post: ContentFormPost,
): Promise<ContentFormOutcome> {
  const uploaded = await withUpload(deps.mediaDir, key, post, formStateOf(post.values));
  if ("problems" in uploaded)
    return {
      kind: "form",
      status: 422,
      state: formStateOf(post.values),
      problems: uploaded.problems,
      focus: null,
    };
  const intent = intentOf(post.intent);
  if (intent.kind !== "save") {
    const template = intent.kind === "add" ? newItemOf(key, intent.list, uploaded.state) : undefined;
    const { state, focus } = applyIntent(uploaded.state, intent, template);
    return { kind: "form", status: 200, state, problems: noProblems, focus };
  }
  const { value: current } = await contentSectionValue(deps.db, key);
  const result = await saveContentSection(deps.db, actor, key, sectionValueOf(key, uploaded.state, current));
  if (result.kind === "done") return { kind: "saved" };
  if (result.kind !== "invalid") return result;
  const problems = problemsByField(
    key,
    result.problems,
    fieldNamesOf(uploaded.state),
    key === "homeBlocks" ? HOME_BLOCKS_ROOT : undefined,
  );
  return { kind: "form", status: 422, state: uploaded.state, problems, focus: null };
}
