// The toast region: empty until the page's first toast (app/client/toast.ts), then Sonner's, loaded on demand.
import { lazy, Suspense, useEffect, useState } from "react";
import { onFirstToast } from "../client/toast.ts";

const SonnerToaster = lazy(() => import("./sonner-toaster.tsx"));

export function Toaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onFirstToast(() => setWanted(true)), []);
  return wanted ? (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  ) : null;
}
