// The new-homes form's address element (spec §3: "address/current_home_address is a lookup"): the lookup posts
// the chosen address through a hidden input; manual entry is a plain text box posted under the same name.
import { useState } from "react";
import { formatAddress } from "../../../domain/address.ts";
import { AddressLookup } from "../../components/address-lookup/address-lookup.tsx";
import { LeadTextField } from "../../components/lead-form/lead-text-field.tsx";
import type { NewHomesFieldProps } from "./new-homes-field.tsx";

type Props = Omit<NewHomesFieldProps, "onChooseFile"> & {
  /** The posted name, form_submission[…]. */
  name: string;
};

export function NewHomesAddressField({ element, id, name, value, error, onChange }: Props) {
  const [manual, setManual] = useState(false);
  return (
    <div className="flex flex-col gap-1">
      <AddressLookup
        id={id}
        label={element.friendlyName}
        error={manual ? null : error}
        manual={manual}
        onManualChange={setManual}
        onSelect={(address) => onChange(formatAddress(address))}
        onClear={() => onChange("")}
      />
      {manual ? (
        <LeadTextField
          id={`${id}-manual`}
          name={name}
          label={element.friendlyName}
          multiline
          required={element.required}
          autoComplete="street-address"
          value={value}
          error={error}
          onChange={onChange}
        />
      ) : (
        <input type="hidden" name={name} value={value} />
      )}
    </div>
  );
}
