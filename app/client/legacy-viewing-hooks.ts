// Spec §2 "User sidebar": "Elements with class hfview__open and the rda_viewing event open the legacy viewing
// booking modal." Agencies' content HTML and third-party widgets written for the old site keep working: a click
// on any .hfview__open element, or `window.dispatchEvent(new Event("rda_viewing"))`, opens #/book-a-viewing.
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { bookAViewingOverlay, overlayHash } from "../../domain/overlay-paths.ts";

export const LEGACY_VIEWING_CLASS = "hfview__open";
export const LEGACY_VIEWING_EVENT = "rda_viewing";
const VIEWING_HASH = overlayHash(bookAViewingOverlay());

/** Installs both hooks for the life of the page (called once, from the root layout). */
export function useLegacyViewingHooks(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const open = () =>
      void navigate(
        { pathname: window.location.pathname, search: window.location.search, hash: VIEWING_HASH },
        { preventScrollReset: true },
      );
    function onClick(event: MouseEvent) {
      const target = event.target instanceof Element ? event.target : null;
      if (!target?.closest(`.${LEGACY_VIEWING_CLASS}`)) return;
      // The old widget's buttons are often links to "#": the form opens instead.
      event.preventDefault();
      open();
    }
    document.addEventListener("click", onClick);
    window.addEventListener(LEGACY_VIEWING_EVENT, open);
    return () => {
      document.removeEventListener("click", onClick);
      window.removeEventListener(LEGACY_VIEWING_EVENT, open);
    };
  }, [navigate]);
}
