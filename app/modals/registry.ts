// Hash path → overlay (design §1; spec §2 "Modal and page routes", §4 "Modals"). Each overlay's code is its
// own chunk, loaded on first open while its loading text shows. Paths match exactly (React Router patterns).
import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import type { OverlayPageData } from "./page-data.ts";

export type OverlayParams = Readonly<Record<string, string | undefined>>;

export type OverlayProps = {
  /** The hash path as opened, e.g. "/user/saved-properties". */
  path: string;
  params: OverlayParams;
  title: string;
  close: () => void;
};

type OverlayLoader = () => Promise<{ default: ComponentType<OverlayProps> }>;

export type DialogOverlay = {
  /** "fullscreen": the whole viewport (the map view, the galleries). */
  kind: "dialog" | "sidebar" | "fullscreen";
  path: string;
  title: string | ((params: OverlayParams, page: OverlayPageData) => string);
  loadingText: string;
  load: OverlayLoader;
  /** `load` as a lazy component, made once here: React.lazy must not be recreated on render. */
  Body: LazyExoticComponent<ComponentType<OverlayProps>>;
  /** Spec §2 "Only when …": without the page data the hash opens nothing. */
  when?: (page: OverlayPageData) => boolean;
};

/** #/flash/{key}: no dialog, a toast (spec §8 "Flash keys"). */
export type FlashOverlay = { kind: "flash"; path: string };

export type OverlayEntry = DialogOverlay | FlashOverlay;

const LOADING = "Loading…";

/** A loader and its lazy component; entries that share one (the /user paths, the galleries) share both. */
function lazily(load: OverlayLoader) {
  return { load, Body: lazy(load) };
}

const userSidebar = lazily(() => import("./user/user-sidebar.tsx"));
const gallery = lazily(() => import("./gallery/gallery.tsx"));
const bookAValuation = lazily(() => import("./valuation/book-a-valuation.tsx"));

// Spec §2 "User sidebar": /user and its sub-paths, all one sidebar that picks its panel from the path.
const USER_PATHS = [
  "/user",
  "/user/register",
  "/user/sign-in",
  "/user/forgotten-password",
  "/user/edit",
  "/user/marketing-preferences",
  "/user/saved-properties",
  "/user/saved-searches",
];

// Issue 16: a gallery fills the window, so each photo shows as large as it fits.
const galleryOverlay = (path: string, title: string): DialogOverlay => ({
  kind: "fullscreen",
  path,
  title,
  loadingText: LOADING,
  ...gallery,
});

export const overlays: readonly OverlayEntry[] = [
  ...USER_PATHS.map((path): DialogOverlay => ({
    kind: "sidebar",
    path,
    title: "Your account",
    loadingText: "Loading user profile",
    ...userSidebar,
  })),
  {
    kind: "dialog",
    path: "/valuation",
    title: "Instant Valuation",
    loadingText: "Loading Instant Valuation",
    ...lazily(() => import("./valuation/instant-valuation.tsx")),
  },
  {
    kind: "dialog",
    path: "/book-a-valuation",
    title: "Book a Valuation",
    loadingText: LOADING,
    ...bookAValuation,
  },
  // Spec §2 "User sidebar": "#/book_a_valuation loads the legacy calendar script": old links open this flow.
  {
    kind: "dialog",
    path: "/book_a_valuation",
    title: "Book a Valuation",
    loadingText: LOADING,
    ...bookAValuation,
  },
  {
    kind: "dialog",
    path: "/contact-staff-member/:id",
    title: (params, page) => {
      const member = page.staff?.find((s) => String(s.id) === params.id);
      return member ? `Contact ${member.firstName} ${member.surname}` : "Contact us";
    },
    loadingText: LOADING,
    ...lazily(() => import("./contact/contact-staff-member.tsx")),
  },
  {
    kind: "dialog",
    path: "/contact-office",
    title: "Contact office",
    loadingText: LOADING,
    ...lazily(() => import("./contact/contact-office.tsx")),
    when: (page) => page.contactOffice !== undefined,
  },
  {
    kind: "dialog",
    path: "/new-homes-enquiry",
    title: "Register your interest",
    loadingText: LOADING,
    ...lazily(() => import("./new-homes/new-homes-enquiry.tsx")),
    when: (page) => page.newHomesForm !== undefined,
  },
  {
    kind: "dialog",
    path: "/tenant-info",
    title: "Tenant information",
    loadingText: LOADING,
    ...lazily(() => import("./tenant-info/tenant-info.tsx")),
    when: (page) => page.tenantInfoHtml !== undefined,
  },
  {
    kind: "dialog",
    path: "/calculator",
    title: "Calculators",
    loadingText: LOADING,
    ...lazily(() => import("./calculator/calculator.tsx")),
    when: (page) => page.calculator !== undefined,
  },
  {
    kind: "dialog",
    path: "/video/:id",
    title: "Video",
    loadingText: LOADING,
    ...lazily(() => import("./video/video.tsx")),
  },
  {
    kind: "dialog",
    path: "/book-a-viewing",
    title: "Book a Viewing",
    loadingText: LOADING,
    ...lazily(() => import("./viewing/book-a-viewing.tsx")),
  },
  // Spec §2 "Gallery modal": one gallery; the hash picks the image source.
  galleryOverlay("/floorplan", "Floorplan"),
  galleryOverlay("/epc-chart", "Energy performance chart"),
  galleryOverlay("/property-images", "Property images"),
  galleryOverlay("/agricultural-sales-event/:id", "Agricultural sales event"),
  galleryOverlay("/antiques-sales-event/:id", "Antiques sales event"),
  galleryOverlay("/property-auction-sales-event/:id", "Property auction sales event"),
  galleryOverlay("/history-images/:id", "History images"),
  galleryOverlay("/gallery-card-slider-expand/:id/:contentBlockId", "Gallery"),
  {
    kind: "fullscreen",
    path: "/map",
    title: "Map",
    loadingText: "Loading map",
    ...lazily(() => import("./map/map.tsx")),
  },
  { kind: "flash", path: "/flash/:key" },
];
