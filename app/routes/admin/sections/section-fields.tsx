// The section editors' shared parts (issue 15 item 3): the page around a form, text fields named by their path
// in the item (`catalogue[0].title`, as Conform reads it back), galleries (images with captions: upload, reorder,
// remove) and single images. The buttons that only change the form are Conform's (app/ui/list-button.tsx): the
// server applies them to what was posted and redraws the form without saving
// (modules/site-editor/back-office/section-editor.ts).
import type { ReactNode } from "react";
import { ADMIN_CONTENT_PATH, ADMIN_SECTIONS_PATH } from "../../../../domain/admin/admin-urls.ts";
import { uploadFieldName, type GalleryDraft } from "../../../../modules/content/model/section-drafts.ts";
import { mediaPath, widthOnly } from "../../../../domain/media-sizes.ts";
import { ItemButtons, ListButton, SetFieldButton } from "../../../ui/list-button.tsx";
import { DoneMessage, InputField } from "../admin-fields.tsx";
import { BackLink, BUTTON, ProblemList, SECONDARY_BUTTON, TokenInput } from "../admin-form.tsx";
import { ErrorSummary, fieldId } from "../listings/spec-field.tsx";
import { RICH_TEXT_HINT, RichTextField } from "../rich-text/rich-text-field.tsx";

export type FieldErrors = Record<string, string[]>;

const SMALL_BUTTON = "min-h-6 rounded border border-black px-2 py-1 text-sm";
const IMAGE_TYPES = "image/jpeg,image/png,image/webp";
const IMAGE_HINT = "JPEG, PNG or WebP images of up to 10 MB each.";

export const thumbnailUrl = (key: string) => mediaPath(widthOnly(320), key);

/** Add to the list `name` the new item `item` (drawn empty, filled in before saving). */
export function AddButton({ name, item, children }: { name: string; item: object; children: ReactNode }) {
  return (
    <ListButton intent={{ type: "insert", payload: { name, defaultValue: item } }} className={SMALL_BUTTON}>
      {children}
    </ListButton>
  );
}

export function SaveButton() {
  return (
    <button type="submit" name="intent" value="save" className={BUTTON}>
      Save draft
    </button>
  );
}

/** A text field whose name is its path in the item (`catalogue[0].title`). */
export function TextField(props: {
  name: string;
  label: string;
  value: string;
  errors: FieldErrors;
  hint?: string;
  type?: string;
  required?: boolean;
}) {
  return (
    <InputField
      id={fieldId(props.name)}
      name={props.name}
      label={props.label}
      type={props.type}
      hint={props.hint}
      defaultValue={props.value}
      errors={props.errors[props.name]}
      constraints={props.required === false ? {} : { required: true }}
    />
  );
}

export function SectionRichTextField(props: {
  name: string;
  label: string;
  value: string;
  errors: FieldErrors;
}) {
  return (
    <RichTextField
      id={fieldId(props.name)}
      name={props.name}
      label={props.label}
      rows={8}
      hint={RICH_TEXT_HINT}
      defaultValue={props.value}
      errors={props.errors[props.name]}
    />
  );
}

function FileField(props: { target: string; label: string; errors: FieldErrors; multiple?: boolean }) {
  const name = uploadFieldName(props.target);
  return (
    <InputField
      id={fieldId(name)}
      name={name}
      label={props.label}
      type="file"
      accept={IMAGE_TYPES}
      multiple={props.multiple}
      hint={IMAGE_HINT}
      errors={props.errors[name]}
    />
  );
}

