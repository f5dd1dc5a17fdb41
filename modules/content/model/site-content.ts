// The agency's content as data (design §4 site_content): one validated document per key.
// Spec §3 "Menu", "Hero and theme data". Components read these shapes; nothing is hard-coded in them.
import { z } from "zod";
import { isSafeLinkUrl, LINK_URL_MESSAGE, linkUrlSchema, optionalLinkUrlSchema } from "./link-url.ts";
import { sanitiseHtml } from "../../../domain/sanitise-html.ts";
import { homeBlocksSchema } from "./home-blocks.ts";
import { sectionsSchema } from "./site-sections.ts";
import { leadSettingsSchema } from "../../leads/model/lead-settings.ts";
import { sitePagesSchema } from "./site-pages.ts";
import { statisticsSnippetIssues } from "./first-party-statistics.ts";

export type MenuItem = {
  id: string;
  name: string;
  url: string;
  /** 'B' opens in a new tab (spec §3). */
  target?: "B" | null;
  /** Optional picture shown in a dropdown section ("graphics by section", spec §2 Header). */
  image?: string | null;
  items?: MenuItem[];
};

export const menuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    id: z.string().min(1),
    name: z.string().min(1),
    url: linkUrlSchema,
    target: z.enum(["B"]).nullish(),
    image: z.string().nullish(),
    items: z.array(menuItemSchema).optional(),
  }),
);

const logoSchema = z.object({
  url: z.string().min(1),
  alt: z.string().min(1),
  width: z.number(),
  height: z.number(),
});

export const headerSchema = z.object({
  logo: logoSchema,
  /** Ours (issue 16): the logo for emails, a PNG, JPEG or GIF (mail clients show no SVG); else `logo` if it is one. */
  emailLogo: logoSchema.optional(),
  agencyName: z.string().min(1),
  /** Empty until a new agency gives one (npm run agency:create): the header then shows no number. */
  agencyContactTelephone: z.string(),
  primaryMenuItems: z.array(menuItemSchema),
  secondaryMenuItems: z.array(menuItemSchema),
});
export type Header = z.infer<typeof headerSchema>;

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, "a colour like #1a2b3c");

/** WCAG 2.2 contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

function relativeLuminance(hex: string): number {
  const channel = (offset: number) => {
    const c = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

// WCAG 2.2 AA 1.4.3: normal text needs 4.5:1. These are the pairs the layout draws text with.
export const TEXT_PAIRS = [
  ["primaryContrast", "primary"],
  ["text", "background"],
  ["primary", "background"],
  ["text", "accent"],
  ["headerText", "headerBackground"],
  ["footerText", "footerBackground"],
] as const;
export const MIN_TEXT_CONTRAST = 4.5;

// Spec §3 "Theme settings" plus the presentation preferences the header and CSS variables need.
export const themeSchema = z.object({
  settings: z.object({
    displaySstcStatusAsSold: z.boolean().default(false),
    displayStudentPropertyAsPppw: z.boolean().default(false),
    displayPppwWithoutBedroomDivision: z.boolean().default(false),
    displayAcreageIconOnPropertyResults: z.boolean().default(false),
    salesPriceRange: z.array(z.number().int().positive()).optional(),
    lettingsPriceRangeMonthly: z.array(z.number().int().positive()).optional(),
    singleStepValuationForm: z.boolean().default(false),
    mortgageInterestRate: z.number().min(0.01).max(10).default(4.5),
    siteVariant: z.enum(["standard", "gth"]).default("standard"),
    /**
     * Spec §9 Media: "links from one tour host are dropped": hosts (and their subdomains) whose video links are
     * left out; unset means DEFAULT_DROPPED_VIDEO_HOSTS (modules/content/model/video-embeds.ts), [] drops none.
     */
    droppedVideoHosts: z.array(z.string().min(1)).optional(),
  }),
  preferences: z.object({
    logoPosition: z.enum(["left", "centre"]).default("left"),
    /** When true the primary items are split equally either side of a centred logo. */
    splitMenuEqually: z.boolean().default(false),
    colours: z
      .object({
        primary: hexColour,
        primaryContrast: hexColour,
        accent: hexColour,
        text: hexColour,
        background: hexColour,
        headerBackground: hexColour,
        headerText: hexColour,
        footerBackground: hexColour,
        footerText: hexColour,
      })
      .superRefine((colours, ctx) => {
        for (const [foreground, background] of TEXT_PAIRS) {
          const ratio = contrastRatio(colours[foreground], colours[background]);
          if (ratio < MIN_TEXT_CONTRAST) {
            ctx.addIssue({
              code: "custom",
              path: [foreground],
              message: `${foreground} on ${background} has contrast ${ratio.toFixed(2)}:1, below WCAG AA ${MIN_TEXT_CONTRAST}:1`,
            });
          }
        }
      }),
    fontFamily: z.string().default("system-ui, sans-serif"),
  }),
});
export type Theme = z.infer<typeof themeSchema>;

