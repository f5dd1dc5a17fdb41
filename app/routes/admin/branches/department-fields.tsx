// The contact fields every department has, a branch's (its page) and the external commercial department (the
// branches list): one list keeps their names, labels and input types the same in both forms.
import type { HtmlConstraints } from "../../../../domain/admin/form-constraints.ts";
import { InputField } from "../admin-fields.tsx";

type ContactField = readonly [name: string, label: string, type: "text" | "tel" | "email" | "url"];

const CONTACT_FIELDS: readonly ContactField[] = [
  ["name", "Name", "text"],
  ["label", "Label visitors see", "text"],
  ["telephone", "Telephone (optional)", "tel"],
  ["email", "Email (optional)", "email"],
];

/** The four contact fields, then the department's own `last` (a branch's link text, the external one's site). */
export function DepartmentContactFields(props: {
  /** The control's id for a field name: unique on the page, which may hold several departments' forms. */
  idOf: (name: string) => string;
  last: ContactField;
  values: Readonly<Record<string, string | null | undefined>>;
  errors: Record<string, string[] | undefined>;
  constraints: Record<string, HtmlConstraints | undefined>;
}) {
  return [...CONTACT_FIELDS, props.last].map(([name, label, type]) => (
    <InputField
      key={name}
      id={props.idOf(name)}
      name={name}
      label={label}
      type={type}
      defaultValue={props.values[name] ?? ""}
      errors={props.errors[name]}
      constraints={props.constraints[name]}
    />
  ));
}
