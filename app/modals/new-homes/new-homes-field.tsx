// One element of the new-homes form definition, drawn by its kind (./new-homes-fields.ts elementKind): hidden,
// disabled (shown, with a hidden twin that posts it), text or textarea, select, file upload or address lookup.
import type { ChangeEvent, ReactNode } from "react";
import type { FormElement } from "../../../modules/leads/model/form-element.ts";
import { newHomesFieldName } from "../../../modules/leads/model/lead-field-names.ts";
import { keepPhoneCharacters } from "../../../modules/leads/model/lead-fields.ts";
import { LeadTextField } from "../../components/lead-form/lead-text-field.tsx";
import { controlAria, fieldClass, LabelledField } from "../../ui/field.tsx";
import { NewHomesAddressField } from "./new-homes-address-field.tsx";
import { SELECT_DEFAULT, UPLOAD_ACCEPT, UPLOAD_HINT, elementKind, inputType } from "./new-homes-fields.ts";

/** Browser autofill hints for the usual element names. */
const AUTOCOMPLETE: Record<string, "given-name" | "family-name" | "email" | "tel"> = {
  first_name: "given-name",
  last_name: "family-name",
  email: "email",
  telephone: "tel",
  tel_home: "tel",
};

export type NewHomesFieldProps = {
  element: FormElement;
  id: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  onChooseFile: (event: ChangeEvent<HTMLInputElement>) => void;
};

export function NewHomesField(props: NewHomesFieldProps) {
  const { element, id, value, error, onChange, onChooseFile } = props;
  const name = newHomesFieldName(element.fieldName);
  const kind = elementKind(element);
  const described = controlAria(id, error);
  const labelled = (control: ReactNode) => (
    <LabelledField id={id} label={element.friendlyName} required={element.required} message={error}>
      {control}
    </LabelledField>
  );

  if (kind === "hidden") return <input type="hidden" name={name} value={value} />;
  if (element.disabled) {
    // A disabled input is not posted (HTML): its hidden twin carries it (spec §3 development_of_interest).
    return (
      <div>
        <LeadTextField
          id={id}
          name={`${name}-shown`}
          label={element.friendlyName}
          value={value}
          disabled
          onChange={() => {}}
        />
        <input type="hidden" name={name} value={value} />
      </div>
    );
  }
  if (kind === "textarea" || kind === "input") {
    const type = inputType(element);
    return (
      <LeadTextField
        id={id}
        name={name}
        label={element.friendlyName}
        type={type}
        multiline={kind === "textarea"}
        required={element.required}
        filter={type === "tel" ? keepPhoneCharacters : undefined}
        autoComplete={AUTOCOMPLETE[element.fieldName]}
        value={value}
        error={error}
        onChange={onChange}
      />
    );
  }
  if (kind === "select") {
    return labelled(
      <select
        id={id}
        name={name}
        required={element.required}
        value={value || SELECT_DEFAULT}
        onChange={(event) => onChange(event.target.value)}
        className={fieldClass}
        {...described}
      >
        <option value={SELECT_DEFAULT}>Please choose</option>
        {(element.options ?? []).map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>,
    );
  }
  if (kind === "file") {
    // What may be sent, said before it is chosen (spec §5's 10 MB rule; the kinds of modules/leads/model/upload-types.ts).
    const hintId = `${id}-hint`;
    return labelled(
      <>
        <p id={hintId} className="mb-1 text-sm">
          {UPLOAD_HINT}
        </p>
        <input
          id={id}
          name={name}
          type="file"
          accept={UPLOAD_ACCEPT}
          required={element.required}
          onChange={onChooseFile}
          className="block w-full text-sm"
          {...controlAria(id, error, hintId)}
        />
      </>,
    );
  }
  return <NewHomesAddressField {...props} name={name} />;
}
