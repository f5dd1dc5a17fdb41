// The sections of the site's content the back office edits (issue 15 item 1), one per content key
// (modules/content/model/site-content.ts siteContentSchemas), with what each holds. No zod here: the pages' own code reads it.

export type ContentSection = {
  key: string;
  label: string;
  /** What the section holds, shown on the overview. */
  about: string;
  /** Analytics snippets run on every page: only owners change them (issue 15 "Bad input and safety"). */
  ownerOnly?: boolean;
};

export const CONTENT_SECTIONS: readonly ContentSection[] = [
  {
    key: "header",
    label: "Header and menus",
    about: "Agency name and number, the primary and secondary menus (two levels, open in a new tab)",
  },
  { key: "footer", label: "Footer", about: "Legal name, company details, legal and social links" },
  {
    key: "hero",
    label: "Hero and search",
    about: "Carousel images, heading, search tabs and their filters, the valuation banner",
  },
  {
    key: "homeBlocks",
    label: "Home page blocks",
    about: "The blocks under the hero, in order, with each block's fields",
  },
  {
    key: "theme",
    label: "Theme",
    about: "Colours (checked for WCAG AA contrast), logo position, font, the spec's theme settings",
  },
  { key: "flashMessages", label: "Flash texts", about: "The short messages shown after an action, by key" },
  { key: "consent", label: "Cookie banner", about: "The cookie banner's texts" },
  {
    key: "leads",
    label: "Leads and spam phrases",
    about: "The main lead inbox and the phrases that mark a lead as spam",
  },
  {
    key: "pages",
    label: "Pages",
    about: "The agency's own pages at their own URLs (privacy, cookies, terms, about us…)",
  },
  { key: "sections", label: "Sections", about: "Auctions, sales events and professional services pages" },
  {
    key: "placePages",
    label: "Place pages",
    about: "Place landing pages' introductions and the footer's popular searches",
  },
  { key: "reviews", label: "Reviews", about: "Review quotes" },
  { key: "fees", label: "Fees", about: "The tenant fees page" },
  {
    key: "analytics",
    label: "Analytics",
    about: "Analytics snippets and where they may send data",
    ownerOnly: true,
  },
];

export function contentSection(key: string): ContentSection | null {
  return CONTENT_SECTIONS.find((section) => section.key === key) ?? null;
}

/** The theme's colours the Theme page edits one by one, with the pairs text is drawn with. */
export const THEME_COLOURS = [
  ["primary", "Primary (buttons, links)"],
  ["primaryContrast", "Text on primary"],
  ["accent", "Accent"],
  ["text", "Text"],
  ["background", "Background"],
  ["headerBackground", "Header background"],
  ["headerText", "Header text"],
  ["footerBackground", "Footer background"],
  ["footerText", "Footer text"],
] as const;
