// Issue 7 item 7: the cookie consent, mounted in the layout. The server cannot know the visitor's choice
// without making every page different (design §1 "Cacheable pages"), so it renders nothing and the browser
// loads the consent code once the page is interactive, outside the first render's JavaScript.
import { lazy, startTransition, Suspense, useEffect, useState } from "react";
import type { ConsentTexts } from "../../../domain/site-content.ts";

const ConsentGate = lazy(() => import("./consent-gate.tsx"));

export function ConsentMount({ texts }: { texts: ConsentTexts }) {
  // False on the server and while hydrating, true after: the same first render on both sides. Set in a
  // transition, so React renders the gate (and reads the cookie) in slices a phone's input can come between,
  // instead of in one synchronous render right after hydration (issue 13).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <ConsentGate texts={texts} />
    </Suspense>
  );
}
