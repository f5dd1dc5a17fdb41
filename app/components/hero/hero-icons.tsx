// The hero's slideshow and video controls. Decorative: the button around each one carries the label.
import { Icon } from "../icons.tsx";

export const PauseIcon = () => (
  <Icon>
    <path d="M9 5v14M15 5v14" />
  </Icon>
);

export const PlayIcon = () => (
  <Icon>
    <path d="M7 4.5v15l12-7.5z" />
  </Icon>
);
