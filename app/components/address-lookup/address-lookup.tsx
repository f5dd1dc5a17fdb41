// The address field of the lead forms (spec §4 "Address entry", §7 "Places and address"): a WAI-ARIA 1.2
// combobox over GET /address_lookup, with a toggle to manual entry.
//
// Contract (Book a Valuation, the new-homes form):
//   <AddressLookup id label error? name? placeholder? manual? onManualChange? onSelect onClear? />
//   - typing is debounced 500 ms (spec §9), each request aborts the previous one; aborts are ignored, other
//     failures logged (spec §8);
//   - choosing a suggestion fetches the full address and calls onSelect(address) (spec §3 lookup result);
//   - no suggestions: 'Sorry we couldn't find that address' (spec §5);
//   - the clear button empties the text and calls onClear() (spec §4 "Clearing resets the value"); editing
//     the text of a chosen address calls onClear() too, so the form never keeps an address the field no
//     longer shows;
//   - the toggle switches between lookup and manual entry: onManualChange(true|false); switching to manual
//     also calls onClear(), since it "clears the looked-up address" (spec §4). The form owns the manual
//     fields and shows them while manual is on; `manual` may be passed to control the mode from the form.
//   - `error` is shown under the field, announced, and tied to the input with aria-describedby.
import { LEAD_MESSAGES } from "../../../modules/leads/model/lead-fields.ts";
import type { LookedUpAddress } from "../../client/address-lookup.ts";
import { ComboboxListbox } from "../combobox/combobox-listbox.tsx";
import { ComboboxTextBox } from "../combobox/combobox-text-box.tsx";
import { useAddressLookup } from "./use-address-lookup.ts";

export type AddressLookupProps = {
  /** The text input's id (the form's label or error links may point at it). */
  id: string;
  label: string;
  /** A validation message from the form, e.g. 'You must enter a valid address'. */
  error?: string | null;
  /** The text input's form field name, if the form posts it. */
  name?: string;
  placeholder?: string;
  /** Controls the mode from the form; without it the field keeps its own. */
  manual?: boolean;
  onManualChange?: (manual: boolean) => void;
  onSelect: (address: LookedUpAddress) => void;
  onClear?: () => void;
  className?: string;
};

export function AddressLookup({
  id,
  label,
  error,
  name,
  placeholder = "Start typing your address or postcode",
  manual: manualProp,
  onManualChange,
  onSelect,
  onClear,
  className = "",
}: AddressLookupProps) {
  const statusId = `${id}-status`;
  const errorId = `${id}-error`;
  const { inputRef, manual, text, status, combobox, clear, switchMode, changeText } = useAddressLookup({
    id,
    manual: manualProp,
    onManualChange,
    onSelect,
    onClear,
  });

  const toggle = (
    <button
      type="button"
      className="mt-1 text-sm font-semibold text-brand underline underline-offset-2"
      onClick={() => switchMode(!manual)}
    >
      {manual ? "Search for my address" : "Enter address manually"}
    </button>
  );

  if (manual) {
    return (
      <div className={className} data-address-mode="manual">
        {toggle}
      </div>
    );
  }

  const describedBy = [error ? errorId : null, status === "not-found" ? statusId : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={`relative ${className}`} data-address-mode="lookup">
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <ComboboxTextBox
        clearLabel="Clear address"
        combobox={combobox}
        ref={inputRef}
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        aria-busy={status === "searching" || status === "loading-address" ? true : undefined}
        placeholder={placeholder}
        text={text}
        maxLength={100}
        onTextChange={changeText}
        onClear={clear}
      />
      <ComboboxListbox
        combobox={combobox}
        label={label}
        className="absolute inset-x-0 z-30 mt-1 max-h-72 overflow-y-auto rounded border border-black/20 bg-paper py-1 shadow-lg"
        optionClassName="cursor-pointer px-3 py-2 text-sm"
      />
      <p id={statusId} role="status" className="text-sm text-red-700">
        {status === "not-found" ? LEAD_MESSAGES.addressNotFound : ""}
      </p>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {toggle}
    </div>
  );
}
