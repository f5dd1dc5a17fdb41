// The form editor of a site content section (issue 15 item 1): its fields (content-fields.tsx) with what each
// section adds: the header's logo upload, the hero's new carousel picture and each picture's preview, the kind of
// a new home block (its Add button starts a block of the default kind; the server gives it the kind chosen).
// "Save draft" is the form's first button, so Enter in a field saves rather than moving an item.
import type { ReactNode } from "react";
import {
  CONTENT_EDITORS,
  HOME_BLOCK_KINDS,
  newItemOf,
} from "../../../../modules/content/model/content-editors.ts";
import { fieldText, readPath, type ListSpec } from "../../../../modules/content/model/content-form.ts";
import { HERO_FOCUS_OPTIONS } from "../../../../modules/content/model/hero-image.ts";
import { mediaPath, widthOnly } from "../../../../domain/media-sizes.ts";
import { InputField, SelectField } from "../admin-fields.tsx";
import { BUTTON, TokenInput } from "../admin-form.tsx";
import { fieldId } from "../listings/spec-field.tsx";
import { ContentFields } from "./content-fields.tsx";
import { TitledForm } from "../titled-section.tsx";

const IMAGE_TYPES = "image/jpeg,image/png,image/webp,image/gif";

type Props = {
  sectionKey: string;
  label: string;
  action: string;
  token: string;
  state: unknown;
  errors: Record<string, string[]>;
  focus: string | null;
};

export function ContentEditorForm({ sectionKey, label, action, token, state, errors, focus }: Props) {
  const spec = CONTENT_EDITORS[sectionKey];
  if (!spec) return null;
  const saveButton = (
    <p>
      <button type="submit" name="intent" value="save" className={BUTTON}>
        Save draft
      </button>
    </p>
  );
  return (
    <TitledForm
      id="fields-title"
      title={sectionKey === "theme" ? "Theme settings" : label}
      method="post"
      action={action}
      encType="multipart/form-data"
      className="flex flex-col gap-4"
      data-content-editor
    >
      <TokenInput token={token} />
      {saveButton}
      {sectionKey === "header" ? <LogoUpload state={state} errors={errors} /> : null}
      <ContentFields
        spec={spec}
        state={state}
        errors={errors}
        focus={focus}
        newItem={(path) => newItemOf(sectionKey, path, {})}
        itemExtra={sectionKey === "hero" ? heroPreview : undefined}
        addExtra={sectionKey === "homeBlocks" ? blockKindChoice : undefined}
      />
      {sectionKey === "hero" ? <NewHeroImage errors={errors} /> : null}
      {saveButton}
    </TitledForm>
  );
}

function LogoUpload({ state, errors }: { state: unknown; errors: Record<string, string[]> }) {
  const url = fieldText(readPath(state, "logo.url"));
  const logoErrors = ["logoFile", "logo.url", "logo.width", "logo.height"].flatMap(
    (name) => errors[name] ?? [],
  );
  return (
    <div className="flex flex-col gap-2">
      {url ? (
        <p className="flex items-center gap-3 text-sm">
          <img src={url} alt="" className="max-h-16 w-auto" data-logo-preview />
          {`The logo now: ${fieldText(readPath(state, "logo.width"))} × ${fieldText(readPath(state, "logo.height"))} pixels.`}
        </p>
      ) : null}
      <InputField
        id={fieldId("logoFile")}
        name="logoFile"
        label={url ? "Replace the logo (optional)" : "Logo"}
        type="file"
        accept={IMAGE_TYPES}
        hint="A PNG, JPEG, WebP or GIF of up to 10 MB, at the size it is shown: its width and height are read from the file."
        errors={logoErrors}
      />
    </div>
  );
}

function heroPreview(list: ListSpec, _path: string, item: unknown): ReactNode {
  const key = fieldText(readPath(item, "key"));
  if (list.name !== "heroCarouselImages" || !key) return null;
  return (
    <img
      src={mediaPath(widthOnly(328), key)}
      alt=""
      width={328}
      height={219}
      className="h-auto w-48 rounded"
    />
  );
}

function blockKindChoice(list: ListSpec): ReactNode {
  if (!list.kinds) return null;
  return (
    <SelectField
      id={fieldId("newBlockType")}
      name="newBlockType"
      label="Kind of the new block"
      options={Object.entries(HOME_BLOCK_KINDS).map(([value, kind]) => ({ value, label: kind.label }))}
    />
  );
}

function NewHeroImage({ errors }: { errors: Record<string, string[]> }) {
  return (
    <fieldset
      id={fieldId("newImage-group")}
      className="flex flex-col gap-3 rounded border border-black/30 p-3"
    >
      <legend className="px-1 font-semibold">Add a carousel image</legend>
      <InputField
        id={fieldId("newImage")}
        name="newImage"
        label="Picture (optional)"
        type="file"
        accept={IMAGE_TYPES}
        hint="A JPEG, PNG, WebP or GIF of up to 10 MB. It is cropped to the hero's shape (3:2) and kept at most 1500 pixels wide; choose which part to keep."
        errors={errors.newImage}
      />
      <SelectField
        id={fieldId("newImage.focus")}
        name="newImage.focus"
        label="Part of the picture to keep"
        options={[...HERO_FOCUS_OPTIONS]}
        defaultValue="centre"
      />
      <InputField
        id={fieldId("newImage.alt")}
        name="newImage.alt"
        label="Description (alt text)"
        hint="Needed with a picture: what it shows, for people who cannot see it."
      />
      <InputField id={fieldId("newImage.caption")} name="newImage.caption" label="Caption (optional)" />
      <p className="text-sm">
        The picture is added when you save the draft (or press any other button of the form).
      </p>
    </fieldset>
  );
}

/** Where the summary's link for a problem goes: its field, the logo's upload for the logo's stored facts. */
export function problemHref(field: string | null): string | null {
  if (!field) return null;
  return `#${fieldId(/^logo\.(url|width|height)$/.test(field) ? "logoFile" : field)}`;
}