// Spec §8: "The message text comes from the page." Keyed by flash key.
export const flashMessagesSchema = z.record(z.string(), z.string().min(1));

export const footerSchema = z.object({
  legalName: z.string().min(1),
  companyNumber: z.string().optional(),
  registeredOffice: z.string().optional(),
  redressScheme: z.string().optional(),
  clientMoneyProtection: z.string().optional(),
  legalLinks: z.array(z.object({ name: z.string().min(1), url: linkUrlSchema })),
  socialLinks: z
    .array(
      z.object({ name: z.string().min(1), url: z.string().url().refine(isSafeLinkUrl, LINK_URL_MESSAGE) }),
    )
    .default([]),
});
export type Footer = z.infer<typeof footerSchema>;

// Spec §3 "Hero and theme data": top-level tabs of the hero search form and their filters.
export const heroTabSchema = z.object({
  name: z.string().min(1),
  subLevels: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      tag: z.string().nullable(),
      hideOnLettings: z.boolean().default(false),
    }),
  ),
  otherFilters: z.array(z.string()),
  advancedOptions: z
    .object({
      hideOnHomepage: z.boolean().default(false),
      orderOnHomePage: z.number().int().nullish(),
      lettingsOnly: z.boolean().default(false),
      salesOnly: z.boolean().default(false),
      displayLinksOnHomePage: z.boolean().default(false),
    })
    .default({ hideOnHomepage: false, lettingsOnly: false, salesOnly: false, displayLinksOnHomePage: false }),
  links: z
    .array(
      z.object({
        id: z.string(),
        label: z.string(),
        link: optionalLinkUrlSchema,
        icon: z.enum(["antiques", "auction", "bull", "tractor", "house"]).default("house"),
        children: z
          .array(z.object({ id: z.string(), label: z.string(), link: optionalLinkUrlSchema }))
          .default([]),
      }),
    )
    .default([]),
});

export const heroSchema = z.object({
  // Every picture is described (WCAG 1.1.1): the carousel announces each slide by its alt text.
  heroCarouselImages: z.array(
    z.object({ key: z.string().min(1), alt: z.string().trim().min(1), caption: z.string().optional() }),
  ),
  videoBackground: z.string().nullish(),
  heroSearchTabsBg: z.string().nullish(),
  heroSearchBg: z.string().nullish(),
  heading: z.string().optional(),
  valuationBannerUrl: z.string(),
  valuationBannerUrlOpenInNewTab: z.boolean().default(false),
  valuationBannerButtonText: z.string(),
  topLevels: z.array(heroTabSchema),
  sqftOptions: z.array(z.number().int().positive()),
  acresOptions: z.array(z.number().positive()),
});
export type Hero = z.infer<typeof heroSchema>;

