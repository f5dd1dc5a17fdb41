// The agency's own pages over HTTP (issue 16 "Legal and trust"), from the demo agency's `pages` content:
// each page's status, heading, head tags and links; the contact page's branches; the cookie policy naming
// every cookie and storage key the code sets; the footer's links all answering; the sitemap; 404 otherwise.
import { describe, expect, inject, it } from "vitest";
import { demo } from "../e2e/demo-content.ts";
import { agency } from "./search-expected.ts";
import { CONSENT_COOKIE } from "../../modules/accounts/model/cookie-consent.ts";
import { SESSION_COOKIE } from "../../platform/session.ts";
import { SAVED_SEARCHES_KEY } from "../../app/client/local-saved-searches.ts";
import {
  SAVED_PROPERTIES_KEY,
  SAVED_PROPERTY_LABELS_KEY,
  SYNCED_FLAG_KEY,
} from "../../app/client/saved-properties.ts";
import { LAST_CLICKED_PROPERTY_KEY, SEARCH_HISTORY_KEY } from "../../app/client/search-history.ts";
import { VALUATION_PREFILL_KEY } from "../../app/modals/valuation/instant-valuation-prefill.ts";
import { branchPath, telHref } from "../../domain/urls.ts";

const baseUrl = inject("baseUrl");
const pages = demo.pages!;

const entity = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll("'", "&#x27;");
const plain = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, "")
    .replaceAll("&amp;", "&")
    .replaceAll("&#x27;", "'");

async function page(path: string, status = 200) {
  const response = await fetch(`${baseUrl}${path}`, { redirect: "manual" });
  expect(response.status, path).toBe(status);
  const html = await response.text();
  const all = (pattern: RegExp) => [...html.matchAll(pattern)].map((m) => plain(m[1]!));
  return {
    response,
    html,
    title: all(/<title>(.*?)<\/title>/g)[0],
    h1: all(/<h1[^>]*>(.*?)<\/h1>/g),
    h2: all(/<h2[^>]*>(.*?)<\/h2>/g),
    description: /<meta name="description" content="([^"]+)"/.exec(html)?.[1],
    canonical: new URL(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? "none:").pathname,
    links: [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>(.*?)<\/a>/g)].map((m) => ({
      href: m[1]!.replace(/&amp;/g, "&"),
      text: plain(m[2]!),
    })),
  };
}

