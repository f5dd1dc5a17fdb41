// The hero's slideshow and video controls. Decorative: the button around each one carries the label.
import { pathIcon } from "../icons.tsx";

export const PauseIcon = pathIcon("M9 5v14M15 5v14");

export const PlayIcon = pathIcon("M7 4.5v15l12-7.5z");
