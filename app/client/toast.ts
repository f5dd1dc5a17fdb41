// The one way the app shows a toast. Sonner (about 10 KB gzip) is imported on the first toast rather than with
// every page's first render (issue 13 item 3); Sonner keeps toasts made before its <Toaster> subscribes and
// shows them once it mounts, so nothing is lost while the chunk loads.
type ToastKind = "success" | "error" | "info";
type ToastOptions = { duration?: number };

let requested = false;
const firstToastListeners = new Set<() => void>();

/** Calls `listener` once, at the first toast of the page (at once if one was shown already). */
export function onFirstToast(listener: () => void): () => void {
  if (requested) {
    listener();
    return () => {};
  }
  firstToastListeners.add(listener);
  return () => firstToastListeners.delete(listener);
}

function show(kind: ToastKind, message: string, options?: ToastOptions) {
  if (!requested) {
    requested = true;
    for (const listener of firstToastListeners) listener();
    firstToastListeners.clear();
  }
  void import("sonner").then(({ toast: sonner }) => sonner[kind](message, options));
}

export const toast = {
  success: (message: string, options?: ToastOptions) => show("success", message, options),
  error: (message: string, options?: ToastOptions) => show("error", message, options),
  info: (message: string, options?: ToastOptions) => show("info", message, options),
};
