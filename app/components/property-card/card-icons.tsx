// The card's own icons: decorative (aria-hidden); the text beside each one or its button's label says it.
import { pathIcon } from "../icons.tsx";

export const BedIcon = pathIcon(
  "M3 18V7M3 14h18v4M21 14v-2a3 3 0 0 0-3-3h-7v5M7 11.5a1.5 1.5 0 1 0 0-.01",
  20,
);

export const BathIcon = pathIcon(
  "M4 12h16v3a4 4 0 0 1-4 4H8a4 4 0 0 1-4-4zM6 12V6a2 2 0 0 1 4 0M7 19l-1 2M17 19l1 2",
  20,
);

export const SofaIcon = pathIcon(
  "M5 11V8a3 3 0 0 1 3-3h8a3 3 0 0 1 3 3v3M3 13a2 2 0 0 1 4 0v2h10v-2a2 2 0 0 1 4 0v5H3zM5 18v2M19 18v2",
  20,
);

export const AcreageIcon = pathIcon("M3 20l5-8 4 5 3-4 6 7zM16 7a2 2 0 1 0 0-.01", 20);

export const ArrowLeftIcon = pathIcon("M15 6l-6 6 6 6", 20);

export const ArrowRightIcon = pathIcon("M9 6l6 6-6 6", 20);
