// The listings desk's groups of fields, shared by the new-listing form and the listing editor: one frame for a
// group, and the description and material-information groups both forms end with, drawn from the same specs.
import type { ReactNode } from "react";
import {
  MATERIAL_PARTS,
  TEXT_FIELDS,
  type FieldSpec,
} from "../../../../modules/listings/model/listing-fields.ts";

export function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 rounded border border-black/30 p-4 sm:grid-cols-2">
      <legend className="px-1 text-lg font-semibold">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** The description and key features, then each part of the material information, each field drawn by `field`. */
export function DescriptionAndMaterialFieldsets({ field }: { field: (spec: FieldSpec) => ReactNode }) {
  return (
    <>
      <Fieldset legend="Description and key features">{TEXT_FIELDS.map(field)}</Fieldset>
      {MATERIAL_PARTS.map((part) => (
        <Fieldset key={part.legend} legend={part.legend}>
          {part.fields.map(field)}
        </Fieldset>
      ))}
    </>
  );
}
