// The content wing's door (docs/architecture.md "Wings"): the agency's site content — menus, theme, header, hero,
// footer, home blocks, sections, its own pages and articles — as every page reads it, and its versions (the
// editors are modules/site-editor/). Code outside the wing imports this file or its model/.
export {
  type ContentVersionRow,
  type ContentVersionSummary,
  discardDrafts,
  insertContentVersion,
  lockContentVersions,
  markVersionPublished,
  selectContentVersion,
  selectContentVersions,
  selectDraftVersion,
  selectPublishedVersion,
} from "./repos/site-content-versions.ts";
export { readSiteContent, readSiteContentFile, replaceSiteContent } from "./repos/site-content.ts";
export {
  analyticsPolicySources,
  analyticsPolicySourcesOf,
  getAnalyticsCode,
  getConfiguredTags,
  getConsentTexts,
  getStatisticsMode,
  type AnalyticsCode,
} from "./use-cases/analytics.ts";
export { getArticlePage, latestArticles, listArticles } from "./use-cases/articles.ts";
export {
  cachedPerDb,
  getSiteContent,
  loadSiteContent,
  refreshedInBackgroundPerDb,
  SITE_CONTENT_TTL_MS,
} from "./use-cases/site-content.ts";
