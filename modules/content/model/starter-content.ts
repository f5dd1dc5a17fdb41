// A new agency's first site content (issue 44 item 6: "a starter theme and content"): the demo's theme, menus,
// messages, consent texts and tenant fees table, under the new agency's name and telephone, with nothing that is
// the demo's own: not its logo, photographs, reviews, company details, analytics, home blocks, sections or pages
// (its privacy notice and terms name its company; a wrong legal page is worse than none). The owner fills in the
// rest in the back office before the site is announced.
import type { SiteContent } from "./site-content.ts";

/** A neutral logo in the install's public folder, until the owner uploads the agency's own. */
export const STARTER_LOGO = { url: "/starter-logo.svg", width: 180, height: 48 };

export function starterSiteContent(
  agency: { name: string; telephone: string },
  template: SiteContent,
): Partial<SiteContent> {
  const { name: agencyName } = agency;
  const {
    analytics: _analytics,
    homeBlocks: _homeBlocks,
    sections: _sections,
    placePages: _placePages,
    leads: _leads,
    pages: _pages,
    ...named
  } = template;
  const withoutImages = <T extends object>(items: T[]): T[] =>
    items.map((item) => {
      const { image: _image, ...rest } = item as T & { image?: unknown };
      return rest as T;
    });
  return {
    ...named,
    header: {
      ...withoutEmailLogo(named.header),
      logo: { ...STARTER_LOGO, alt: agencyName },
      agencyName,
      agencyContactTelephone: agency.telephone,
      primaryMenuItems: withoutImages(named.header.primaryMenuItems ?? []),
    },
    footer: {
      ...named.footer,
      legalName: agencyName,
      companyNumber: "",
      registeredOffice: "",
      redressScheme: "",
      clientMoneyProtection: "",
      legalLinks: [],
      socialLinks: [],
    },
    hero: { ...named.hero, heading: "Find your next home", heroCarouselImages: [] },
    reviews: [],
  };
}

function withoutEmailLogo(header: SiteContent["header"]): SiteContent["header"] {
  const { emailLogo: _emailLogo, ...rest } = header;
  return rest;
}
