// The hero form's top-level tabs (spec §2 "Hero search form"): WAI-ARIA tabs, where the arrows, Home and End
// move between tabs and choose them.
import type { KeyboardEvent } from "react";
import type { HeroTab } from "../../../modules/search/model/hero-form.ts";

/** The tab a key moves to from `current` of `count` tabs, wrapping at either end; null for other keys. */
function tabAfterKey(key: string, current: number, count: number): number | null {
  const last = count - 1;
  switch (key) {
    case "ArrowRight":
      return current === last ? 0 : current + 1;
    case "ArrowLeft":
      return current === 0 ? last : current - 1;
    case "Home":
      return 0;
    case "End":
      return last;
    default:
      return null;
  }
}

export function HeroTabs({
  idBase,
  tabs,
  selected,
  onSelect,
}: {
  /** Tab i is `${idBase}-tab-${i}`; the panel they control is `${idBase}-panel`. */
  idBase: string;
  tabs: readonly HeroTab[];
  selected: number;
  onSelect: (index: number) => void;
}) {
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const target = tabAfterKey(event.key, selected, tabs.length);
    if (target === null) return;
    event.preventDefault();
    onSelect(target);
    document.getElementById(`${idBase}-tab-${target}`)?.focus();
  };

  return (
    <div role="tablist" aria-label="What are you looking for?" className="flex flex-wrap gap-1">
      {tabs.map((t, index) => (
        <button
          key={`${t.name}-${index}`}
          id={`${idBase}-tab-${index}`}
          type="button"
          role="tab"
          aria-selected={index === selected}
          aria-controls={`${idBase}-panel`}
          tabIndex={index === selected ? 0 : -1}
          onClick={() => onSelect(index)}
          onKeyDown={onKeyDown}
          className="min-h-11 rounded-t bg-black/60 px-4 font-semibold text-white aria-selected:bg-paper aria-selected:text-ink"
        >
          {t.name}
        </button>
      ))}
    </div>
  );
}
