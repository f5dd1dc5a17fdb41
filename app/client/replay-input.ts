// What a visitor does to server-rendered fields before React takes them over (app/components/deferred-hydration.tsx):
// React stops the events aimed at a part it has not hydrated, and its state does not know the values. The
// changes it stopped are recorded, in order, with their values, and told to React again once it listens.

const FIELDS = "input, textarea, select";
const EVENTS = ["input", "change"] as const;

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type Change = { field: Field; value: string; checked: boolean };

/** Starts recording the changes React stops under `root`; `replay` tells React about them, in order. */
export function recordFieldChanges(root: Element): { replay: () => void; stop: () => void } {
  let changes: Change[] = [];
  const fieldOf = (event: Event): Field | null =>
    event.target instanceof Element && event.target.matches(FIELDS) && root.contains(event.target)
      ? (event.target as Field)
      : null;
  // Heard on the window before React's listener; a change React handles itself comes back up to the window
  // and is struck off again, so only the ones it stopped are given again.
  const onCapture = (event: Event) => {
    const field = fieldOf(event);
    if (!field) return;
    changes = changes.filter((change) => change.field !== field);
    changes.push({ field, value: field.value, checked: "checked" in field ? field.checked : false });
  };
  const onBubble = (event: Event) => {
    const field = fieldOf(event);
    if (field) changes = changes.filter((change) => change.field !== field);
  };
  for (const type of EVENTS) {
    window.addEventListener(type, onCapture, true);
    window.addEventListener(type, onBubble);
  }
  const stop = () => {
    for (const type of EVENTS) {
      window.removeEventListener(type, onCapture, true);
      window.removeEventListener(type, onBubble);
    }
  };
  return {
    stop,
    replay: () => {
      stop();
      for (const change of changes) if (change.field.isConnected) replay(change);
      changes = [];
    },
  };
}

function replay({ field, value, checked }: Change): void {
  if (field instanceof HTMLSelectElement) {
    // React reads a select's choice from its change event (it may have put its own back while hydrating).
    field.value = value;
    field.dispatchEvent(new Event("change", { bubbles: true }));
    return;
  }
  if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
    // A radio left unchecked by its neighbour's choice is told through that neighbour.
    if (field.type === "radio" && !checked) return;
    // React hears a click that changes the box: set it the other way, then click it over.
    field.checked = !checked;
    field.click();
    return;
  }
  // React remembers the last value it saw through the element's own `value` setter: it is told another one,
  // then the typed value is put back past it, so the input event reads as a change.
  field.value = `${value} `;
  nativeValueSetter(field)?.call(field, value);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

function nativeValueSetter(field: HTMLInputElement | HTMLTextAreaElement) {
  const prototype =
    field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  return Object.getOwnPropertyDescriptor(prototype, "value")?.set;
}
