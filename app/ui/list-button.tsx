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

/** A list button; `children` names what it does, and a screen-reader-only word may say to which item. */
export function ListButton({
  intent,
  className = SMALL_BUTTON,
  children,
}: {
  intent: ListIntent;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button type="submit" name={INTENT} value={serializeIntent(intent)} formNoValidate className={className}>
      {children}
    </button>
  );
}

/** Move up, Move down and Remove for item `index` of list `name`, each naming the item for screen readers. */
export function ItemButtons({
  name,
  index,
  count,
  itemLabel,
  className,
}: {
  name: string;
  index: number;
  count: number;
  itemLabel: string;
  className?: string;
}) {
  const named = (text: string) => (
    <>
      {text}
      <span className="sr-only"> {itemLabel}</span>
    </>
  );
  return (
    <div className="flex flex-wrap gap-2">
      {index > 0 ? (
        <ListButton
          intent={{ type: "reorder", payload: { name, from: index, to: index - 1 } }}
          className={className}
        >
          {named("Move up")}
        </ListButton>
      ) : null}
      {index < count - 1 ? (
        <ListButton
          intent={{ type: "reorder", payload: { name, from: index, to: index + 1 } }}
          className={className}
        >
          {named("Move down")}
        </ListButton>
      ) : null}
      <ListButton intent={{ type: "remove", payload: { name, index } }} className={className}>
        {named("Remove")}
      </ListButton>
    </div>
  );
}
