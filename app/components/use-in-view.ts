// True once the element has come within `rootMargin` of the viewport (and stays true): what lazy blocks and the
// property page's deferred sections wait for. Such a section's button can ask for it sooner (`markInView`).
// IntersectionObserver is in every browser the site supports (Baseline since 2019); where it is missing (a test
// environment), only the button brings the section in.
import { useEffect, useRef, useState, type RefObject } from "react";

export function useInView<T extends Element>(
  rootMargin: string,
): [ref: RefObject<T | null>, inView: boolean, markInView: () => void] {
  const ref = useRef<T>(null);
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (inView || !element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setInView(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [inView, rootMargin]);
  return [ref, inView, () => setInView(true)];
}
