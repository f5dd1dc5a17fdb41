// The address lookup's behaviour (see ./address-lookup.tsx for its contract): the typed text, the suggestion
// list over GET /address_lookup, the chosen address, the status line and the lookup/manual mode.
import { useRef, useState, type ChangeEvent } from "react";
import { ADDRESS_LOOKUP_DEBOUNCE_MS, ADDRESS_MIN_TEXT_LENGTH } from "../../../domain/address.ts";
import {
  fetchAddress,
  fetchAddressSuggestions,
  isAbortError,
  type AddressSuggestion,
  type LookedUpAddress,
} from "../../client/address-lookup.ts";
import { useCombobox } from "../combobox/use-combobox.ts";

export type AddressLookupStatus = "idle" | "searching" | "not-found" | "loading-address";

type Options = {
  /** The text input's id, the start of the listbox's and options' ids. */
  id: string;
  manual: boolean | undefined;
  onManualChange: ((manual: boolean) => void) | undefined;
  onSelect: (address: LookedUpAddress) => void;
  onClear: (() => void) | undefined;
};

export function useAddressLookup({ id, manual: manualProp, onManualChange, onSelect, onClear }: Options) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [ownManual, setOwnManual] = useState(false);
  const manual = manualProp ?? ownManual;
  const [text, setText] = useState("");
  const [status, setStatus] = useState<AddressLookupStatus>("idle");
  // Whether the text shows a chosen address: editing it then drops that address (the form's value).
  const chosen = useRef(false);
  const combobox = useCombobox<AddressSuggestion>({
    idBase: id,
    text,
    debounceMs: ADDRESS_LOOKUP_DEBOUNCE_MS,
    minQueryLength: ADDRESS_MIN_TEXT_LENGTH,
    search: fetchAddressSuggestions,
    optionKey: (suggestion) => suggestion.id,
    optionText: (suggestion) => suggestion.address,
    onChoose: (suggestion) => void choose(suggestion),
    onSearchStart: () => setStatus("searching"),
    onSuggestions: (found) => setStatus(found.length ? "idle" : "not-found"),
    onSearchFailed(failure) {
      console.error("Address suggestions failed", failure);
      combobox.empty();
      setStatus("not-found");
    },
  });

  async function choose(suggestion: AddressSuggestion) {
    combobox.stopSuggesting();
    setText(suggestion.address);
    combobox.empty();
    setStatus("loading-address");
    const signal = combobox.trackRequest();
    try {
      const address = await fetchAddress(suggestion.id, signal);
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

  /** Back to an empty field: no text, no list, no chosen address. */
  function reset() {
    chosen.current = false;
    combobox.stopSuggesting();
    setText("");
    combobox.empty();
    setStatus("idle");
    onClear?.();
  }

  function clear() {
    reset();
    inputRef.current?.focus();
  }

  function switchMode(toManual: boolean) {
    if (toManual) reset();
    setOwnManual(toManual);
    onManualChange?.(toManual);
  }

  function changeText(event: ChangeEvent<HTMLInputElement>) {
    combobox.noteTyping();
    if (chosen.current) {
      chosen.current = false;
      onClear?.();
    }
    setText(event.target.value);
    if (event.target.value.trim().length < ADDRESS_MIN_TEXT_LENGTH) {
      combobox.close();
      setStatus("idle");
    }
  }

  return { inputRef, manual, text, status, combobox, clear, switchMode, changeText };
}
