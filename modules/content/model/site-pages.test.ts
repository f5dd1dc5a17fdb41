import { describe, expect, it } from "vitest";
import { parseSiteContentFile, siteContentFileSchema } from "./site-content.ts";
import { findSitePage, promoteBodyHeadings, sitePagesSchema } from "./site-pages.ts";
import demo from "../../../content/demo-agency.json" with { type: "json" };

const page = { title: "Privacy notice", description: "How we use your data.", bodyHtml: "<p>Hello</p>" };

describe("the pages content (issue 16)", () => {
  it("takes pages keyed by slug, sanitising each body and defaulting listBranches to false", () => {
    const pages = sitePagesSchema.parse({
      privacy: { ...page, bodyHtml: '<p onclick="x()">Hi<script>alert(1)</script></p><h3>Data</h3>' },
    });
    expect(pages.privacy).toEqual({
      title: "Privacy notice",
      description: "How we use your data.",
      bodyHtml: "<p>Hi</p><h3>Data</h3>",
      listBranches: false,
    });
  });

  it("refuses slugs that are not lower-case words with hyphens, and slugs the site's routes own", () => {
    const problems = (pages: unknown) => {
      const parsed = parseSiteContentFile({ ...demo, pages });
      return parsed.ok ? [] : parsed.problems;
    };
    expect(problems({ "Privacy Policy": page })).toEqual([
      "pages.Privacy Policy: a page slug like complaints-procedure",
    ]);
    expect(problems({ branches: page })).toEqual(["pages.branches: /branches is a page of the site already"]);
    expect(problems({ terms: { ...page, title: "" } })).toEqual([
      "pages.terms.title: Too small: expected string to have >=1 characters",
    ]);
    expect(problems({ terms: page, "complaints-procedure": page })).toEqual([]);
  });

  it("is optional: a content file without it is still valid", () => {
    const { pages: _pages, ...rest } = demo as Record<string, unknown>;
    expect(parseSiteContentFile(rest).ok).toBe(true);
  });

  it("finds a page by its slug only, never by an inherited or malformed key", () => {
    const pages = sitePagesSchema.parse({ terms: page });
    expect(findSitePage(pages, "terms")?.title).toBe("Privacy notice");
    expect(findSitePage(pages, "privacy")).toBeNull();
    expect(findSitePage(pages, "constructor")).toBeNull();
    expect(findSitePage(pages, "__proto__")).toBeNull();
    expect(findSitePage(undefined, "terms")).toBeNull();
  });

  it("moves the body's headings up a level, so they follow the page's h1 without a gap", () => {
    expect(promoteBodyHeadings("<h3>Who we are</h3><p>x</p><h4>More</h4>")).toBe(
      "<h2>Who we are</h2><p>x</p><h3>More</h3>",
    );
  });

  it("gives the demo agency every page the footer, cookie banner and forms link to", () => {
    const content = siteContentFileSchema.parse(demo);
    const slugs = Object.keys(content.pages ?? {});
    for (const link of content.footer.legalLinks) expect(slugs).toContain(link.url.slice(1));
    expect(slugs).toContain(content.consent.policyUrl.slice(1));
    expect(content.pages?.contact?.listBranches).toBe(true);
  });
});
