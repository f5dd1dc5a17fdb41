// The one card slider of the site (home page sliders, section card sliders): a CSS scroll-snap row with
// Previous and Next buttons. No carousel library: the browser scrolls, swipes and snaps; the buttons only
// scroll by a page of cards, and are disabled at the ends. Motion follows the visitor's reduced-motion choice.
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from "react";

export function Slider({
  label,
  items,
  itemClassName = "w-[85%] sm:w-[calc(50%-0.5rem)] lg:w-[calc(25%-0.75rem)]",
}: {
  /** Names the slider for assistive technology (the block's heading text). */
  label: string;
  items: { key: string | number; node: ReactNode }[];
  /** The width of one card at each breakpoint. */
  itemClassName?: string;
}) {
  const listId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const [ends, setEnds] = useState({ atStart: true, atEnd: false });

  const update = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    // A pixel of slack: fractional scroll positions never quite reach the end.
    setEnds({
      atStart: list.scrollLeft <= 1,
      atEnd: list.scrollLeft + list.clientWidth >= list.scrollWidth - 1,
    });
  }, []);

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    update();
    list.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    return () => {
      list.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, [update]);

  const scrollByPage = (direction: 1 | -1) => {
    const list = listRef.current;
    if (!list) return;
    const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    list.scrollBy({ left: direction * list.clientWidth, behavior: smooth ? "smooth" : "auto" });
  };

  const buttonClass =
    "rounded-full border border-black/20 bg-paper px-3 py-1 text-lg leading-none disabled:opacity-40";
  return (
    <div role="group" aria-roledescription="carousel" aria-label={label} className="relative">
      <ul
        id={listId}
        ref={listRef}
        // A scrolling region must be reachable by keyboard even when its slides hold nothing focusable
        // (WCAG 2.1.1; review quotes): focused, the arrow keys scroll it.
        tabIndex={0}
        aria-label={`${label}: slides`}
        // Positioned, so the cards' absolutely placed parts (their visually hidden texts) are clipped by this
        // scroller; otherwise they belonged to the page and widened it by the hidden slides (issue 16).
        className="relative flex snap-x snap-mandatory gap-4 overflow-x-auto pb-2 [scrollbar-width:thin]"
      >
        {items.map((item, index) => (
          <li
            key={item.key}
            className={`shrink-0 snap-start ${itemClassName}`}
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${items.length}`}
          >
            {item.node}
          </li>
        ))}
      </ul>
      {items.length > 1 ? (
        <div className="mt-3 flex justify-end gap-2">
          <button
            type="button"
            className={buttonClass}
            aria-controls={listId}
            aria-label={`Previous: ${label}`}
            disabled={ends.atStart}
            onClick={() => scrollByPage(-1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className={buttonClass}
            aria-controls={listId}
            aria-label={`Next: ${label}`}
            disabled={ends.atEnd}
            onClick={() => scrollByPage(1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}
