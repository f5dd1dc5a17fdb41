// Keeps a CSS custom property on the root equal to an element's height (issue 16): the sticky header's
// (--oh-header-height, the page's scroll-padding-top) and the phone call/book bar's (--oh-bottom-bar-height,
// its bottom padding and scroll-padding-bottom), at every width and text size. A hidden element measures 0.
import { useEffect, useRef } from "react";

export function useHeightProperty<E extends HTMLElement>(property: `--${string}`) {
  const ref = useRef<E>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty(property, `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(property);
    };
  }, [property]);
  return ref;
}
