// The location input of the filter bar and the hero form (spec §2 "location input with a use-my-location
// button", §5 "Hero form", §7 "Places"): a WAI-ARIA 1.2 combobox over GET /places suggestions, a clear
// button and the use-my-location button.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { locateNearestPlace } from "../../client/geolocation.ts";
import {
  isAbortError,
  placeFromSuggestion,
  suggestPlaces,
  type ChosenPlace,
  type PlaceSuggestion,
} from "../../client/places.ts";
import { CloseIcon } from "../icons.tsx";
import { LocateIcon } from "./location-icons.tsx";

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
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  const [suggestions, setSuggestions] = useState<PlaceSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [locating, setLocating] = useState(false);
  const term = useDebounced(text, SUGGEST_DEBOUNCE_MS);
  // Only typing asks for suggestions: a value set by the caller or by choosing must not reopen the list.
  const typed = useRef(false);
  const request = useRef<AbortController | null>(null);

  // A new value from the caller (a chosen place, the back button) replaces the text.
  if (value !== shownValue) {
    setShownValue(value);
    setText(value);
  }

  // Spec §7: "debounced, aborting the previous request"; spec §8: aborted requests are ignored, other
  // errors are logged only.
  useEffect(() => {
    const query = term.trim();
    if (!typed.current || query === "") return;
    const controller = new AbortController();
    request.current = controller;
    suggestPlaces(query, controller.signal).then(
      (places) => {
        setSuggestions(places);
        setActive(-1);
        setOpen(places.length > 0);
      },
      (error: unknown) => {
        if (!isAbortError(error)) console.error("Place suggestions failed", error);
      },
    );
    return () => controller.abort();
  }, [term]);

  /** Ends the typing: no pending or in-flight suggestion request may reopen the list afterwards. */
  function stopSuggesting() {
    typed.current = false;
    request.current?.abort();
  }

  function choose(suggestion: PlaceSuggestion) {
    stopSuggesting();
    setText(suggestion.label);
    setSuggestions([]);
    setOpen(false);
    setActive(-1);
    onChoose(placeFromSuggestion(suggestion));
  }

  function clear() {
    stopSuggesting();
    setText("");
    setSuggestions([]);
    setOpen(false);
    setActive(-1);
    onClear();
    inputRef.current?.focus();
  }

  async function chooseMyLocation() {
    setLocating(true);
    const place = await locateNearestPlace();
    setLocating(false);
    if (!place) return;
    stopSuggesting();
    setText(place.county_name ? `${place.name}, ${place.county_name}` : place.name);
    setOpen(false);
    onChoose(place);
  }

  // WAI-ARIA 1.2 combobox with list autocomplete: the arrows move through the options (opening the list
  // when it has some), Enter chooses the highlighted one, Escape closes the list.
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
        event.preventDefault(); // choosing a place must not also submit the surrounding form
        choose(suggestion);
        return;
      }
      case "Escape":
        if (!open) return;
        event.preventDefault();
        event.stopPropagation(); // closes the list, not a dialog around the input
        setOpen(false);
        setActive(-1);
        return;
    }
  }

  const expanded = open && suggestions.length > 0;
  return (
    <div className={`relative ${className}`} data-place-id={placeId ?? undefined}>
      <label htmlFor={inputId} className={hideLabel ? "sr-only" : "mb-1 block text-sm font-medium"}>
        {label}
      </label>
      <div className="flex items-center rounded border border-black/30 bg-paper focus-within:border-brand">
        <input
          ref={inputRef}
          id={inputId}
          name={name}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          value={text}
          onChange={(event) => {
            typed.current = true;
            setText(event.target.value);
            if (event.target.value.trim() === "") setOpen(false);
            onTextChange?.(event.target.value);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          className="min-h-11 w-full min-w-0 flex-1 bg-transparent px-3 py-2 outline-none"
        />
        {/* Spec §5: "A clear button appears when text exists and resets the query". */}
        {text !== "" && (
          <button
            type="button"
            className="oh-icon-button shrink-0"
            aria-label="Clear location"
            onClick={clear}
          >
            <CloseIcon />
          </button>
        )}
        <button
          type="button"
          className="oh-icon-button shrink-0"
          aria-label="Use my location"
          aria-busy={locating}
          disabled={locating}
          onClick={() => void chooseMyLocation()}
        >
          <LocateIcon />
        </button>
      </div>
      <ul
        id={listboxId}
        role="listbox"
        aria-label={`${label} suggestions`}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-80 overflow-y-auto rounded border border-black/20 bg-paper py-1 shadow-lg"
      >
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion.placeId}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // Keeps the focus in the input, so choosing with the mouse does not blur (and close) first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(suggestion)}
            onMouseEnter={() => setActive(index)}
            className={`cursor-pointer px-3 py-2 ${index === active ? "bg-brand text-brand-contrast" : ""}`}
          >
            {suggestion.label}
          </li>
        ))}
      </ul>
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
