import { describe, expect, it } from "vitest";
import { emailBranding } from "../../../tests/factories/email-branding.ts";
import { composeAlertEmail } from "./alert-email.ts";

const listing = (id: number, displayAddress: string) => ({
  id,
  channel: "sales" as const,
  displayAddress,
  price: 325000,
  poa: false,
  priceQualifier: null,
  priceFrequency: "outright" as const,
  bedrooms: 3,
  propertyType: "Semi-detached house",
});

describe("composeAlertEmail", () => {
  const email = composeAlertEmail({
    branding: emailBranding(),
    firstName: "Ada",
    searchTitle: "Houses for sale in <Bath>",
    searchPath: "/search/sales/from-3-bed",
    listings: [listing(7, "1 Royal Crescent, Bath"), listing(8, "2 Pulteney Bridge, Bath")],
    photoKeys: new Map([[7, "demo/house-7.jpg"]]),
    total: 2,
    totalIsCapped: false,
    unsubscribePath: "/alerts/unsubscribe/token",
    managePath: "/#/user/saved-searches",
  });

  it("comes in the agency's layout, each listing a card with its photo, and the search as a button", () => {
    expect(email.html).toMatch(/^<!DOCTYPE html>/);
    expect(email.html).toContain(">Hello Ada,</h1>");
    expect(email.html).toContain("border-bottom:4px solid #0e5a61");
    expect(email.html).toContain('src="https://agency.example/media/408x250/demo/house-7.jpg"');
    expect(email.html).toContain('href="https://agency.example/properties/8">3 bedroom semi-detached house');
    expect(email.html).toMatch(
      /bgcolor="#0e5a61"[^]*href="https:\/\/agency\.example\/search\/sales\/from-3-bed">See the search<\/a>/,
    );
    expect(email.html).toContain("14 Queen Square, Bristol BS1 4NT");
    // The search's title is escaped.
    expect(email.html).toContain("Houses for sale in &lt;Bath&gt;");
    expect(email.html).not.toContain("<Bath>");
  });

  it("keeps a readable text part with every link and the agency's footer", () => {
    expect(email.text).toMatch(
      /^Hello Ada,\n\n2 new properties matching your saved search "Houses for sale in <Bath>" at Marlow & Vale\./,
    );
    expect(email.text).toContain(
      "3 bedroom semi-detached house, 1 Royal Crescent, Bath\n£325,000\nhttps://agency.example/properties/7",
    );
    expect(email.text).toContain("Manage your alerts: https://agency.example/#/user/saved-searches");
    expect(email.text).toContain(
      "Unsubscribe from this alert: https://agency.example/alerts/unsubscribe/token",
    );
    expect(email.text).toMatch(/\n-- \nMarlow & Vale Estate Agents Ltd\n/);
    expect(email.headers["List-Unsubscribe"]).toBe("<https://agency.example/alerts/unsubscribe/token>");
  });
});
