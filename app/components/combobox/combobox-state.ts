// The suggestion list of a WAI-ARIA 1.2 combobox with list autocomplete, as pure state: which options there
// are, whether the list is open and which option is highlighted (the input's aria-activedescendant). The
// keys map to transitions here too, so the keyboard behaviour is testable without a DOM.

export type ComboboxState<Option> = {
  options: readonly Option[];
  open: boolean;
  /** The highlighted option's index; -1 for none. */
  active: number;
};

export type ComboboxAction<Option> =
  /** New suggestions arrived: the list opens when there are any, with nothing highlighted. */
  | { type: "suggestions"; options: readonly Option[] }
  /** An arrow key: opens the list and moves the highlight, wrapping at either end. */
  | { type: "move"; step: 1 | -1 }
  /** The pointer is over an option. */
  | { type: "hover"; index: number }
  /**
   * The list hides (the input lost the focus, the text got too short) but keeps its options; the highlight
   * does not matter while it is hidden, since the next arrow starts again from an end.
   */
  | { type: "close" }
  /** Escape: the list hides and nothing stays highlighted. */
  | { type: "dismiss" }
  /** A choice, a clear or a mode switch: no options, nothing open, nothing highlighted. */
  | { type: "empty" };

export function initialComboboxState<Option>(): ComboboxState<Option> {
  return { options: [], open: false, active: -1 };
}

export function comboboxReducer<Option>(
  state: ComboboxState<Option>,
  action: ComboboxAction<Option>,
): ComboboxState<Option> {
  switch (action.type) {
    case "suggestions":
      return { options: action.options, open: action.options.length > 0, active: -1 };
    case "move": {
      const count = state.options.length;
      if (count === 0) return state;
      const active =
        !state.open || state.active < 0
          ? action.step > 0
            ? 0
            : count - 1
          : (state.active + action.step + count) % count;
      return { ...state, open: true, active };
    }
    case "hover":
      return { ...state, active: action.index };
    case "close":
      return state.open ? { ...state, open: false } : state;
    case "dismiss":
      return { ...state, open: false, active: -1 };
    case "empty":
      return initialComboboxState();
  }
}

/** Whether the list shows: open, with something in it (aria-expanded). */
export function isExpanded(state: ComboboxState<unknown>): boolean {
  return state.open && state.options.length > 0;
}

/** What a key pressed in the input does; null leaves the key to the browser (and to the form around it). */
export type ComboboxKeyOutcome<Option> =
  { type: "move"; step: 1 | -1 } | { type: "choose"; option: Option } | { type: "dismiss" };

export function comboboxKeyOutcome<Option>(
  state: ComboboxState<Option>,
  key: string,
): ComboboxKeyOutcome<Option> | null {
  switch (key) {
    case "ArrowDown":
    case "ArrowUp":
      return state.options.length === 0 ? null : { type: "move", step: key === "ArrowDown" ? 1 : -1 };
    case "Enter": {
      const option = state.open ? state.options[state.active] : undefined;
      return option === undefined ? null : { type: "choose", option };
    }
    case "Escape":
      return state.open ? { type: "dismiss" } : null;
    default:
      return null;
  }
}
