// What makes a deferred part of the page load its code (app/components/deferred-hydration.tsx): the visitor
// reaching for it, or the part coming near the view. Plain DOM listeners, no React: they must hear the events
// React stops before a part is hydrated.

/**
 * What makes the browser load a deferred part's code: coming near the view, the visitor reaching for it, or
 * nothing ("never": what the server rendered is all the browser needs, such as data for search engines).
 */
export type HydrateWhen = "visible" | "interaction" | "never";

// Events that announce a visitor is about to use a part: a pointer over it (mouse or pen, before the click), a
// touch starting, the keyboard's focus arriving.
// A field changed without any of those (a script, some assistive technology) counts too.
const INTERACTION_EVENTS = [
  "pointerover",
  "pointerdown",
  "touchstart",
  "focusin",
  "input",
  "change",
] as const;
// Loaded a little before it scrolls into view, so it is usually ready when it gets there.
const VISIBLE_MARGIN = "300px";

/** Calls `trigger` when the part in `element` should load its code; returns what stops the watching. */
export function watchForHydration(when: HydrateWhen, element: HTMLElement, trigger: () => void): () => void {
  return WATCHERS[when](element, trigger);
}

const WATCHERS: Record<HydrateWhen, (element: HTMLElement, trigger: () => void) => () => void> = {
  visible: onVisible,
  interaction: onInteraction,
  never: () => () => {},
};

function onInteraction(element: HTMLElement, trigger: () => void): () => void {
  // Heard on the window as the event sets off, because React's own listener stops it before it reaches a part
  // still waiting (React hydrates that part at once if its code is there, which it is not yet).
  const listener = (event: Event) => {
    if (event.target instanceof Node && element.contains(event.target)) trigger();
  };
  for (const type of INTERACTION_EVENTS)
    window.addEventListener(type, listener, { capture: true, passive: true });
  return () => {
    for (const type of INTERACTION_EVENTS) window.removeEventListener(type, listener, { capture: true });
  };
}

function onVisible(element: HTMLElement, trigger: () => void): () => void {
  // A browser that cannot tell what is in view gets the code at once.
  if (typeof IntersectionObserver === "undefined") {
    trigger();
    return () => {};
  }
  // The wrapper has no box of its own (display: contents): its children are what scrolls into view.
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) trigger();
    },
    { rootMargin: VISIBLE_MARGIN },
  );
  for (const child of element.children) observer.observe(child);
  // Someone tabbing through the page reaches it before it scrolls into view.
  const stopInteraction = onInteraction(element, trigger);
  return () => {
    observer.disconnect();
    stopInteraction();
  };
}
