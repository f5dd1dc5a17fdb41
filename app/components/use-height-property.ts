// Keeps a CSS custom property equal to an element's height (issue 16), on the root and on the element itself:
// the sticky header's (--oh-header-height: the page's scroll-padding-top, and the scroll margin of the
// header's own links) and the phone call/book bar's (--oh-bottom-bar-height: the page's bottom padding and
// scroll-padding-bottom), at every width and text size. A hidden element measures 0. app/app.css registers
// both properties as not inherited, so a write restyles the root, the body and the element's own parts only.
import { useEffect, useRef } from "react";

export function useHeightProperty<E extends HTMLElement>(property: `--${string}`) {
  const ref = useRef<E>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      const height = `${element.offsetHeight}px`;
      root.style.setProperty(property, height);
      element.style.setProperty(property, height);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(property);
    };
  }, [property]);
  return ref;
}
