// The suggestion list behind a text input (WAI-ARIA 1.2 combobox with list autocomplete), shared by the
// address lookup and the location input. Spec §7: suggestions are debounced and each search aborts the one
// before; spec §8: aborted requests are ignored, other failures go to the caller. Only typing asks for
// suggestions: text set by choosing, or by the caller, must not reopen the list.
import {
  useEffect,
  useEffectEvent,
  useReducer,
  useRef,
  type InputHTMLAttributes,
  type Key,
  type KeyboardEvent,
} from "react";
import { isAbortError } from "../../client/places.ts";
import {
  comboboxKeyOutcome,
  comboboxReducer,
  initialComboboxState,
  isExpanded,
  type ComboboxState,
} from "./combobox-state.ts";
import { useDebounced } from "./use-debounced.ts";

export type ComboboxOptions<Option> = {
  /** The start of the listbox's and the options' ids. */
  idBase: string;
  /** The input's text. */
  text: string;
  debounceMs: number;
  /** The shortest text (trimmed) worth asking suggestions for. */
  minQueryLength: number;
  search: (query: string, signal: AbortSignal) => Promise<Option[]>;
  /** An option's React key and the text the list shows for it. */
  optionKey: (option: Option) => Key;
  optionText: (option: Option) => string;
  /** Enter or the pointer chose an option. */
  onChoose: (option: Option) => void;
  /** A search is sent, once the typing has paused. */
  onSearchStart?: () => void;
  onSuggestions?: (options: readonly Option[]) => void;
  /** A search failed, other than by being aborted. */
  onSearchFailed: (failure: unknown) => void;
};

/** What the combobox puts on its text input: the ARIA wiring, the keys, closing the list on blur. */
export type ComboboxInputProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  | "role"
  | "aria-autocomplete"
  | "aria-expanded"
  | "aria-controls"
  | "aria-activedescendant"
  | "autoComplete"
  | "spellCheck"
  | "onKeyDown"
  | "onBlur"
>;

export type Combobox<Option> = ComboboxState<Option> & {
  /** Open with something to show (aria-expanded). */
  expanded: boolean;
  listboxId: string;
  optionId: (index: number) => string;
  optionKey: (option: Option) => Key;
  optionText: (option: Option) => string;
  inputProps: ComboboxInputProps;
  choose: (option: Option) => void;
  hover: (index: number) => void;
  /** The visitor typed: the text, once debounced, may ask for suggestions. */
  noteTyping: () => void;
  /** Ends the typing: no pending or in-flight search may reopen the list afterwards. */
  stopSuggesting: () => void;
  /** Hides the list, keeping its options. */
  close: () => void;
  /** Drops the options. */
  empty: () => void;
  /** A signal for the field's own request (the chosen address) that the next search or stop aborts. */
  trackRequest: () => AbortSignal;
};

export function useCombobox<Option>(options: ComboboxOptions<Option>): Combobox<Option> {
  const { idBase, text, debounceMs, minQueryLength, optionKey, optionText, onChoose } = options;
  const [state, dispatch] = useReducer(comboboxReducer<Option>, undefined, initialComboboxState<Option>);
  const term = useDebounced(text, debounceMs);
  const typed = useRef(false);
  const request = useRef<AbortController | null>(null);

  const startSearch = useEffectEvent((query: string, signal: AbortSignal) => {
    const { onSearchStart, onSuggestions, onSearchFailed } = options;
    onSearchStart?.();
    options.search(query, signal).then(
      (found) => {
        dispatch({ type: "suggestions", options: found });
        onSuggestions?.(found);
      },
      (failure: unknown) => {
        if (!isAbortError(failure)) onSearchFailed(failure);
      },
    );
  });

  useEffect(() => {
    const query = term.trim();
    if (!typed.current || query.length < minQueryLength) return;
    const controller = new AbortController();
    request.current?.abort();
    request.current = controller;
    startSearch(query, controller.signal);
    return () => controller.abort();
  }, [term, minQueryLength]);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const outcome = comboboxKeyOutcome(state, event.key);
    if (!outcome) return;
    event.preventDefault(); // the list's key: Enter's choice must not also submit the form around the input
    if (outcome.type === "choose") return onChoose(outcome.option);
    if (outcome.type === "dismiss") event.stopPropagation(); // closes the list, not a dialog around the input
    dispatch(outcome);
  }

  const expanded = isExpanded(state);
  const listboxId = `${idBase}-listbox`;
  const optionId = (index: number) => `${idBase}-option-${index}`;
  return {
    ...state,
    expanded,
    listboxId,
    optionId,
    optionKey,
    optionText,
    inputProps: {
      role: "combobox",
      "aria-autocomplete": "list",
      "aria-expanded": expanded,
      "aria-controls": listboxId,
      "aria-activedescendant": expanded && state.active >= 0 ? optionId(state.active) : undefined,
      autoComplete: "off",
      spellCheck: false,
      onKeyDown,
      onBlur: () => dispatch({ type: "close" }),
    },
    choose: onChoose,
    hover: (index) => dispatch({ type: "hover", index }),
    noteTyping: () => {
      typed.current = true;
    },
    stopSuggesting: () => {
      typed.current = false;
      request.current?.abort();
    },
    close: () => dispatch({ type: "close" }),
    empty: () => dispatch({ type: "empty" }),
    trackRequest: () => {
      const controller = new AbortController();
      request.current = controller;
      return controller.signal;
    },
  };
}
