// A text section of the site's content as fields (modules/content/model/content-text-fields.ts): the cookie banner, flash
// texts, spam phrases and the main inbox, the tenant fees text, analytics snippets. Each schema problem shows
// beside its field; the JSON form below stays for everything else.
import {
  FLAG_ON,
  textFieldName,
  type ContentTextField,
} from "../../../../modules/content/model/content-text-fields.ts";
import { CheckboxField, InputField, TextareaField } from "../admin-fields.tsx";
import { BUTTON, TokenInput } from "../admin-form.tsx";
import { RichTextField } from "../rich-text/rich-text-field.tsx";
import { TitledForm } from "../titled-section.tsx";

const fieldDomId = (name: string) => `text-${name.replace(/[^A-Za-z0-9_-]/g, "-")}`;

export function TextFieldsForm(props: {
  path: string;
  token: string;
  label: string;
  fields: ContentTextField[];
  values: Record<string, string>;
  errors: Record<string, string[]>;
}) {
  return (
    <TitledForm
      id="text-fields-title"
      title={props.label}
      method="post"
      action={props.path}
      className="flex flex-col gap-4"
    >
      <TokenInput token={props.token} />
      <input type="hidden" name="intent" value="text-fields" />
      {props.fields.map((field) => {
        const common = {
          id: fieldDomId(field.name),
          name: textFieldName(field.name),
          label: field.label,
          hint: field.kind === "lines" ? (field.hint ?? "One a line.") : field.hint,
          defaultValue: props.values[field.name] ?? "",
          errors: props.errors[field.name],
        };
        if (field.kind === "line") return <InputField key={field.name} {...common} />;
        if (field.kind === "flag") {
          const { defaultValue, ...checkbox } = common;
          return <CheckboxField key={field.name} {...checkbox} defaultChecked={defaultValue === FLAG_ON} />;
        }
        if (field.kind === "rich") return <RichTextField key={field.name} {...common} />;
        return <TextareaField key={field.name} {...common} rows={field.kind === "code" ? 8 : 3} />;
      })}
      <p>
        <button type="submit" className={BUTTON}>
          Save {props.label.toLowerCase()}
        </button>
      </p>
    </TitledForm>
  );
}
