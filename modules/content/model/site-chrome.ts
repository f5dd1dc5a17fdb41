// What the layout around every page needs: header, theme, footer, flash texts and the footer's branch list.
// Public data only: the HTML of an anonymous page must be the same for every visitor (design §1).
import type { StatisticsMode } from "../../accounts/model/cookie-consent.ts";
import type { Branch } from "../../../domain/agency.ts";
import type { PublicCaptcha } from "../../../domain/captcha.ts";
import type { PlaceLink } from "../../search/model/results.ts";
import type { ConsentTexts, Footer, Header, Theme } from "./site-content.ts";

/** A branch as the footer lists it. */
export type BranchSummary = Pick<
  Branch,
  "slug" | "name" | "addressLine1" | "addressLine2" | "town" | "county" | "postcode" | "telephone"
>;

/** spec §7 tracking: how the property page posts property views, and where results pages post exposures. */
export type TrackingSettings = {
  propertyViewsEncoding: "json" | "form";
  /** The agency's exposures service (EXPOSURES_URL without a trailing slash), or null. */
  exposuresUrl: string | null;
};

export type SiteChrome = {
  /** Null until the agency's content is loaded: the header then shows its configuration error. */
  header: Header | null;
  theme: Theme;
  footer: Footer | null;
  flashMessages: Record<string, string>;
  branches: BranchSummary[];
  /** The map view's tile server (TILE_URL): public by nature, every visitor's browser fetches from it. */
  map: { tileUrl: string };
  /** spec §7 tracking: how the page posts property views, and where results pages post exposures. */
  tracking: TrackingSettings;
  /** PUBLIC_URL: absolute links for crawlers and link previews (canonical, Open Graph, JSON-LD). */
  publicUrl: string;
  /** Issue 18: the footer's "Popular searches", links to places' landing pages. */
  popularSearches: PlaceLink[];
};

/** The root loader's answer (app/root.tsx): the chrome, the cookie banner's texts and what every overlay needs. */
export type RootData = SiteChrome & {
  consentTexts: ConsentTexts;
  /** Issue 41: how the agency's own statistics run (the banner's notice, the footer's objection). */
  statistics: StatisticsMode;
  overlayData: { captcha: PublicCaptcha };
  /** Present only while a member of staff previews a content version (issue 15 item 1). */
  contentPreview?: { versionId: number };
};
