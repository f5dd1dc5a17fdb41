// Swipe between images with pointer events (issue 4 item 3): one code path for touch, pen and mouse drags.
import { useRef, type PointerEvent } from "react";

/** Shorter drags are taps or wobbles, not swipes. */
export const MIN_SWIPE_PX = 40;

/**
 * The step a drag asks for: a mostly horizontal drag of at least MIN_SWIPE_PX; leftwards (the next image
 * comes in from the right) is +1, rightwards −1, anything else 0.
 */
export function swipeStep(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < MIN_SWIPE_PX || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

/** Pointer handlers for the swipe area; it needs `touch-action: pan-y` so that vertical scrolling still works. */
export function useSwipe(onStep: (step: -1 | 1) => void) {
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  return {
    onPointerDown(event: PointerEvent) {
      if (!event.isPrimary) return;
      start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
    },
    onPointerUp(event: PointerEvent) {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const step = swipeStep(event.clientX - from.x, event.clientY - from.y);
      if (step !== 0) onStep(step);
    },
    onPointerCancel() {
      start.current = null;
    },
  };
}
