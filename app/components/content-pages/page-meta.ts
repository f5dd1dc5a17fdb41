// The <head> of the content pages (branches, articles, sections): title, description, canonical link and
// Open Graph, with absolute URLs from PUBLIC_URL (the root loader's site chrome).
import type { MetaDescriptor } from "react-router";
import type { SiteChrome } from "../../../modules/content/model/site-chrome.ts";

type Matches = readonly ({ id: string; data?: unknown } | undefined)[];

export function siteOf(matches: Matches): { publicUrl: string; siteName: string } {
  const chrome = matches.find((match) => match?.id === "root")?.data as SiteChrome | undefined;
  return {
    publicUrl: chrome?.publicUrl ?? "http://localhost/",
    siteName: chrome?.header?.agencyName ?? "Openhouse",
  };
}

export const absoluteUrl = (path: string, publicUrl: string) => new URL(path, publicUrl).href;

export function contentPageMeta(
  matches: Matches,
  page: {
    title: string;
    description: string;
    path: string;
    imagePath?: string | null;
    type?: "website" | "article";
  },
  extra: MetaDescriptor[] = [],
): MetaDescriptor[] {
  const { publicUrl, siteName } = siteOf(matches);
  const title = `${page.title} | ${siteName}`;
  const url = absoluteUrl(page.path, publicUrl);
  const image = page.imagePath ? absoluteUrl(page.imagePath, publicUrl) : null;
  return [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:locale", content: "en_GB" },
    ...(image ? [{ property: "og:image", content: image }] : []),
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    ...extra,
  ];
}

/** A page number from ?page=: a whole number from 1, else null (the route answers 404). */
export function pageParam(value: string | null): number | null {
  if (value === null || value === "") return 1;
  if (!/^[1-9]\d{0,5}$/.test(value)) return null;
  return Number(value);
}
