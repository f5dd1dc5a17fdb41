// The buttons that add, remove and move an item of a form's list (issue 37 item 3, docs/decisions/028). Each is a
// submit button carrying a Conform intent: the server applies it to what was posted and redraws the form, so the
// buttons work without script (the back office ships none). `formNoValidate`: a half-filled form may still grow.
import { INTENT, serializeIntent, type Intent } from "@conform-to/dom";
import type { ReactNode } from "react";

/**
 * Conform's list intents, for lists whose items are texts or objects of texts: the new item's `defaultValue` is
 * drawn as the new item's fields (Conform's own default type, for any list, allows only a text).
 */
export type ListIntent = Extract<
  Intent<(string | Record<string, unknown>)[]>,
  { type: "insert" | "remove" | "reorder" }
>;

export const SMALL_BUTTON = "rounded border border-black px-2 py-1 text-sm";

type ButtonProps = { className?: string; children: ReactNode };

/** A submit button posting `intent`, a Conform intent serialized (serializeIntent). */
function IntentButton({ intent, className = SMALL_BUTTON, children }: ButtonProps & { intent: string }) {
  return (
    <button type="submit" name={INTENT} value={intent} formNoValidate className={className}>
      {children}
    </button>
  );
}

/** A list button; `children` names what it does, and a screen-reader-only word may say to which item. */
export function ListButton({ intent, ...props }: ButtonProps & { intent: ListIntent }) {
  return <IntentButton intent={serializeIntent(intent)} {...props} />;
}

/**
 * A button that sets one field of the redrawn form to `value` (Conform's `update`), e.g. takes a single image off
 * by emptying the hidden field that holds it; like the list buttons, it saves nothing.
 */
export function SetFieldButton({ name, value, ...props }: ButtonProps & { name: string; value: string }) {
  return <IntentButton intent={serializeIntent({ type: "update", payload: { name, value } })} {...props} />;
}

/** The three buttons' own words, for a page whose buttons name their item aloud ("Move lot 2 up"). */
export type ItemButtonTexts = { up: string; down: string; remove: string };

/**
 * Move up, Move down and Remove for item `index` of list `name`, each naming the item for screen readers
 * (`itemLabel`), or worded by the page (`texts`).
 */
export function ItemButtons({
  name,
  index,
  count,
  className,
  ...words
}: {
  name: string;
  index: number;
  count: number;
  className?: string;
} & ({ itemLabel: string } | { texts: ItemButtonTexts })) {
  const named = (text: string, own: keyof ItemButtonTexts) =>
    "texts" in words ? (
      words.texts[own]
    ) : (
      <>
        {text}
        <span className="sr-only"> {words.itemLabel}</span>
      </>
    );
  return (
    <div className="flex flex-wrap gap-2">
      {index > 0 ? (
        <ListButton
          intent={{ type: "reorder", payload: { name, from: index, to: index - 1 } }}
          className={className}
        >
          {named("Move up", "up")}
        </ListButton>
      ) : null}
      {index < count - 1 ? (
        <ListButton
          intent={{ type: "reorder", payload: { name, from: index, to: index + 1 } }}
          className={className}
        >
          {named("Move down", "down")}
        </ListButton>
      ) : null}
      <ListButton intent={{ type: "remove", payload: { name, index } }} className={className}>
        {named("Remove", "remove")}
      </ListButton>
    </div>
  );
}
