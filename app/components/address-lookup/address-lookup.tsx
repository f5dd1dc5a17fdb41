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
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { ADDRESS_LOOKUP_DEBOUNCE_MS, ADDRESS_MIN_TEXT_LENGTH } from "../../../domain/address.ts";
import { LEAD_MESSAGES } from "../../../domain/leads/lead-fields.ts";
import {
  fetchAddress,
  fetchAddressSuggestions,
  isAbortError,
  type AddressSuggestion,
  type LookedUpAddress,
} from "../../client/address-lookup.ts";
import { CloseIcon } from "../icons.tsx";

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

type Status = "idle" | "searching" | "not-found" | "loading-address";

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
  const listboxId = `${id}-listbox`;
  const statusId = `${id}-status`;
  const errorId = `${id}-error`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [ownManual, setOwnManual] = useState(false);
  const manual = manualProp ?? ownManual;
  const [text, setText] = useState("");
  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState<Status>("idle");
  const term = useDebounced(text, ADDRESS_LOOKUP_DEBOUNCE_MS);
  // Only typing asks for suggestions: the text of a chosen address must not reopen the list.
  const typed = useRef(false);
  const request = useRef<AbortController | null>(null);
  // Whether the text shows a chosen address: editing it then drops that address (the form's value).
  const chosen = useRef(false);

  useEffect(() => {
    const query = term.trim();
    if (!typed.current || query.length < ADDRESS_MIN_TEXT_LENGTH) return;
    const controller = new AbortController();
    request.current?.abort();
    request.current = controller;
    setStatus("searching");
    fetchAddressSuggestions(query, controller.signal).then(
      (found) => {
        setSuggestions(found);
        setActive(-1);
        setOpen(found.length > 0);
        setStatus(found.length ? "idle" : "not-found");
      },
      (failure: unknown) => {
        if (isAbortError(failure)) return;
        console.error("Address suggestions failed", failure);
        setSuggestions([]);
        setOpen(false);
        setStatus("not-found");
      },
    );
    return () => controller.abort();
  }, [term]);

  function stopSuggesting() {
    typed.current = false;
    request.current?.abort();
  }

  async function choose(suggestion: AddressSuggestion) {
    stopSuggesting();
    setText(suggestion.address);
    setSuggestions([]);
    setOpen(false);
    setActive(-1);
    setStatus("loading-address");
    const controller = new AbortController();
    request.current = controller;
    try {
      const address = await fetchAddress(suggestion.id, controller.signal);
      if (!address) {
        setStatus("not-found");
        return;
      }
      setStatus("idle");
      chosen.current = true;
      onSelect(address);
    } catch (failure) {
      if (isAbortError(failure)) return;
      console.error("Address lookup failed", failure);
      setStatus("not-found");
    }
  }

  function clear() {
    chosen.current = false;
    stopSuggesting();
    setText("");
    setSuggestions([]);
    setOpen(false);
    setActive(-1);
    setStatus("idle");
    onClear?.();
    inputRef.current?.focus();
  }

  function switchMode(toManual: boolean) {
    if (toManual) {
      chosen.current = false;
      stopSuggesting();
      setText("");
      setSuggestions([]);
      setOpen(false);
      setStatus("idle");
      onClear?.();
    }
    setOwnManual(toManual);
    onManualChange?.(toManual);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = suggestions.length;
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        if (count === 0) return;
        event.preventDefault();
        const step = event.key === "ArrowDown" ? 1 : -1;
        setOpen(true);
        setActive((current) =>
          !open || current < 0 ? (step > 0 ? 0 : count - 1) : (current + step + count) % count,
        );
        return;
      }
      case "Enter": {
        const suggestion = open ? suggestions[active] : undefined;
        if (!suggestion) return;
        event.preventDefault(); // choosing must not also submit the form
        void choose(suggestion);
        return;
      }
      case "Escape":
        if (!open) return;
        event.preventDefault();
        event.stopPropagation(); // closes the list, not the dialog around the field
        setOpen(false);
        setActive(-1);
        return;
    }
  }

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

  const expanded = open && suggestions.length > 0;
  const describedBy = [error ? errorId : null, status === "not-found" ? statusId : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={`relative ${className}`} data-address-mode="lookup">
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <div className="flex items-center rounded border border-black/30 bg-paper focus-within:border-brand">
        <input
          ref={inputRef}
          id={id}
          name={name}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          aria-busy={status === "searching" || status === "loading-address" ? true : undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          value={text}
          maxLength={100}
          onChange={(event) => {
            typed.current = true;
            if (chosen.current) {
              chosen.current = false;
              onClear?.();
            }
            setText(event.target.value);
            if (event.target.value.trim().length < ADDRESS_MIN_TEXT_LENGTH) {
              setOpen(false);
              setStatus("idle");
            }
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          className="min-h-11 w-full min-w-0 flex-1 bg-transparent px-3 py-2 outline-none"
        />
        {text !== "" && (
          <button
            type="button"
            className="oh-icon-button shrink-0"
            aria-label="Clear address"
            onClick={clear}
          >
            <CloseIcon />
          </button>
        )}
      </div>
      <ul
        id={listboxId}
        role="listbox"
        aria-label={`${label} suggestions`}
        hidden={!expanded}
        className="absolute inset-x-0 z-30 mt-1 max-h-72 overflow-y-auto rounded border border-black/20 bg-paper py-1 shadow-lg"
      >
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // Keeps the focus in the input, so a mouse choice does not blur (and close the list) first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => void choose(suggestion)}
            onMouseEnter={() => setActive(index)}
            className={`cursor-pointer px-3 py-2 text-sm ${index === active ? "bg-brand text-brand-contrast" : ""}`}
          >
            {suggestion.address}
          </li>
        ))}
      </ul>
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

/** `value`, once it has stopped changing for `delayMs`. */
function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