export const reviewsSchema = z.array(
  z.object({
    quote: z.string().min(1),
    author: z.string().min(1),
    rating: z.number().int().min(1).max(5),
    source: z.string().optional(),
    date: z.string().optional(),
  }),
);

// Spec §2 "/tenant-info": the agency's lettings fee text, shown as HTML. Sanitised whenever it is parsed
// (loading the content file and every read on the server), so no stored markup reaches a page unfiltered.
export const feesSchema = z.object({
  tenantFeesHtml: z.string().transform(sanitiseHtml),
});
export type Fees = z.infer<typeof feesSchema>;

// Spec §7 "GET /analytics_code reads analytics_code and head_analytics_code (HTML inserted into the page)".
// The agency's snippets, inserted by the browser only after analytics consent (UK PECR). Line endings are
// made LF, as the browser's HTML parser does, so the CSP hashes of their inline scripts match what runs
// (docs/site-content.md "Analytics and the CSP").
const snippetHtml = z
  .string()
  .default("")
  .transform((html) => html.replace(/\r\n?/g, "\n"));
const httpsOrigin = z
  .url({ protocol: /^https$/, error: "an https address, e.g. https://stats.example.co.uk" })
  .transform((url) => new URL(url).origin);
export const analyticsSchema = z
  .object({
    analytics_code: snippetHtml,
    head_analytics_code: snippetHtml,
    /** Origins the snippets send data to (fetch/beacon), added to the page's connect-src. */
    connectOrigins: z.array(z.url().transform((url) => new URL(url).origin)).default([]),
    /**
     * Issue 41: the agency's own statistics (first party, statistics only: a tool the agency runs itself or has
     * run for it on its own address, whose figures nobody else uses), inserted at the end of <body>. Apart from
     * the analytics tags above, which stay third-party tags behind consent.
     */
    statistics_code: snippetHtml,
    /** The addresses the statistics load from and send to: the agency's own (checked by first-party-statistics.ts). */
    statisticsOrigins: z.array(httpsOrigin).default([]),
    /** DUAA 2025 / PECR reg. 6 as amended: the statistics run without asking, with a notice and an objection. */
    statisticsWithoutAsking: z.boolean().default(false),
  })
  .superRefine((analytics, ctx) => {
    for (const issue of statisticsSnippetIssues(analytics)) ctx.addIssue({ code: "custom", ...issue });
  })
  .prefault({});
export type Analytics = z.infer<typeof analyticsSchema>;

// The cookie banner's texts (UK PECR consent, issue 7 item 7). Every text is the agency's to change; these
// defaults only fill a content file that leaves them out.
const text = (fallback: string) => z.string().min(1).default(fallback);
export const consentTextsSchema = z
  .object({
    heading: text("Cookies on this site"),
    body: text(
      "We use necessary cookies to make this site work. With your permission we would also like to use analytics cookies to understand how the site is used, and marketing cookies to show you relevant adverts.",
    ),
    policyLinkText: text("Read our cookie policy"),
    policyUrl: text("/cookies"),
    acceptAll: text("Accept all"),
    rejectAll: text("Reject all"),
    choose: text("Choose"),
    save: text("Save choices"),
    necessaryLabel: text("Necessary"),
    necessaryDescription: text(
      "Keep you signed in and protect forms. Always on, as the site cannot work without them.",
    ),
    analyticsLabel: text("Analytics"),
    analyticsDescription: text(
      "Count visits and show us which pages are useful, so we can improve the site.",
    ),
    marketingLabel: text("Marketing"),
    marketingDescription: text("Let advertising partners show you our properties on other sites."),
    footerLinkText: text("Cookie settings"),
    // Issue 41: the agency's own statistics as a category of the banner (only when it has a statistics snippet),
    // and the notice and objection shown only when it runs them without asking (analytics.statisticsWithoutAsking).
    statisticsLabel: text("Our own statistics"),
    statisticsDescription: text(
      "Count visits with our own statistics, which only we see, so we can learn which pages are useful.",
    ),
    statisticsNotice: text(
      "We count visits with our own statistics, which only we see, to learn which pages are useful. The law lets us do this without asking first, but you can object at any time: no statistics are then collected about your visit.",
    ),
    objectStatistics: text("Object to statistics"),
    statisticsObjected: text("You have objected: our statistics are off for you on this site."),
  })
  .prefault({});
