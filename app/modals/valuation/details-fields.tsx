// The visitor's details and the property's address (spec §3 "Valuation request form"; step 1 of the three-step
// flow, and the body of the single-step form). Controlled by useValuationDetails.
import { keepPhoneCharacters } from "../../../modules/leads/model/lead-fields.ts";
import type { ValuationFieldName } from "../../../modules/leads/model/valuation/valuation-fields.ts";
import { AddressLookup } from "../../components/address-lookup/address-lookup.tsx";
import { HoneypotInput, labelClass } from "../../ui/field.tsx";
import { LeadTextField, type LeadTextFieldProps } from "../../components/lead-form/lead-text-field.tsx";
import type { ValuationDetails } from "./use-valuation-details.ts";

type FieldOptions = Partial<
  Pick<LeadTextFieldProps, "type" | "autoComplete" | "inputMode" | "filter" | "multiline">
>;

export function DetailsFields({ formId, details }: { formId: string; details: ValuationDetails }) {
  const { fields, errors, change, address } = details;

  const field = (name: ValuationFieldName, label: string, required: boolean, options: FieldOptions = {}) => (
    <LeadTextField
      id={`${formId}-${name}`}
      name={name}
      label={label}
      value={fields[name]}
      error={errors[name]}
      onChange={(value) => change(name, value)}
      required={required}
      maxLength={name === "message" ? 5000 : name === "email" ? 254 : 100}
      {...options}
    />
  );

  return (
    <div className="flex flex-col gap-4">
      {details.channelFixed ? null : <ChannelChoice formId={formId} details={details} />}
      <div className="grid gap-4 sm:grid-cols-2">
        {field("first_name", "First name", true, { autoComplete: "given-name" })}
        {field("last_name", "Last name", true, { autoComplete: "family-name" })}
        {field("email", "Email", true, { type: "email", autoComplete: "email", inputMode: "email" })}
        {field("tel_home", "Phone", true, {
          type: "tel",
          autoComplete: "tel",
          inputMode: "tel",
          filter: keepPhoneCharacters,
        })}
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-semibold">Property address</legend>
        <AddressLookup
          id={`${formId}-address`}
          label="Find the address"
          error={address.manual ? null : errors.address}
          manual={address.manual}
          onManualChange={address.switchManual}
          onSelect={address.select}
          onClear={address.clear}
        />
        {address.manual ? (
          <div className="grid gap-4 sm:grid-cols-2">
            {field("house_number", "House number", false, { inputMode: "numeric" })}
            {field("house_name", "House name", false)}
            {field("street", "Street", true, { autoComplete: "address-line1" })}
            {field("town", "Town", true, { autoComplete: "address-level2" })}
            {field("county", "County", false, { autoComplete: "address-level1" })}
            {field("postcode", "Postcode", true, { autoComplete: "postal-code" })}
          </div>
        ) : address.chosen ? (
          <ChosenAddress formId={formId} details={details} />
        ) : null}
      </fieldset>
      {field("message", "Message", false, { multiline: true })}
      <HoneypotInput
        id={`${formId}-body`}
        name="body"
        value={fields.body}
        onChange={(v) => change("body", v)}
      />
    </div>
  );
}

/** The looked-up address, so the visitor sees what will be sent before going on. */
function ChosenAddress({ formId, details }: { formId: string; details: ValuationDetails }) {
  const { house_name, house_number, street, town, county, postcode } = details.fields;
  const lines = [house_name, [house_number, street].filter(Boolean).join(" "), town, county, postcode].filter(
    Boolean,
  );
  return (
    <p
      id={`${formId}-chosen-address`}
      className="rounded bg-black/5 px-3 py-2 text-sm"
      data-testid="chosen-address"
    >
      <span className="font-semibold">Selected address: </span>
      {lines.join(", ")}
    </p>
  );
}

/** Off a property page the visitor says what the valuation is for (spec §3: selling or letting). */
function ChannelChoice({ formId, details }: { formId: string; details: ValuationDetails }) {
  const options = [
    { value: "selling", label: "Selling" },
    { value: "letting", label: "Letting" },
  ] as const;
  return (
    <fieldset>
      <legend className={labelClass}>I would like a valuation for</legend>
      <div className="mt-1 flex gap-6">
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-2">
            <input
              type="radio"
              name={`${formId}-channel`}
              value={option.value}
              checked={details.channel === option.value}
              onChange={() => details.setChannel(option.value)}
              className="h-4 w-4"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