describe("the agency's pages", () => {
  const expected = ["privacy", "cookies", "terms", "complaints-procedure", "fees", "contact", "about"];

  it("has the pages the issue names, each at /{slug} with its title, description and canonical link", async () => {
    expect(Object.keys(pages)).toEqual(expect.arrayContaining(expected));
    for (const [slug, content] of Object.entries(pages)) {
      const shown = await page(`/${slug}`);
      expect(shown.h1, slug).toEqual([content.title]);
      expect(shown.title, slug).toBe(`${content.title} | ${demo.header.agencyName}`);
      expect(shown.description, slug).toBe(entity(content.description));
      expect(shown.canonical, slug).toBe(`/${slug}`);
      // Public and the same for everyone: the page cache may keep it.
      expect(shown.response.headers.get("cache-control"), slug).toMatch(/^public/);
      // The body's headings follow the h1 without a gap.
      expect(shown.html, slug).not.toMatch(/<h3>/);
      // Each page links to the others.
      for (const other of expected.filter((s) => s !== slug)) {
        expect(
          shown.links.some((link) => link.href === `/${other}`),
          `${slug} → ${other}`,
        ).toBe(true);
      }
    }
  });

  it("gives a UK GDPR privacy notice: the data, purposes, lawful bases, retention and rights", async () => {
    const { h2, html } = await page("/privacy");
    expect(h2).toEqual(
      expect.arrayContaining([
        "What we collect",
        "Why we use it, and our lawful basis",
        "How long we keep it",
        "Your rights",
      ]),
    );
    for (const basis of ["6(1)(a)", "6(1)(b)", "6(1)(c)", "6(1)(f)"]) expect(html).toContain(basis);
    expect(html).toContain('href="https://ico.org.uk/make-a-complaint/"');
  });

  it("names in the cookie policy every cookie and browser storage key the site sets, as a table's rows", async () => {
    const { html } = await page("/cookies");
    // Issue 41: one row per item of the code's list, its name the row's header.
    const rowHeaders = [...html.matchAll(/<th scope="row"[^>]*>([^<]+)/g)].map((m) => m[1]);
    for (const key of [
      SESSION_COOKIE,
      CONSENT_COOKIE,
      "oh_staff",
      "oh_staff_pending",
      SAVED_PROPERTIES_KEY,
      SAVED_PROPERTY_LABELS_KEY,
      SAVED_SEARCHES_KEY,
      SEARCH_HISTORY_KEY,
      LAST_CLICKED_PROPERTY_KEY,
      SYNCED_FLAG_KEY,
      VALUATION_PREFILL_KEY,
    ]) {
      expect(rowHeaders).toContain(key);
    }
    expect(html).toContain("__Host-oh_staff");
    // The demo's servers have no captcha: Google's items are not listed.
    expect(rowHeaders).not.toContain("_GRECAPTCHA");
  });

  it("names the redress scheme in the complaints procedure, and the Tenant Fees Act limits on the fees page", async () => {
    const complaints = await page("/complaints-procedure");
    expect(plain(complaints.html)).toContain("We are members of The Property Ombudsman scheme.");
    expect(complaints.links.map((l) => l.href)).toContain("https://www.tpos.co.uk");

    const fees = plain((await page("/fees")).html);
    expect(fees).toContain("Tenant Fees Act 2019");
    expect(fees).toContain("no more than one week's rent");
    expect(fees).toContain(
      "no more than five weeks' rent where the annual rent is under £50,000, or six weeks' rent where it is £50,000 or more",
    );
    expect(fees).toContain("The Property Ombudsman");
  });

  it("lists every branch on the contact page, with its page, address, phone and email links", async () => {
    const contact = await page("/contact");
    expect(contact.h2).toContain("Our branches");
    const text = plain(contact.html);
    for (const branch of agency.branches) {
      expect(contact.links).toContainEqual({ href: branchPath(branch.slug), text: branch.name });
      const address = [branch.addressLine1, branch.addressLine2, branch.town, branch.postcode]
        .filter(Boolean)
        .join(", ");
      expect(text).toContain(address);
      expect(contact.links).toContainEqual({ href: telHref(branch.telephone), text: branch.telephone });
      expect(contact.links).toContainEqual({ href: `mailto:${branch.email}`, text: branch.email });
    }
  });

  it("answers every footer link with a page, and the cookie banner's policy link too", async () => {
    const home = await page("/");
    for (const link of demo.footer.legalLinks) {
      expect(home.links).toContainEqual({ href: link.url, text: link.name });
      const target = await page(link.url);
      expect(target.h1).toHaveLength(1);
    }
    expect((await page(demo.consent.policyUrl)).h1).toEqual([pages.cookies!.title]);
  });

  it("answers the menus' links to the pages (Contact us, Talk to our lettings team…)", async () => {
    type Item = { url: string; items?: Item[] | undefined };
    const urls = (items: Item[]): string[] => items.flatMap((item) => [item.url, ...urls(item.items ?? [])]);
    const toPages = [...urls(demo.header.primaryMenuItems), ...urls(demo.header.secondaryMenuItems)].filter(
      (url) => /^\/[a-z0-9-]+$/.test(url) && url.slice(1) in pages,
    );
    expect(toPages).toContain("/contact");
    for (const url of new Set(toPages)) expect((await page(url)).h1, url).toHaveLength(1);
  });

  it("answers the site's 404 page for a slug the content does not have", async () => {
    const missing = await page("/no-such-page", 404);
    const elsewhere = await page("/no/such/page", 404);
    expect(missing.h1).toEqual(elsewhere.h1);
    await page("/Privacy", 404);
    await page("/privacy.php", 404);
  });

  it("lists the pages in the sitemap", async () => {
    const xml = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    for (const slug of Object.keys(pages)) expect(xml).toMatch(new RegExp(`<loc>[^<]*/${slug}</loc>`));
  });
});
