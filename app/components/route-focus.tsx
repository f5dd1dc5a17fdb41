// Issue 16: after a client-side page change, focus moves to the new page's h1 and the title is announced, as
// a full page load would do for a screen reader. One place for every page (docs/accessibility.md).
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { pageHeading, routeFocusAction } from "../client/focus.ts";

export function RouteFocus() {
  const { pathname, search } = useLocation();
  const previous = useRef<{ pathname: string; search: string } | null>(null);
  const [announcement, setAnnouncement] = useState("");

  useEffect(() => {
    const active = document.activeElement;
    const inForm = active instanceof HTMLElement && active.isConnected && active.closest("form") !== null;
    const action = routeFocusAction(previous.current, { pathname, search }, inForm);
    previous.current = { pathname, search };
    if (action === "none") return;
    // After the new page's <title> is in place (React sets it in the same commit; a frame is enough).
    const frame = requestAnimationFrame(() => {
      if (action === "focus-heading") pageHeading()?.focus({ preventScroll: true });
      setAnnouncement(document.title || (pageHeading()?.textContent ?? ""));
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname, search]);

  return (
    <p id="oh-route-announcer" className="sr-only" aria-live="polite" aria-atomic="true">
      {announcement}
    </p>
  );
}
