// Where keyboard focus goes when the page changes under it (issue 16, WCAG 2.4.3 focus order): focus is managed
// in two places only, the overlay host (app/modals/modal-host.tsx) and the router (RouteFocus in app/root.tsx).
// See docs/accessibility.md.

type Place = { pathname: string; search: string };

/**
 * What a client-side location change does to focus: nothing for the first load or a hash-only change (an
 * overlay opening or closing); only an announcement when focus is still in a form on the page (a search
 * filter that replaced the results: taking focus from the control in use would be worse); otherwise focus
 * moves to the new page's heading and the title is announced.
 */
export function routeFocusAction(
  previous: Place | null,
  next: Place,
  focusStaysInForm: boolean,
): "none" | "announce" | "focus-heading" {
  if (previous === null) return "none";
  if (previous.pathname === next.pathname && previous.search === next.search) return "none";
  return focusStaysInForm ? "announce" : "focus-heading";
}

/** The page's main heading, made focusable from script only, or the main landmark. */
export function pageHeading(): HTMLElement | null {
  const heading = document.querySelector<HTMLElement>("main h1") ?? document.querySelector("h1");
  if (heading) {
    if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
    return heading;
  }
  return document.getElementById("main");
}

/** Is this element still in the page and shown (not display: none, not in a closed panel)? */
export function isFocusable(element: Element | null): element is HTMLElement {
  return (
    element instanceof HTMLElement &&
    element.isConnected &&
    element !== document.body &&
    element.getClientRects().length > 0
  );
}

/**
 * Where focus goes back to when an overlay closes: what had focus when it opened; if that is gone (a menu
 * panel that closed), a visible link to the same overlay ("#/user" in the header); else the main heading.
 */
export function overlayReturnTarget(opener: Element | null, overlayPath: string | null): HTMLElement | null {
  if (isFocusable(opener)) return opener;
  if (overlayPath) {
    const links = document.querySelectorAll(`a[href="#${overlayPath.replace(/["\\]/g, "\\$&")}"]`);
    for (const link of links) if (isFocusable(link)) return link;
  }
  return pageHeading();
}
