// True once the element has come within `rootMargin` of the viewport (and stays true): what lazy blocks wait
// for. IntersectionObserver is in every browser the site supports (Baseline since 2019).
import { useEffect, useRef, useState, type RefObject } from "react";

export function useInView<T extends Element>(rootMargin: string): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (inView || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setInView(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [inView, rootMargin]);
  return [ref, inView];
}
