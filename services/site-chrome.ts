// What the layout around every page needs: header, theme, footer, flash texts and the footer's branch list.
// Public data only: the HTML of an anonymous page must be the same for every visitor (design §1).
import type { Db } from "../db/client.ts";
import { listBranchSummaries } from "../modules/branches/index.ts";
import type { SiteChrome } from "../modules/content/model/site-chrome.ts";
import type { Config } from "../platform/config.ts";
import { defaultTheme } from "../modules/content/model/default-theme.ts";
import { SITE_CONTENT_TTL_MS, cachedPerDb, getSiteContent } from "../modules/content/index.ts";
import { popularSearches } from "../modules/search/index.ts";

const getBranchSummaries = cachedPerDb(listBranchSummaries, SITE_CONTENT_TTL_MS);

export async function getSiteChrome(
  db: Db,
  config: Pick<Config, "tileUrl" | "tracking" | "publicUrl">,
): Promise<SiteChrome> {
  const [content, branches, popular] = await Promise.all([
    getSiteContent(db),
    getBranchSummaries(db),
    popularSearches(db),
  ]);
  return {
    header: content.header ?? null,
    theme: content.theme ?? defaultTheme,
    footer: content.footer ?? null,
    flashMessages: content.flashMessages ?? {},
    branches,
    map: { tileUrl: config.tileUrl },
    tracking: config.tracking,
    publicUrl: config.publicUrl,
    popularSearches: popular,
  };
}
