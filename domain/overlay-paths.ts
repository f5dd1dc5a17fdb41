// The overlays' hash paths (spec §2 "Modal and page routes", "User sidebar", "Gallery modal"; design §1): the
// part of a URL after '#', as app/modals/registry.ts matches it and navigateHash takes it. A link is
// overlayHash(path) ("#/user"); another page with an overlay open is withOverlay(page, path) ("/#/user").
// Segments taken from data are percent-encoded, as in domain/urls.ts.

const segment = (value: string | number) => encodeURIComponent(String(value));

/** The hash root, where no overlay is open (spec §2 "Closing returns to /"). */
export const noOverlay = () => "/";

/** The panels of the user sidebar (spec §2 "User sidebar"). */
export type UserPanel =
  | "register"
  | "sign-in"
  | "forgotten-password"
  | "edit"
  | "marketing-preferences"
  | "saved-properties"
  | "saved-searches";

/** Spec §2 "/user and paths beginning /user". */
export const userOverlay = (panel?: UserPanel) => (panel ? `/user/${panel}` : "/user");

/** The Instant Valuation (spec §2 "/valuation (exact)"). */
export const instantValuationOverlay = () => "/valuation";

export const bookAValuationOverlay = () => "/book-a-valuation";

export const bookAViewingOverlay = () => "/book-a-viewing";

export const contactStaffMemberOverlay = (staffId: number | string) =>
  `/contact-staff-member/${segment(staffId)}`;

export const contactOfficeOverlay = () => "/contact-office";

export const newHomesEnquiryOverlay = () => "/new-homes-enquiry";

export const tenantInfoOverlay = () => "/tenant-info";

export const calculatorOverlay = () => "/calculator";

/** One video or virtual tour of the page. */
export const videoOverlay = (videoId: number | string) => `/video/${segment(videoId)}`;

/** The results map (spec §2 "Map view is flagged by URL hash #/map"). */
export const mapOverlay = () => "/map";

/** Spec §8 "Flash keys": a toast, not a dialog. */
export const flashOverlay = (key: string) => `/flash/${segment(key)}`;

// Spec §2 "Gallery modal": the hash picks the image source.

export const propertyImagesOverlay = () => "/property-images";

export const floorplanOverlay = () => "/floorplan";

export const epcChartOverlay = () => "/epc-chart";

export const auctionGalleryOverlay = (galleryId: number) =>
  `/property-auction-sales-event/${segment(galleryId)}`;

export const antiquesGalleryOverlay = (galleryId: number) => `/antiques-sales-event/${segment(galleryId)}`;

export const agricultureGalleryOverlay = (galleryId: number) =>
  `/agricultural-sales-event/${segment(galleryId)}`;

export const historyImagesOverlay = (galleryId: number) => `/history-images/${segment(galleryId)}`;

export const cardSliderGalleryOverlay = (cardId: number, contentBlockId: string) =>
  `/gallery-card-slider-expand/${segment(cardId)}/${segment(contentBlockId)}`;

/** The link that opens an overlay on the current page: "/user" → "#/user". */
export const overlayHash = (overlayPath: string) => `#${overlayPath}`;

/** A page URL with an overlay open on it; a hash the URL already had is replaced ("" is the home page). */
export const withOverlay = (pageUrl: string, overlayPath: string) =>
  `${pageUrl.split("#")[0] || "/"}${overlayHash(overlayPath)}`;
