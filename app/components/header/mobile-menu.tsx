// Mobile header menu (spec §2 "Header"): a burger opening a panel with up to two drill-down levels, each with
// a Back button, plus a profile link and a phone link. Below 1200 px only (spec §9: the menu lock is released
// at 1200 px), so it closes itself when the window grows past that. The panel's code loads on first press.
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import type { MenuItem } from "../../../modules/content/model/site-content.ts";
import { MenuIcon } from "../icons.tsx";

const MobileMenuPanel = lazy(() => import("./mobile-menu-panel.tsx"));
const DESKTOP_QUERY = "(min-width: 1200px)";

type Props = { items: MenuItem[]; telephone: string };

export function MobileMenu({ items, telephone }: Props) {
  const [open, setOpen] = useState(false);
  const burger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => desktop.matches && setOpen(false);
    desktop.addEventListener("change", onChange);
    return () => desktop.removeEventListener("change", onChange);
  }, []);

  return (
    <>
      <button
        ref={burger}
        type="button"
        className="oh-icon-button"
        aria-label="Menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <MobileMenuPanel
            items={items}
            telephone={telephone}
            onClose={() => setOpen(false)}
            returnFocus={() => burger.current?.focus()}
          />
        </Suspense>
      ) : null}
    </>
  );
}
