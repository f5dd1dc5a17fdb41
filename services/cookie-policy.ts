// The cookie policy page (issue 41, /cookies): every cookie and browser-storage key the site can set, from the one
// list in the code (domain/site-storage.ts; a service the install does not use, the captcha, is left out), the
// agency's configured tags with their category and when they run, the notice of statistics run without asking,
// and the agency's own page of that slug, when it has one, as the introduction.
import { COOKIE_POLICY_SLUG, cookiePolicyPath } from "../domain/urls.ts";
import { listedStorage, type SiteStorageEntry } from "../domain/site-storage.ts";
import type { StatisticsMode } from "../modules/accounts/model/cookie-consent.ts";
import type { ConfiguredTag } from "../modules/content/model/configured-tags.ts";
import type { ConsentTexts } from "../modules/content/model/site-content.ts";
import { getConfiguredTags, getConsentTexts, getStatisticsMode } from "../modules/content/index.ts";
import { publicCaptcha } from "../platform/captcha.ts";
import type { Services } from "../platform/services.ts";
import { getSitePage } from "./site-pages.ts";

export type CookiePolicyView = {
  path: string;
  title: string;
  description: string;
  /** The agency's own page of the slug, sanitised, its headings from h2; null when it has none. */
  introHtml: string | null;
  statistics: StatisticsMode;
  texts: Pick<ConsentTexts, "statisticsNotice" | "objectStatistics" | "footerLinkText">;
  storage: SiteStorageEntry[];
  tags: ConfiguredTag[];
  otherPages: { title: string; path: string }[];
};

const DEFAULT_TITLE = "Cookie policy";
const DEFAULT_DESCRIPTION =
  "The cookies and browser storage this site uses, what each one is for, who sets it, how long it lasts, and how to change your choice.";

export async function getCookiePolicy(services: Pick<Services, "db" | "captcha">): Promise<CookiePolicyView> {
  const [page, texts, statistics, tags] = await Promise.all([
    getSitePage(services, COOKIE_POLICY_SLUG),
    getConsentTexts(services.db),
    getStatisticsMode(services.db),
    getConfiguredTags(services.db),
  ]);
  return {
    path: cookiePolicyPath(),
    title: page?.title ?? DEFAULT_TITLE,
    description: page?.description ?? DEFAULT_DESCRIPTION,
    introHtml: page?.bodyHtml ?? null,
    statistics,
    texts: {
      statisticsNotice: texts.statisticsNotice,
      objectStatistics: texts.objectStatistics,
      footerLinkText: texts.footerLinkText,
    },
    storage: listedStorage({ captcha: publicCaptcha(services) !== null }),
    tags,
    otherPages: page?.otherPages ?? [],
  };
}
