// The site header (spec §2 "Header"). Everything in it comes from the agency's content; only the home page
// shows the secondary menu and the side link to the valuation overlay.
import { memo, useMemo } from "react";
import { useLocation } from "react-router";
import { bookAValuationOverlay, overlayHash, userOverlay } from "../../../domain/overlay-paths.ts";
import type { Header, Theme } from "../../../modules/content/model/site-content.ts";
import { PhoneIcon, UserIcon } from "../icons.tsx";
import { deferHydration } from "../deferred-hydration.tsx";
import { Logo } from "./logo.tsx";
import { MenuLink } from "./menu-link.tsx";
import { MobileMenu } from "./mobile-menu.tsx";
import { headerLayout, telHref } from "./split-menu.ts";
import { useScrolledPast } from "./use-scrolled.ts";
import { useHeightProperty } from "../use-height-property.ts";

// Hidden on narrow screens, and used only once pointed at or tabbed into: its code (dropdowns, hover) loads
// then (issue 13). Its links are plain links until it does.
const DesktopNav = deferHydration(
  () => import("./desktop-menu.tsx").then((module) => module.DesktopNav),
  "interaction",
);

export const MENU_ERROR = "Error, menu items need to be set in admin for the header component to work";
/** Spec §2: "The header takes its scrolled state once the page is scrolled past 30 pixels." */
const SCROLLED_AFTER_PX = 30;

type Props = { header: Header | null; preferences: Theme["preferences"] };

// Renders again only when its props or the location change, not each time React Router re-renders the whole
// page (after hydration, when it learns the routes behind the links in view; issue 13).
export const SiteHeader = memo(function SiteHeader({ header, preferences }: Props) {
  const isHome = useLocation().pathname === "/";
  const scrolled = useScrolledPast(SCROLLED_AFTER_PX);
  // Issue 16: --oh-header-height is the page's scroll-padding-top (app/app.css), so the keyboard never
  // focuses an element hidden under the sticky header; the stylesheet's values hold until this runs.
  const headerRef = useHeightProperty<HTMLElement>("--oh-header-height");
  const items = header?.primaryMenuItems;
  // The same object while the menu and the theme are the same: the desktop menu's props (deferHydration).
  const layout = useMemo(() => headerLayout(items ?? [], preferences), [items, preferences]);
  const logo = header ? <Logo header={header} /> : <span className="text-xl font-semibold">Openhouse</span>;

  return (
    <>
      {/* The scrolled state changes the shadow only: a height change would shift the page under the reader
          and, through scroll anchoring, flicker at the threshold. */}
      <header
        ref={headerRef}
        data-scrolled={scrolled ? "true" : "false"}
        className="oh-header @container/oh-header sticky top-0 z-30 bg-header text-header-ink transition-shadow data-[scrolled=true]:shadow-md"
      >
        {isHome && header?.secondaryMenuItems.length ? <SecondaryBar header={header} /> : null}
        <div className="relative mx-auto flex max-w-screen-2xl items-center gap-4 px-4 py-3">
          {!items?.length ? (
            <>
              {logo}
              <p className="flex-1 font-semibold text-red-800">{MENU_ERROR}</p>
            </>
          ) : (
            <>
              <div className="menu-wide:hidden">
                <MobileMenu items={items} telephone={header!.agencyContactTelephone} />
              </div>
              {layout.logoCentred ? null : logo}
              <nav aria-label="Main" className="hidden flex-1 menu-wide:block">
                <DesktopNav header={header!} layout={layout} />
              </nav>
              {layout.logoCentred ? <div className="mx-auto min-w-0 menu-wide:hidden">{logo}</div> : null}
            </>
          )}
          {/* Spec §2: "The header icon links to /user" (the user sidebar overlay). */}
          <a
            href={overlayHash(userOverlay())}
            className="oh-icon-button ml-auto shrink-0 menu-wide:ml-0"
            aria-label="Your account"
          >
            <UserIcon />
          </a>
        </div>
      </header>
      {isHome ? (
        // Spec §2: only on the home page, a side link to the valuation overlay; in a landmark of its own, as
        // everything on the page is (issue 16). Where it sits, and why it covers nothing: app/app.css.
        <aside aria-label="Valuation">
          <a href={overlayHash(bookAValuationOverlay())} className="oh-side-link">
            Book a valuation
          </a>
        </aside>
      ) : null}
    </>
  );
});

function SecondaryBar({ header }: { header: Header }) {
  return (
    <div className="bg-brand text-brand-contrast">
      <div className="mx-auto flex max-w-screen-2xl items-center justify-between gap-4 px-4 py-1.5 text-sm">
        <nav aria-label="Secondary">
          <ul className="flex flex-wrap gap-x-5 gap-y-1">
            {header.secondaryMenuItems.map((item) => (
              <li key={item.id}>
                <MenuLink item={item} className="underline-offset-4 hover:underline" />
              </li>
            ))}
          </ul>
        </nav>
        {header.agencyContactTelephone ? (
          <a
            href={telHref(header.agencyContactTelephone)}
            className="hidden items-center gap-1.5 font-semibold underline-offset-4 hover:underline md:inline-flex"
          >
            <PhoneIcon size={16} />
            <span className="sr-only">Call us on </span>
            {header.agencyContactTelephone}
          </a>
        ) : null}
      </div>
    </div>
  );
}
