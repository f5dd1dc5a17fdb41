// What the layout around every page needs: header, theme, footer, flash texts and the footer's branch list.
// Public data only: the HTML of an anonymous page must be the same for every visitor (design §1).
import type { Db } from "../db/client.ts";
import { listBranchSummaries, type BranchSummary } from "../db/repos/branches.ts";
import type { Config } from "../platform/config.ts";
import { defaultTheme, type Footer, type Header, type Theme } from "../domain/site-content.ts";
import { SITE_CONTENT_TTL_MS, cachedPerDb, getSiteContent } from "./site-content.ts";

export type { BranchSummary };

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
  tracking: Config["tracking"];
  /** PUBLIC_URL: absolute links for crawlers and link previews (canonical, Open Graph, JSON-LD). */
  publicUrl: string;
};

const getBranchSummaries = cachedPerDb(listBranchSummaries, SITE_CONTENT_TTL_MS);

export async function getSiteChrome(
  db: Db,
  config: Pick<Config, "tileUrl" | "tracking" | "publicUrl">,
): Promise<SiteChrome> {
  const [content, branches] = await Promise.all([getSiteContent(db), getBranchSummaries(db)]);
  return {
    header: content.header ?? null,
    theme: content.theme ?? defaultTheme,
    footer: content.footer ?? null,
    flashMessages: content.flashMessages ?? {},
    branches,
    map: { tileUrl: config.tileUrl },
    tracking: config.tracking,
    publicUrl: config.publicUrl,
  };
}
