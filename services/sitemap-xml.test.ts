import { describe, expect, it } from "vitest";
import {
  LISTINGS_PER_SITEMAP,
  robotsTxt,
  sitemapFileCount,
  sitemapIndexXml,
  urlsetXml,
} from "./sitemap-xml.ts";

describe("urlsetXml", () => {
  it("writes absolute locations, with lastmod only where known, escaping XML", () => {
    const xml = urlsetXml(
      [
        { path: "/", lastModified: null },
        { path: "/properties/7", lastModified: new Date("2026-05-01T09:12:00Z") },
      ],
      "https://example.com/?a=1&b=2",
    );
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        "<url><loc>https://example.com/</loc></url>\n" +
        "<url><loc>https://example.com/properties/7</loc><lastmod>2026-05-01T09:12:00.000Z</lastmod></url>\n" +
        "</urlset>\n",
    );
    expect(urlsetXml([{ path: "/a?x=1&y=<2>", lastModified: null }], "https://e.com")).toContain(
      "<loc>https://e.com/a?x=1&amp;y=%3C2%3E</loc>",
    );
  });
});

describe("sitemapFileCount and sitemapIndexXml", () => {
  it("keeps one file up to the limit and splits above it", () => {
    expect(sitemapFileCount(0)).toBe(1);
    expect(sitemapFileCount(LISTINGS_PER_SITEMAP)).toBe(1);
    expect(sitemapFileCount(LISTINGS_PER_SITEMAP + 1)).toBe(2);
  });

  it("lists each file by page", () => {
    const xml = sitemapIndexXml(2, "https://example.com");
    expect(xml).toContain("<sitemapindex");
    expect(xml).toContain("<sitemap><loc>https://example.com/sitemap.xml?page=1</loc></sitemap>");
    expect(xml).toContain("<sitemap><loc>https://example.com/sitemap.xml?page=2</loc></sitemap>");
  });
});

describe("robotsTxt", () => {
  it("keeps crawlers out of the user area and JSON calls and names the sitemap", () => {
    const text = robotsTxt("https://www.example.com");
    expect(text.split("\n")).toEqual(
      expect.arrayContaining([
        "User-agent: *",
        "Disallow: /user",
        "Disallow: /*.ljson",
        "Disallow: /media/",
        "Allow: /media/1160x_/",
        "Sitemap: https://www.example.com/sitemap.xml",
      ]),
    );
  });
});