/** One image (a lot's, a card's, the page's): shown, replaced by an upload, or taken off. */
export function SingleImageField(props: {
  path: string;
  value: string;
  /** What the image is, e.g. "Image of lot 2". */
  label: string;
  optional?: boolean;
  errors: FieldErrors;
}) {
  const what = props.label.charAt(0).toLowerCase() + props.label.slice(1);
  return (
    <div className="flex flex-col gap-2">
      <input type="hidden" name={props.path} value={props.value} />
      {props.value ? (
        <div className="flex flex-wrap items-end gap-3">
          <img src={thumbnailUrl(props.value)} alt="" width={160} className="h-auto w-40 rounded" />
          {/* Taking the image off empties the hidden field above: a Conform `update`, applied to the post
              and redrawn like the list buttons, rather than a save or a path of our own to parse. */}
          {props.optional ? (
            <SetFieldButton name={props.path} value="" className={SMALL_BUTTON}>
              Remove the {what}
            </SetFieldButton>
          ) : null}
        </div>
      ) : null}
      <FileField
        target={props.path}
        label={
          props.value
            ? `Replace the ${what} (optional)`
            : `${props.label}${props.optional ? " (optional)" : ""}`
        }
        errors={props.errors}
      />
    </div>
  );
}

/** Up, down and remove for item `index` of the list `name` of `count`, each button naming the item (`what`). */
export function NamedItemButtons({
  name,
  index,
  count,
  what,
}: {
  name: string;
  index: number;
  count: number;
  what: string;
}) {
  return (
    <ItemButtons
      name={name}
      index={index}
      count={count}
      className={SMALL_BUTTON}
      texts={{ up: `Move ${what} up`, down: `Move ${what} down`, remove: `Remove ${what}` }}
    />
  );
}

