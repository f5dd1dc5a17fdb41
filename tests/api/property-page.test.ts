// The property page over HTTP (issue 4): 200 with its heading, 301 from the channel path, 404 and 410 pages.
import { describe, expect, inject, it } from "vitest";
import { propertyHeading } from "../../modules/listings/model/property-wording.ts";
import { buildSearchPath, parseSearchPath } from "../../modules/search/model/url.ts";
import { isPlainLetting } from "../factories/index.ts";
import { listings } from "./search-expected.ts";
import { propertyChannelPath, propertyPath } from "../../domain/urls.ts";
import { formatDeposit } from "../../domain/tenancy-deposits.ts";

const baseUrl = inject("baseUrl");

const live = listings.find(
  (p) => p.status === "available" && p.channel === "sales" && (p.bedrooms ?? 0) > 0,
)!;
const withdrawn = listings.find((p) => p.status === "withdrawn")!;

// React escapes text: compare with the same escaping.
const html = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll("'", "&#x27;");

describe("GET /properties/{id}", () => {
  it("renders a live listing with its heading, price and address", async () => {
    const response = await fetch(`${baseUrl}${propertyPath(live.id)}`);
    expect(response.status).toBe(200);
    const body = await response.text();
    const heading = propertyHeading(
      {
        channel: live.channel,
        bedrooms: live.bedrooms ?? 0,
        propertyType: live.propertyType,
        tags: live.tags ?? [],
        town: live.town,
        parentId: live.parentId ?? null,
      },
      "standard",
    );
    expect(body).toMatch(new RegExp(`<h1[^>]*>${html(heading).replace(/[()]/g, "\\$&")}</h1>`));
    expect(body).toContain(html(live.displayAddress));
    expect(body).toContain("Material information");
    expect(body).toContain('href="#/property-images"');
    // The first photo is the largest paint: eager, fetched first.
    const firstPhoto = /<img[^>]*fetchpriority="high"[^>]*>/i.exec(body)?.[0] ?? "";
    expect(firstPhoto).toMatch(/srcset="[^"]*320w[^"]*1160w"/i);
    expect(firstPhoto).toContain('loading="eager"');
  });

  it("answers 301 from /properties/{id}/{channel} to the canonical path", async () => {
    const response = await fetch(`${baseUrl}${propertyChannelPath(live.id, live.channel)}`, {
      redirect: "manual",
    });
    expect(response.status).toBe(301);
    expect(new URL(response.headers.get("location")!, baseUrl).pathname).toBe(propertyPath(live.id));
  });

  it.each(["999999", "abc", "12abc", "0", "01", "99999999999"])(
    "answers 404 for /properties/%s",
    async (id) => {
      const response = await fetch(`${baseUrl}${propertyPath(id)}`);
      expect(response.status).toBe(404);
    },
  );

  it("answers 410 for a withdrawn listing, with a similar-homes search of the same channel", async () => {
    const response = await fetch(`${baseUrl}${propertyPath(withdrawn.id)}`);
    expect(response.status).toBe(410);
    const body = await response.text();
    expect(body).toContain("This property is no longer on the market");
    const link = /<a[^>]*data-similar-homes[^>]*>/.exec(body)?.[0] ?? "";
    const href = /href="([^"]+)"/.exec(link)?.[1];
    expect(href).toBeDefined();
    const parsed = parseSearchPath(href!.replaceAll("&amp;", "&").split("?")[0]!);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.criteria.channel).toBe(withdrawn.channel);
    expect(parsed.criteria.placeId !== null || parsed.criteria.area !== null).toBe(true);
    expect(buildSearchPath(parsed.criteria)).toBe(href!.replaceAll("&amp;", "&"));
    // The link leads to a results page that exists.
    expect((await fetch(new URL(href!.replaceAll("&amp;", "&"), baseUrl))).status).toBe(200);
  });
});

describe("deposits and tenant fees on a lettings page (issue 16)", () => {
  const letting = listings.find((p) => isPlainLetting(p) && !p.rentFrequency && !p.deposit)!;

  it("shows the holding and tenancy deposits in pounds from the rent, and links #/tenant-info", async () => {
    const body = await (await fetch(`${baseUrl}${propertyPath(letting.id)}`)).text();
    const weekly = (letting.price! * 12) / 52;
    const weeks = letting.price! * 12 >= 50_000 ? 6 : 5;
    const cut = (n: number) => Math.floor(n * 100 + 1e-6) / 100;
    expect(body).toContain(">Deposits and fees</h2>");
    expect(body).toContain(
      `<dt>Holding deposit</dt><dd class="text-lg font-semibold">${formatDeposit(cut(weekly))}</dd>`,
    );
    expect(body).toContain(
      `<dt>Tenancy deposit</dt><dd class="text-lg font-semibold">${formatDeposit(cut(weekly * weeks))}</dd>`,
    );
    expect(body).toMatch(/<a href="#\/tenant-info"[^>]*>Tenant fees and information<\/a>/);
  });

  it("shows neither on a sales page", async () => {
    const body = await (await fetch(`${baseUrl}${propertyPath(live.id)}`)).text();
    expect(body).not.toContain("Holding deposit");
    expect(body).not.toContain('href="#/tenant-info"');
  });
});
