// Escape inside an overlay (issue 16): the dialog closes on Escape, unless what is open inside it takes the key
// first (the map's pop-up closes before the map does). An overlay registers what Escape closes inside it; the
// dialog (overlay-dialog.tsx) asks it before closing. Focus after either close is the host's and the map's.
import { createContext, useContext, useEffect } from "react";

/** Closes something inside the overlay; true when there was something to close. */
export type InnerEscape = () => boolean;

/** Registers what Escape closes inside the overlay; returns the unregistering. */
export type RegisterInnerEscape = (closeInner: InnerEscape) => () => void;

export const OverlayEscapeContext = createContext<RegisterInnerEscape | null>(null);

/** While mounted, Escape first calls `closeInner`; the overlay closes only when it returns false. */
export function useInnerEscape(closeInner: InnerEscape | null) {
  const register = useContext(OverlayEscapeContext);
  useEffect(() => (register && closeInner ? register(closeInner) : undefined), [register, closeInner]);
}