/** A gallery: its title, its images with captions (reordered, removed) and new images to upload. */
export function GalleryFields(props: {
  path: string;
  gallery: GalleryDraft;
  legend: string;
  errors: FieldErrors;
  /** A card's gallery: the card's own id and title stand for it. */
  untitled?: boolean;
}) {
  const { path, gallery, errors } = props;
  const images = `${path}.images`;
  return (
    <fieldset className="flex flex-col gap-3 rounded border border-black/30 p-4">
      <legend className="px-1 font-semibold">{props.legend}</legend>
      {props.untitled ? null : (
        <>
          <input type="hidden" name={`${path}.id`} value={gallery.id} />
          <TextField name={`${path}.title`} label="Gallery title" value={gallery.title} errors={errors} />
        </>
      )}
      {gallery.images.length ? (
        <ol className="flex flex-col gap-4" data-gallery-images>
          {gallery.images.map((image, index) => (
            <li
              key={`${image.key}-${index}`}
              className="flex flex-wrap items-start gap-4 border-t border-black/20 pt-3"
            >
              <img src={thumbnailUrl(image.key)} alt="" width={160} className="h-auto w-40 rounded" />
              <div className="flex grow flex-col gap-2">
                <input type="hidden" name={`${images}[${index}].key`} value={image.key} />
                <TextField
                  name={`${images}[${index}].caption`}
                  label={`Caption of image ${index + 1} (optional)`}
                  value={image.caption}
                  errors={errors}
                  required={false}
                />
                <NamedItemButtons
                  name={images}
                  index={index}
                  count={gallery.images.length}
                  what={`image ${index + 1}`}
                />
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm">No images yet.</p>
      )}
      <FileField
        target={images}
        label={`Add images to the ${props.legend.toLowerCase()}`}
        errors={errors}
        multiple
      />
      <p>
        {/* A named submit button, not a Conform intent: the files are not Conform's to read (takeUploads). */}
        <button type="submit" name="intent" value="upload" formNoValidate className={SMALL_BUTTON}>
          Upload the chosen images
        </button>
      </p>
    </fieldset>
  );
}

/** The page around an editor's form: where it is, the draft, what the last post did. */
export function EditorFrame(props: {
  title: string;
  done: string | null;
  fromDraft: boolean;
  publicPath: string | null;
  errors: FieldErrors;
  problems: string[];
  children: ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8">
      <BackLink href={ADMIN_SECTIONS_PATH}>Sections</BackLink>
      <h1 className="text-2xl font-semibold">{props.title}</h1>
      <p className="text-sm">
        {props.fromDraft
          ? "You are editing the draft."
          : "There is no draft: a save makes one from the live content."}{" "}
        The site changes when the draft is published on the{" "}
        <a href={ADMIN_CONTENT_PATH} className="underline">
          Site content
        </a>{" "}
        page
        {props.publicPath ? (
          <>
            {" "}
            (then at{" "}
            <a href={props.publicPath} className="underline">
              {props.publicPath}
            </a>
            )
          </>
        ) : null}
        .
      </p>
      <DoneMessage message={props.done} />
      <ErrorSummary errors={props.errors} />
      <ProblemList problems={props.problems} />
      {props.children}
    </div>
  );
}

/** The editor's form: multipart (images), its token, the item it was opened on, Save draft first and last. */
export function EditorForm(props: { action: string; token: string; was: string; children: ReactNode }) {
  return (
    <form method="post" action={props.action} encType="multipart/form-data" className="flex flex-col gap-5">
      <TokenInput token={props.token} />
      <input type="hidden" name="was" value={props.was} />
      {/* The first submit button is the one Enter in a field presses: saving, never a structural button. */}
      <p>
        <SaveButton />
      </p>
      {props.children}
      <p>
        <SaveButton />
      </p>
    </form>
  );
}

/** Removing the whole item (a save into the draft). */
export function RemoveItemForm(props: { action: string; token: string; was: string; label: string }) {
  return (
    <form method="post" action={props.action} encType="multipart/form-data">
      <TokenInput token={props.token} />
      <input type="hidden" name="was" value={props.was} />
      <button type="submit" name="intent" value="remove-item" className={SECONDARY_BUTTON}>
        {props.label}
      </button>
    </form>
  );
}

/** The address field of a list item with a page of its own: `where` is its address up to the slug. */
export function SlugField({ where, value, errors }: { where: string; value: string; errors: FieldErrors }) {
  return (
    <TextField
      name="slug"
      label="Address"
      hint={`The end of its web address (${where}): lower-case letters, digits and hyphens.`}
      value={value}
      errors={errors}
    />
  );
}

/**
 * The editor of one item of a section's list (a sales event, a services page), "new" until it is saved: the frame
 * with the item's address on the site, the form, and removing a saved item.
 */
export function ListItemEditor(props: {
  /** What the item is, e.g. "sales event". */
  noun: string;
  page: { done: string | null; fromDraft: boolean; token: string; was: string };
  view: { saved: { title: string }; errors: FieldErrors; problems: string[]; index: number | "new" };
  /** The item's editor. */
  path: string;
  /** The saved item's page on the site. */
  publicPath: string;
  children: ReactNode;
}) {
  const { page, view, path } = props;
  const isNew = view.index === "new";
  return (
    <EditorFrame
      title={isNew ? `Add a ${props.noun}` : view.saved.title}
      done={page.done}
      fromDraft={page.fromDraft}
      publicPath={isNew ? null : props.publicPath}
      errors={view.errors}
      problems={view.problems}
    >
      <EditorForm action={path} token={page.token} was={page.was}>
        {props.children}
      </EditorForm>
      {isNew ? null : (
        <RemoveItemForm action={path} token={page.token} was={page.was} label={`Remove this ${props.noun}`} />
      )}
    </EditorFrame>
  );
}

/** An item's page title: its saved title, or what a new one is. */
export const editorMeta =
  (what: string) =>
  ({ data }: { data?: { was: string; draft: unknown } | undefined }) => [
    {
      title: `${data?.was ? (data.draft as { title: string }).title || what : `New ${what.toLowerCase()}`} · Sections · Admin`,
    },
  ];

/** What an editor's page draws: the posted draft after a post, else the saved one; the item's index. */
export function editorView<Draft>(
  page: { draft: unknown },
  actionData: { draft?: unknown; errors?: FieldErrors; problems?: string[] } | undefined,
  indexParam: string | undefined,
) {
  return {
    draft: (actionData?.draft ?? page.draft) as Draft,
    saved: page.draft as Draft,
    errors: actionData?.errors ?? {},
    problems: actionData?.problems ?? [],
    index: indexParam === "new" ? ("new" as const) : Number(indexParam),
  };
}
