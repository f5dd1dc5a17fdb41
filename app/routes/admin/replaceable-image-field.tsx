// An editor's one optional image (an article's picture, a branch's or a team member's photo): the image it has now
// with a box to take it off, then the file field that adds or replaces it. A plain multipart post, no script.
import type { ReactNode } from "react";
import { InputField } from "./admin-fields.tsx";
import { fieldId } from "./listings/spec-field.tsx";

const IMAGE_TYPES = "image/jpeg,image/png,image/webp";

export function ReplaceableImageField({
  name,
  noun,
  url,
  hint = "A JPEG, PNG or WebP image of up to 10 MB.",
  errors,
  portrait = false,
  removeControl,
}: {
  /** The file field's name; its remove box is `remove` + Name (removeImage, removePhoto). */
  name: string;
  /** What the page calls it: "image", "photo". */
  noun: string;
  /** The image it has now, or null. */
  url: string | null | undefined;
  hint?: string;
  errors?: string[];
  /** A person's photo: drawn half as wide. */
  portrait?: boolean;
  /** The page's own remove box, where it draws its ticks its own way. */
  removeControl?: ReactNode;
}) {
  const removeName = `remove${name[0]!.toUpperCase()}${name.slice(1)}`;
  return (
    <>
      {url ? (
        <div className="flex flex-col gap-2">
          {portrait ? (
            <img src={url} alt="" width={160} className="h-auto w-40 rounded" />
          ) : (
            <img src={url} alt="" width={320} className="h-auto w-80 max-w-full rounded" />
          )}
          {removeControl ?? (
            <label className="flex items-center gap-2">
              <input type="checkbox" name={removeName} className="size-5" />
              {` Remove this ${noun}`}
            </label>
          )}
        </div>
      ) : null}
      <InputField
        id={fieldId(name)}
        name={name}
        label={
          url ? `Replace the ${noun} (optional)` : `${noun[0]!.toUpperCase()}${noun.slice(1)} (optional)`
        }
        type="file"
        accept={IMAGE_TYPES}
        hint={hint}
        errors={errors}
      />
    </>
  );
}
