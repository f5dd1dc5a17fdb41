// The viewing form's own fields (spec §3 "Viewing lead form"): the visitor's details in a two-column grid,
// then the message, each checked as it is typed.
import { keepPhoneCharacters } from "../../../modules/leads/model/lead-fields.ts";
import { LeadTextField } from "../../components/lead-form/lead-text-field.tsx";
import type { useLeadFields } from "../../components/lead-form/use-lead-fields.ts";
import { VIEWING_FIELDS, viewingFieldName, type ViewingField } from "./viewing-fields.ts";

export function ViewingContactFields({
  idBase,
  form,
}: {
  /** Field i's id is `${idBase}-${field}`. */
  idBase: string;
  form: ReturnType<typeof useLeadFields<ViewingField>>;
}) {
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-2">
        {VIEWING_FIELDS.filter(({ multiline }) => !multiline).map(
          ({ field, label, type, autoComplete, required }) => (
            <LeadTextField
              key={field}
              id={`${idBase}-${field}`}
              name={viewingFieldName(field)}
              label={label}
              type={type}
              autoComplete={autoComplete}
              required={required}
              filter={type === "tel" ? keepPhoneCharacters : undefined}
              inputMode={type === "tel" ? "numeric" : undefined}
              value={form.values[field] ?? ""}
              error={form.errors[field]}
              onChange={(value) => form.change(field, value)}
            />
          ),
        )}
      </div>
      <LeadTextField
        id={`${idBase}-message`}
        name={viewingFieldName("message")}
        label="Message"
        multiline
        required
        maxLength={5000}
        value={form.values.message ?? ""}
        error={form.errors.message}
        onChange={(value) => form.change("message", value)}
      />
    </>
  );
}
