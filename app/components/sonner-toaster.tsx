// Spec §9: toasts sit top centre, are closable and last 3000 ms unless a caller says otherwise.
import { Toaster as Sonner } from "sonner";

export const DEFAULT_TOAST_MS = 3_000;

export default function SonnerToaster() {
  return <Sonner position="top-center" closeButton duration={DEFAULT_TOAST_MS} />;
}
