// Overlays live in the URL hash (design §1): "#/user", "#/book-a-valuation", "#/flash/{key}". The hash is
// read from React Router's location, and links to "#/..." go through its navigate so the page never jumps.
import { useCallback, useEffect, useSyncExternalStore } from "react";
import { useLocation, useNavigate } from "react-router";
import { overlayHash } from "../../domain/overlay-paths.ts";

/** The overlay path of a location hash ("#/user" → "/user"), or null for ordinary anchors such as "#main". */
export function hashPath(hash: string): string | null {
  return hash.startsWith("#/") ? hash.slice(1) : null;
}

const noSubscription = () => () => {};

/**
 * The current overlay path, or null when the hash names none (or the page is not hydrated yet). The server never
 * sees the hash, so the hydrating render takes none; React then compares with the real one and renders again
 * only when they differ. A flag that flips on hydration would re-render every caller on every page load: the
 * results page (through its links) with all its cards, a long task on a phone (issue 13).
 */
export function useHashPath(): string | null {
  const { hash } = useLocation();
  return useSyncExternalStore(
    noSubscription,
    () => hashPath(hash),
    () => null,
  );
}

/** Moves to another hash path on the same page: "/" is the hash root, where no overlay is open. */
export function useHashNavigate() {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (path: string, { replace = false }: { replace?: boolean } = {}) =>
      void navigate(
        { pathname: location.pathname, search: location.search, hash: overlayHash(path) },
        // A hash change is not a new page: keep the scroll position (React Router would reset it).
        { replace, preventScrollReset: true },
      ),
    [location.pathname, location.search, navigate],
  );
}

/**
 * Plain links to overlays (<a href="#/user">, or "/#/book-a-valuation" on the home page) are handed to the
 * router, so that they work from any page and from content HTML without each link knowing about overlays.
 */
export function useHashLinkInterception(): void {
  const navigate = useNavigate();
  useEffect(() => {
    function onClick(event: MouseEvent) {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.("a[href]");
      if (!(anchor instanceof HTMLAnchorElement)) return;
      if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return;
      const url = new URL(anchor.href);
      const here = window.location;
      if (url.origin !== here.origin || url.pathname !== here.pathname || url.search !== here.search) return;
      if (hashPath(url.hash) === null) return;
      event.preventDefault();
      void navigate(
        { pathname: url.pathname, search: url.search, hash: url.hash },
        { preventScrollReset: true },
      );
    }
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
}
