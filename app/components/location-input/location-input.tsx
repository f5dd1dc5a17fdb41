// The location input of the filter bar and the hero form (spec §2 "location input with a use-my-location
// button", §5 "Hero form", §7 "Places"): a WAI-ARIA 1.2 combobox over GET /places suggestions, a clear
// button and the use-my-location button.
import { useId, useRef, useState } from "react";
import {
  placeFromSuggestion,
  suggestPlaces,
  type ChosenPlace,
  type PlaceSuggestion,
} from "../../client/places.ts";
import { ComboboxListbox } from "../combobox/combobox-listbox.tsx";
import { ComboboxTextBox } from "../combobox/combobox-text-box.tsx";
import { useCombobox } from "../combobox/use-combobox.ts";
import { UseMyLocationButton } from "./use-my-location-button.tsx";

/** Spec §7 asks for debounced suggestions without a figure; a quarter second keeps up with typing. */
export const SUGGEST_DEBOUNCE_MS = 250;

export type LocationInputProps = {
  /** The search's q: the chosen place's "Name, County", or text typed earlier. */
  value: string;
  placeId: number | null;
  /** A suggestion or the nearest place was chosen; the caller applies choosePlace (domain/search/state). */
  onChoose: (place: ChosenPlace) => void;
  /** The clear button was pressed; the caller applies clearPlace. */
  onClear: () => void;
  /** The visitor typed (before choosing anything). */
  onTextChange?: (text: string) => void;
  /** Spec §5: 'Enter a location...'; the hero passes 'Search location'. */
  placeholder?: string;
  label?: string;
  /** The text input's form field name (e.g. q), for forms that also submit without JavaScript. */
  name?: string;
  /** Hides the label visually (it stays the input's accessible name). */
  hideLabel?: boolean;
  className?: string;
};

export function LocationInput({
  value,
  placeId,
  onChoose,
  onClear,
  onTextChange,
  placeholder = "Enter a location...",
  label = "Location",
  name,
  hideLabel = false,
  className = "",
}: LocationInputProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  const combobox = useCombobox<PlaceSuggestion>({
    idBase: id,
    text,
    debounceMs: SUGGEST_DEBOUNCE_MS,
    minQueryLength: 1,
    search: suggestPlaces,
    optionKey: (suggestion) => suggestion.placeId,
    optionText: (suggestion) => suggestion.label,
    onChoose: choose,
    onSearchFailed: (error) => console.error("Place suggestions failed", error),
  });

  // A new value from the caller (a chosen place, the back button) replaces the text.
  if (value !== shownValue) {
    setShownValue(value);
    setText(value);
  }

  function choose(suggestion: PlaceSuggestion) {
    combobox.stopSuggesting();
    setText(suggestion.label);
    combobox.empty();
    onChoose(placeFromSuggestion(suggestion));
  }

  function clear() {
    combobox.stopSuggesting();
    setText("");
    combobox.empty();
    onClear();
    inputRef.current?.focus();
  }

  function chooseMyLocation(place: ChosenPlace) {
    combobox.stopSuggesting();
    setText(place.county_name ? `${place.name}, ${place.county_name}` : place.name);
    combobox.close();
    onChoose(place);
  }

  return (
    <div className={`relative ${className}`} data-place-id={placeId ?? undefined}>
      <label htmlFor={inputId} className={hideLabel ? "sr-only" : "mb-1 block text-sm font-medium"}>
        {label}
      </label>
      {/* Spec §5: "A clear button appears when text exists and resets the query". */}
      <ComboboxTextBox
        combobox={combobox}
        ref={inputRef}
        id={inputId}
        clearLabel="Clear location"
        name={name}
        placeholder={placeholder}
        text={text}
        onTextChange={(event) => {
          combobox.noteTyping();
          setText(event.target.value);
          if (event.target.value.trim() === "") combobox.close();
          onTextChange?.(event.target.value);
        }}
        onClear={clear}
      >
        <UseMyLocationButton onLocated={chooseMyLocation} />
      </ComboboxTextBox>
      <ComboboxListbox
        combobox={combobox}
        label={label}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-80 overflow-y-auto rounded border border-black/20 bg-paper py-1 shadow-lg"
        optionClassName="cursor-pointer px-3 py-2"
      />
    </div>
  );
}
