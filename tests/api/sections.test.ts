// The further sections over HTTP (issue 7 item 6), driven by the demo agency's `sections` content: the
// auctions page with its upcoming dates, lots and gallery; the antiques and agriculture sales events; the
// professional services pages with staff, history images and card sliders; 404 for what is not there.
import { describe, expect, inject, it } from "vitest";
import { demo } from "../e2e/demo-content.ts";
import { agency, listings } from "./search-expected.ts";
import { propertyPath } from "../../domain/urls.ts";

const baseUrl = inject("baseUrl");
const sections = demo.sections!;

const html = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll("'", "&#x27;");

async function page(path: string): Promise<string> {
  const response = await fetch(`${baseUrl}${path}`);
  expect(response.status, path).toBe(200);
  return response.text();
}

/** A gallery path as a string of the page's embedded loader data (overlayData.galleries is keyed by it). */
const galleryKeyIn = (body: string, path: string) => body.includes(`\\"${path}\\"`);

describe("GET /auctions", () => {
  it("lists the upcoming auction dates with their lots and the auction gallery", async () => {
    const body = await page("/auctions");
    expect(body).toMatch(/<h1[^>]*>Property auctions<\/h1>/);
    const today = new Date().toISOString().slice(0, 10);
    const upcoming = listings.filter(
      (p) => p.auctionDate && p.auctionDate > today && p.status === "available" && p.channel === "sales",
    );
    expect(upcoming.length).toBeGreaterThan(0);
    const soonest = upcoming.map((p) => p.auctionDate!).sort()[0]!;
    expect(body).toContain(`/search/sales/auction-date-${soonest}`);
    const lot = upcoming.find((p) => p.auctionDate === soonest)!;
    expect(body).toContain(`href="${propertyPath(lot.id)}"`);
    expect(body).toContain("Guide Price");
    expect(body).toContain(`href="#/property-auction-sales-event/${sections.auctions!.gallery!.id}"`);
    expect(galleryKeyIn(body, `/property-auction-sales-event/${sections.auctions!.gallery!.id}`)).toBe(true);
  });
});

describe("GET /antiques/{slug} and /agriculture/{slug}", () => {
  for (const event of sections.salesEvents) {
    const hash = event.kind === "antiques" ? "antiques-sales-event" : "agricultural-sales-event";
    it(`shows the ${event.kind} event with its catalogue and #/${hash}/${event.gallery.id}`, async () => {
      const body = await page(`/${event.kind}/${event.slug}`);
      expect(body).toContain(html(event.title));
      expect(body).toContain(html(event.venue));
      expect(body).toContain(`dateTime="${event.date}"`);
      for (const item of event.catalogue) expect(body).toContain(html(item.title));
      expect(body).toContain(`href="#/${hash}/${event.gallery.id}"`);
      expect(galleryKeyIn(body, `/${hash}/${event.gallery.id}`)).toBe(true);
    });
  }

  it("answers 404 for an unknown event, or an event under the other kind's path", async () => {
    const antiques = sections.salesEvents.find((e) => e.kind === "antiques")!;
    expect((await fetch(`${baseUrl}/antiques/no-such-sale`)).status).toBe(404);
    expect((await fetch(`${baseUrl}/agriculture/${antiques.slug}`)).status).toBe(404);
  });
});

describe("GET /services/{slug}", () => {
  const services = sections.services.find((p) => p.staffIds.length && p.cardSliders.length)!;
  const history = sections.services.find((p) => p.historyImages.length)!;

  it("shows the page body, its staff with contact links and card sliders that expand into the gallery", async () => {
    const body = await page(`/services/${services.slug}`);
    expect(body).toContain(html(services.title));
    for (const id of services.staffIds) {
      const member = agency.staff.find((s) => s.id === id)!;
      expect(body).toContain(`href="#/contact-staff-member/${id}"`);
      expect(body).toContain(html(member.firstName));
    }
    const slider = services.cardSliders[0]!;
    for (const card of slider.cards) {
      const path = `/gallery-card-slider-expand/${card.id}/${slider.contentBlockId}`;
      expect(body).toContain(`href="#${path}"`);
      expect(galleryKeyIn(body, path)).toBe(true);
    }
  });

  it("shows history images linking to #/history-images/{id}", async () => {
    const body = await page(`/services/${history.slug}`);
    const gallery = history.historyImages[0]!;
    expect(body).toContain(`href="#/history-images/${gallery.id}"`);
    expect(galleryKeyIn(body, `/history-images/${gallery.id}`)).toBe(true);
  });

  it("answers 404 for an unknown page", async () => {
    expect((await fetch(`${baseUrl}/services/no-such-service`)).status).toBe(404);
  });
});