export type ConsentTexts = z.infer<typeof consentTextsSchema>;

// Issue 18: place landing pages (/search/{channel}/{place slug}). Intro texts are plain text keyed by the
// place's slug (blank lines part paragraphs); `popularSearches` picks the footer's links, which otherwise
// are the towns with the most listings. The back office edits these later; the slug rule is
// modules/search/model/url.ts PLACE_SLUG, repeated here so this schema does not load the URL grammar.
const placeSlug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "a place slug like clifton-bristol");
export const placePagesSchema = z.object({
  intros: z.record(placeSlug, z.string().trim().min(1).max(5_000)).default({}),
  popularSearches: z
    .array(z.object({ slug: placeSlug, channel: z.enum(["sales", "lettings"]) }))
    .max(24)
    .optional(),
});
export type PlacePages = z.infer<typeof placePagesSchema>;

/** Every site_content key this code knows, with its schema. */
export const siteContentSchemas = {
  header: headerSchema,
  theme: themeSchema,
  flashMessages: flashMessagesSchema,
  footer: footerSchema,
  hero: heroSchema,
  reviews: reviewsSchema,
  fees: feesSchema,
  // Issue 7 item 7: the analytics snippets and the cookie banner's texts; both optional in a content file.
  analytics: analyticsSchema,
  consent: consentTextsSchema,
  // Spec §2 "Home page blocks" (modules/content/model/home-blocks.ts); optional: a site without it shows no blocks.
  homeBlocks: homeBlocksSchema.optional(),
  // Issue 7 item 6: auctions, sales events, professional services (modules/content/model/site-sections.ts); optional.
  sections: sectionsSchema.optional(),
  // Issue 5: the agency's main lead inbox and spam phrases (modules/leads/model/lead-settings.ts); optional.
  leads: leadSettingsSchema.optional(),
  // Issue 18: place landing pages' intros and the footer's popular searches; optional.
  placePages: placePagesSchema.optional(),
  // Issue 16: the agency's own pages at /{slug} (privacy, cookies, terms…; modules/content/model/site-pages.ts); optional.
  pages: sitePagesSchema.optional(),
} as const;

export type SiteContentKey = keyof typeof siteContentSchemas;
export type SiteContent = { [K in SiteContentKey]: z.infer<(typeof siteContentSchemas)[K]> };

/** A whole content file: all known keys, validated; zod's issue paths name the bad field. */
export const siteContentFileSchema = z.object(siteContentSchemas);

export type SiteContentParse = { ok: true; content: SiteContent } | { ok: false; problems: string[] };

/**
 * Validates a whole content file. Each problem names the bad field by its path, as `npm run content:load`
 * prints it: `hero.topLevels.0.name: Too small: expected string to have >=1 characters`.
 */
export function parseSiteContentFile(json: unknown): SiteContentParse {
  const parsed = siteContentFileSchema.safeParse(json);
  if (parsed.success) return { ok: true, content: parsed.data as SiteContent };
  return {
    ok: false,
    problems: parsed.error.issues.map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`),
  };
}

/** The keys of a content document that are valid, parsed; missing or no longer valid keys are left out. */
export function validContentKeys(document: Record<string, unknown>): Partial<SiteContent> {
  const content: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(document)) {
    const parsed = siteContentSchemas[key as SiteContentKey]?.safeParse(value);
    if (parsed?.success) content[key] = parsed.data;
  }
  return content as Partial<SiteContent>;
}
