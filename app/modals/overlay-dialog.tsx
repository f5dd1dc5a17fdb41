// The dialog an open overlay lives in (spec §4 "Modals"), loaded with the first overlay so that no page's first
// render carries the dialog code (app/modals/modal-host.tsx).
import { Component, Suspense, useCallback, useEffect, useRef, type ReactNode } from "react";
import { Dialog } from "radix-ui";
import { CloseIcon } from "../components/icons.tsx";
import { ModalDialog } from "../components/modal-dialog.tsx";
import { OverlayEscapeContext, type InnerEscape, type RegisterInnerEscape } from "./overlay-escape.ts";
import type { DialogOverlay, OverlayParams } from "./registry.ts";

type OverlayDialogProps = {
  entry: DialogOverlay;
  title: string;
  params: OverlayParams;
  path: string;
  close: () => void;
};

export default function OverlayDialog({ entry, title, params, path, close }: OverlayDialogProps) {
  useContactAsideHidden();
  const { Body } = entry;
  const sidebar = entry.kind === "sidebar";
  const innerEscape = useRef<InnerEscape | null>(null);
  const registerInnerEscape = useCallback<RegisterInnerEscape>((closeInner) => {
    innerEscape.current = closeInner;
    return () => {
      if (innerEscape.current === closeInner) innerEscape.current = null;
    };
  }, []);
  return (
    <ModalDialog
      onClose={close}
      // Something open inside the overlay (the map's pop-up) closes first (overlay-escape.ts).
      onEscapeKeyDown={(event) => {
        if (innerEscape.current?.()) event.preventDefault();
      }}
      data-overlay-path={entry.path}
      className={
        sidebar
          ? "oh-sidebar fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col overflow-y-auto bg-paper text-ink shadow-2xl"
          : entry.kind === "fullscreen"
            ? "fixed inset-0 z-50 flex flex-col gap-3 bg-paper p-4 text-ink"
            : "oh-dialog fixed top-1/2 left-1/2 z-50 flex max-h-[90vh] w-[calc(100%-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 flex-col overflow-y-auto rounded-lg bg-paper p-6 text-ink shadow-2xl"
      }
    >
      {sidebar ? (
        <Dialog.Title className="sr-only">{title}</Dialog.Title>
      ) : (
        <div className="flex items-start justify-between gap-4">
          <Dialog.Title className="text-xl font-semibold">{title}</Dialog.Title>
          <Dialog.Close className="oh-icon-button" aria-label="Close">
            <CloseIcon />
          </Dialog.Close>
        </div>
      )}
      <OverlayEscapeContext.Provider value={registerInnerEscape}>
        <OverlayErrorBoundary>
          <Suspense
            fallback={
              <p role="status" className="py-6 text-center">
                {entry.loadingText}
              </p>
            }
          >
            <Body path={path} params={params} title={title} close={close} />
          </Suspense>
        </OverlayErrorBoundary>
      </OverlayEscapeContext.Provider>
    </ModalDialog>
  );
}

/** Spec §4 "Modals": opening hides the desktop contact aside (elements marked data-contact-aside). */
function useContactAsideHidden() {
  useEffect(() => {
    document.documentElement.setAttribute("data-overlay-open", "");
    return () => document.documentElement.removeAttribute("data-overlay-open");
  }, []);
}

/** A chunk that fails to load (offline, a new deployment) gets a message rather than a blank dialog. */
class OverlayErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error("Overlay failed to load", error);
  }
  override render() {
    return this.state.failed ? (
      <p role="alert" className="py-6 text-center">
        Sorry, something went wrong. Please reload the page and try again.
      </p>
    ) : (
      this.props.children
    );
  }
}
