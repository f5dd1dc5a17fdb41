// The overlay host (design §1; spec §2 "Modal and page routes", §4 "Modals"): opens the overlay the hash
// names, lazily loads its code with its loading text, and closes back to "#/".
import { lazy, Suspense, useEffect } from "react";
import { toast } from "../client/toast.ts";
import { flashToast } from "../../domain/flash.ts";
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
  if (!match) return null;

  const { entry, params } = match;
  if (entry.kind === "flash") {
    return <FlashFromHash flashKey={params.key ?? ""} messages={flashMessages} />;
  }
  if (entry.when && !entry.when(page)) return null;
  const title = typeof entry.title === "function" ? entry.title(params, page) : entry.title;
  // Spec §2: "Closing returns to /": the hash root, on the same page.
  return (
    <Suspense
      fallback={
        <p role="status" className="fixed inset-x-0 top-1/3 z-50 text-center">
          {entry.loadingText}
        </p>
      }
    >
      <OverlayDialog
        entry={entry}
        title={title}
        params={params}
        path={match.path}
        close={() => navigateHash(noOverlay())}
      />
    </Suspense>
  );
}

/** Spec §2 "User sidebar": "Flash messages come from a page hash of the form flash/{key}". */
function FlashFromHash({ flashKey, messages }: { flashKey: string; messages: Record<string, string> }) {
  const navigateHash = useHashNavigate();
  useEffect(() => {
    const { kind, text, durationMs } = flashToast(flashKey, messages);
    toast[kind](text, { duration: durationMs });
    // The message is shown once: reloading or going back must not show it again.
    navigateHash(noOverlay(), { replace: true });
  }, [flashKey, messages, navigateHash]);
  return null;
}
