// The branch form's fields (new branch and a branch's page): address, map position, numbers, coverage, opening
// hours, description, order and photo, each with its errors beside it. The constraints come from the loader
// (read off modules/branches/model/branch-forms.ts), since admin pages check in the browser without any script.
import type { HtmlConstraints } from "../../../../domain/admin/form-constraints.ts";
import { formFields, TextareaField } from "../admin-fields.tsx";
import { ReplaceableImageField } from "../replaceable-image-field.tsx";
import { fieldId } from "../listings/spec-field.tsx";

export type BranchValues = Record<string, string>;
type Props = {
  values: BranchValues;
  errors: Record<string, string[]>;
  constraints: Record<string, HtmlConstraints>;
  /** A feed's branch: the fields the feed keeps up to date say so. */
  feedSource: string | null;
  photoUrl: string | null;
};

const FEED_FIELDS = new Set([
  "name",
  "addressLine1",
  "addressLine2",
  "town",
  "county",
  "postcode",
  "telephone",
  "email",
  "description",
]);

export function BranchFields({ values, errors, constraints, feedSource, photoUrl }: Props) {
  const input = formFields({ values, errors, constraints });
  // A feed's branch keeps the feed's wording of these fields: the hint says so.
  const hintOf = (name: string, hint?: string) =>
    [hint, feedSource && FEED_FIELDS.has(name) ? `Kept up to date by the ${feedSource} feed.` : null]
      .filter(Boolean)
      .join(" ") || undefined;
  const field = (name: string, label: string, extra: { type?: string; hint?: string } = {}) =>
    input(name, label, { type: extra.type, hint: hintOf(name, extra.hint) });
  const textarea = (name: string, label: string, extra: { rows: number; hint?: string }) => (
    <TextareaField
      id={fieldId(name)}
      name={name}
      label={label}
      hint={hintOf(name, extra.hint)}
      defaultValue={values[name] ?? ""}
      errors={errors[name]}
      constraints={constraints[name]}
      rows={extra.rows}
    />
  );
  return (
    <>
      <fieldset className="flex flex-col gap-3">
        <legend className="text-lg font-semibold">Branch</legend>
        {field("name", "Name")}
        {field("addressLine1", "Address line 1")}
        {field("addressLine2", "Address line 2 (optional)")}
        {field("town", "Town")}
        {field("county", "County (optional)")}
        {field("postcode", "Postcode")}
      </fieldset>
      <fieldset className="flex flex-col gap-3">
        <legend className="text-lg font-semibold">Map position</legend>
        <p className="text-sm">Leave both empty to place the branch at its postcode.</p>
        {field("latitude", "Latitude (optional)", { hint: "For example 51.4545" })}
        {field("longitude", "Longitude (optional)", { hint: "For example -2.5879" })}
      </fieldset>
      <fieldset className="flex flex-col gap-3">
        <legend className="text-lg font-semibold">Contact</legend>
        {field("telephone", "Office telephone", { type: "tel" })}
        {field("salesTelephone", "Sales telephone (optional)", {
          type: "tel",
          hint: "Shown on sales listings when the branch has no sales department.",
        })}
        {field("lettingsTelephone", "Lettings telephone (optional)", {
          type: "tel",
          hint: "Shown on lettings listings when the branch has no lettings department.",
        })}
        {field("email", "Email", { type: "email" })}
      </fieldset>
      <fieldset className="flex flex-col gap-3">
        <legend className="text-lg font-semibold">On the site</legend>
        {textarea("postcodeCoverage", "Postcode coverage (optional)", {
          rows: 3,
          hint: "Areas, districts, sectors or postcodes, separated by commas or new lines (BS, BS8, BS8 2). Valuation requests and area searches go to the branch with the longest match.",
        })}
        {textarea("openingHours", "Opening hours (optional)", {
          rows: 4,
          hint: 'One line each: days, a colon, then hours ("Saturday: 9am to 4pm").',
        })}
        {textarea("description", "Description (optional)", { rows: 4 })}
        {field("position", "Order in lists", { hint: "Lower numbers come first; 0 by default." })}
        <ReplaceableImageField name="photo" noun="photo" url={photoUrl} errors={errors.photo} />
      </fieldset>
    </>
  );
}
