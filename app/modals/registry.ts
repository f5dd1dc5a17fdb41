// Hash path → overlay (design §1; spec §2 "Modal and page routes", §4 "Modals"). Each overlay's code is its
// own chunk, loaded on first open while its loading text shows. Paths match exactly (React Router patterns).
import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { userOverlay, type UserPanel } from "../../domain/overlay-paths.ts";
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

/** A loader and its lazy component, made once per chunk: entries that share a chunk (the /user paths, the
 * galleries, the two valuation paths) share both. */
function lazily(load: OverlayLoader) {
  return { load, Body: lazy(load) };
}

const userSidebar = lazily(() => import("./user/user-sidebar.tsx"));
const gallery = lazily(() => import("./gallery/gallery.tsx"));
const instantValuation = lazily(() => import("./valuation/instant-valuation.tsx"));
const bookAValuation = lazily(() => import("./valuation/book-a-valuation.tsx"));
const contactStaffMember = lazily(() => import("./contact/contact-staff-member.tsx"));
const contactOffice = lazily(() => import("./contact/contact-office.tsx"));
const newHomesEnquiry = lazily(() => import("./new-homes/new-homes-enquiry.tsx"));
const tenantInfo = lazily(() => import("./tenant-info/tenant-info.tsx"));
const calculator = lazily(() => import("./calculator/calculator.tsx"));
const video = lazily(() => import("./video/video.tsx"));
const bookAViewing = lazily(() => import("./viewing/book-a-viewing.tsx"));

/** The user sidebar's panels (spec §2 "User sidebar"): every one has its own path below /user. */
export const USER_PANELS: readonly UserPanel[] = [
  "register",
  "sign-in",
  "forgotten-password",
  "edit",
  "marketing-preferences",
  "saved-properties",
  "saved-searches",
];

// Spec §2 "User sidebar": /user and its sub-paths, all one sidebar that picks its panel from the path.
const USER_PATHS = [userOverlay(), ...USER_PANELS.map(userOverlay)];

/** A dialog that says only "Loading…" while its code arrives. */
const dialogOverlay = (
  path: string,
  title: DialogOverlay["title"],
  body: Pick<DialogOverlay, "load" | "Body">,
  when?: DialogOverlay["when"],
): DialogOverlay => ({ kind: "dialog", path, title, loadingText: LOADING, ...body, ...(when && { when }) });

/** Spec §2 "Only when …": the overlay opens only on a page that gives it this data. */
const onlyWith =
  (key: keyof OverlayPageData) =>
  (page: OverlayPageData): boolean =>
    page[key] !== undefined;

const staffContactTitle = (params: OverlayParams, page: OverlayPageData) => {
  const member = page.staff?.find((s) => String(s.id) === params.id);
  return member ? `Contact ${member.firstName} ${member.surname}` : "Contact us";
};

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
    ...instantValuation,
  },
  dialogOverlay("/book-a-valuation", "Book a Valuation", bookAValuation),
  // Spec §2 "User sidebar": "#/book_a_valuation loads the legacy calendar script": old links open this flow.
  dialogOverlay("/book_a_valuation", "Book a Valuation", bookAValuation),
  dialogOverlay("/contact-staff-member/:id", staffContactTitle, contactStaffMember),
  dialogOverlay("/contact-office", "Contact office", contactOffice, onlyWith("contactOffice")),
  dialogOverlay("/new-homes-enquiry", "Register your interest", newHomesEnquiry, onlyWith("newHomesForm")),
  dialogOverlay("/tenant-info", "Tenant information", tenantInfo, onlyWith("tenantInfoHtml")),
  dialogOverlay("/calculator", "Calculators", calculator, onlyWith("calculator")),
  dialogOverlay("/video/:id", "Video", video),
  dialogOverlay("/book-a-viewing", "Book a Viewing", bookAViewing),
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
