// The Previous and Next image buttons of the hero carousel and the gallery: one press steps one image.
import { ChevronLeftIcon, ChevronRightIcon } from "./icons.tsx";

type ImageStepButtonProps = {
  /** -1 for the previous image, 1 for the next. */
  by: -1 | 1;
  onStep: (by: number) => void;
  className?: string;
};

export function ImageStepButton({ by, onStep, className = "oh-icon-button" }: ImageStepButtonProps) {
  const previous = by < 0;
  return (
    <button
      type="button"
      className={className}
      aria-label={previous ? "Previous image" : "Next image"}
      onClick={() => onStep(by)}
    >
      {previous ? <ChevronLeftIcon /> : <ChevronRightIcon />}
    </button>
  );
}
