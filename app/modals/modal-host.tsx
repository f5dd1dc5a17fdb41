// The overlay host (design §1; spec §2 "Modal and page routes", §4 "Modals"): opens the overlay the hash
// names, lazily loads its code with its loading text, and closes back to "#/".
import { lazy, Suspense, useEffect, useLayoutEffect, useRef } from "react";
import { overlayReturnTarget } from "../client/focus.ts";
import { toast } from "../client/toast.ts";
import { noOverlay } from "../../domain/overlay-paths.ts";
import { useHashLinkInterception, useHashNavigate, useHashPath } from "./hash-navigation.ts";
import { matchOverlay } from "./match-overlay.ts";
import { useOverlayPageData } from "./page-data.ts";
import { overlays } from "./registry.ts";

const OverlayDialog = lazy(() => import("./overlay-dialog.tsx"));

export function ModalHost({ flashMessages }: { flashMessages: Record<string, string> }) {
  useHashLinkInterception();
  const path = useHashPath();
  const page = useOverlayPageData();
  const navigateHash = useHashNavigate();
  const match = matchOverlay(overlays, path);
  const entry = match?.entry;
  const dialog = entry && entry.kind !== "flash" && (!entry.when || entry.when(page)) ? entry : null;
  useOverlayFocusReturn(dialog ? match!.path : null);
  if (!match) return null;

  const { params } = match;
  if (match.entry.kind === "flash") {
    return <FlashFromHash flashKey={params.key ?? ""} messages={flashMessages} />;
  }
  if (!dialog) return null;
  const title = typeof dialog.title === "function" ? dialog.title(params, page) : dialog.title;
  // Spec §2: "Closing returns to /": the hash root, on the same page.
  return (
    <Suspense
      fallback={
        <p role="status" className="fixed inset-x-0 top-1/3 z-50 text-center">
          {dialog.loadingText}
        </p>
      }
    >
      <OverlayDialog
        entry={dialog}
        title={title}
        params={params}
        path={match.path}
        close={() => navigateHash(noOverlay())}
      />
    </Suspense>
  );
}

/**
 * Issue 16: focus goes back to what opened an overlay once it closes, however it closed (Escape, its close
 * button, the back button, a submit that closes it). The opener is what had focus as the first overlay
 * opened (before the dialog takes focus: its code loads lazily and focuses in an effect); moving from one
 * overlay to another keeps it. Radix would return focus to a Dialog.Trigger, which hash links are not.
 */
function useOverlayFocusReturn(openPath: string | null) {
  const opener = useRef<{ element: Element | null; path: string } | null>(null);
  useLayoutEffect(() => {
    if (openPath !== null && opener.current === null) {
      opener.current = { element: document.activeElement, path: openPath };
    }
  }, [openPath]);
  useEffect(() => {
    if (openPath !== null || opener.current === null) return;
    const { element, path } = opener.current;
    opener.current = null;
    overlayReturnTarget(element, path)?.focus({ preventScroll: true });
  }, [openPath]);
}

/** Spec §2 "User sidebar": "Flash messages come from a page hash of the form flash/{key}". */
function FlashFromHash({ flashKey, messages }: { flashKey: string; messages: Record<string, string> }) {
  const navigateHash = useHashNavigate();
  useEffect(() => {
    // The flash rules (keys, kinds, durations) load with the first flash, as the toasts do (issue 13).
    void import("../../domain/flash.ts").then(({ flashToast }) => {
      const { kind, text, durationMs } = flashToast(flashKey, messages);
      toast[kind](text, { duration: durationMs });
    });
    // The message is shown once: reloading or going back must not show it again.
    navigateHash(noOverlay(), { replace: true });
  }, [flashKey, messages, navigateHash]);
  return null;
}
