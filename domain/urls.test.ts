import { describe, expect, it } from "vitest";
import { channelSearchPath } from "../modules/search/model/url.ts";
import {
  addressLookupPath,
  alertsUnsubscribePath,
  articlePath,
  articlesPath,
  auctionsPath,
  branchPath,
  branchesPath,
  customMarketingPreferencesPath,
  deleteSavedSearchPath,
  homePath,
  marketingPreferencesPath,
  placesPath,
  postcodeBranchLookupPath,
  propertyChannelPath,
  propertyLeadsPath,
  propertyPath,
  resetPasswordPath,
  salesEventPath,
  saveSearchPath,
  savedPropertyPath,
  searchJsonPath,
  searchQueryPath,
  servicesPagePath,
  sitemapPath,
  updateSavedSearchPath,
  valuationEstimatePath,
} from "./urls.ts";

describe("page URLs", () => {
  it("builds the home page and the property pages", () => {
    expect(homePath()).toBe("/");
    expect(propertyPath(42)).toBe("/properties/42");
    expect(propertyPath("42")).toBe("/properties/42");
    expect(propertyChannelPath(42, "sales")).toBe("/properties/42/sales");
  });

  it("encodes an odd id or channel so it stays one segment", () => {
    expect(propertyPath("4/2?x#y")).toBe("/properties/4%2F2%3Fx%23y");
    expect(propertyChannelPath(7, "to let")).toBe("/properties/7/to%20let");
  });

  it("builds the first results page of each channel with the search grammar", () => {
    expect(channelSearchPath("sales")).toBe("/search/sales");
    expect(channelSearchPath("lettings")).toBe("/search/lettings");
  });

  it("builds the query form of a search as given", () => {
    const query = new URLSearchParams({ channel: "sales", q: "Bristol & Bath", min_beds: "2" });
    expect(searchQueryPath(query)).toBe("/search?channel=sales&q=Bristol+%26+Bath&min_beds=2");
  });

  it("builds the branch list with its search text and page, leaving out the defaults", () => {
    expect(branchesPath()).toBe("/branches");
    expect(branchesPath({ q: "", page: 1 })).toBe("/branches");
    expect(branchesPath({ page: 3 })).toBe("/branches?page=3");
    expect(branchesPath({ q: "BS8 1AB", page: 2 })).toBe("/branches?q=BS8+1AB&page=2");
  });

  it("builds the article list with its topic and page, leaving out the defaults", () => {
    expect(articlesPath()).toBe("/articles");
    expect(articlesPath({ topic: null, page: 1 })).toBe("/articles");
    expect(articlesPath({ topic: "Buying" })).toBe("/articles?topic=Buying");
    expect(articlesPath({ topic: "Local life", page: 2 })).toBe("/articles?topic=Local+life&page=2");
    expect(articlesPath({ topic: "Q&A" })).toBe("/articles?topic=Q%26A");
  });

  it("builds the content pages, encoding an odd slug", () => {
    expect(branchPath("bath")).toBe("/branches/bath");
    expect(branchPath("Bad Slug/..")).toBe("/branches/Bad%20Slug%2F..");
    expect(articlePath("first-time-buyers")).toBe("/articles/first-time-buyers");
    expect(articlePath("a?b")).toBe("/articles/a%3Fb");
    expect(auctionsPath()).toBe("/auctions");
    expect(salesEventPath("antiques", "spring")).toBe("/antiques/spring");
    expect(salesEventPath("agriculture", "autumn-sale")).toBe("/agriculture/autumn-sale");
    expect(servicesPagePath("surveys")).toBe("/services/surveys");
    expect(servicesPagePath("a#b")).toBe("/services/a%23b");
  });

  it("builds the emailed links with their tokens", () => {
    expect(resetPasswordPath("abc_DEF-123")).toBe("/user/reset-password/abc_DEF-123");
    expect(alertsUnsubscribePath("12.abcdefABCDEF0123456789_-abcdefgh")).toBe(
      "/alerts/unsubscribe/12.abcdefABCDEF0123456789_-abcdefgh",
    );
    expect(alertsUnsubscribePath("1/2")).toBe("/alerts/unsubscribe/1%2F2");
  });

  it("builds the sitemap and its files", () => {
    expect(sitemapPath()).toBe("/sitemap.xml");
    expect(sitemapPath(2)).toBe("/sitemap.xml?page=2");
  });
});

describe("call URLs", () => {
  it("builds the viewing-leads call, encoding the channel", () => {
    expect(propertyLeadsPath(42, "lettings")).toBe("/properties/42/lettings/leads");
    expect(propertyLeadsPath(42, "a/b")).toBe("/properties/42/a%2Fb/leads");
  });

  it("builds the saved-item calls", () => {
    const query = new URLSearchParams({ channel: "lettings", min_beds: "2", title: "2+ beds" });
    expect(saveSearchPath(query)).toBe("/search?channel=lettings&min_beds=2&title=2%2B+beds");
    expect(updateSavedSearchPath(new URLSearchParams({ id: "7", alert_frequency: "W" }))).toBe(
      "/saved_searches?id=7&alert_frequency=W",
    );
    expect(deleteSavedSearchPath(7)).toBe("/searches/7");
    expect(deleteSavedSearchPath("7 8")).toBe("/searches/7%208");
    expect(savedPropertyPath(42)).toBe("/saved_properties/42");
  });

  it("builds the marketing calls", () => {
    expect(marketingPreferencesPath(5)).toBe("/marketing_preferences/5");
    expect(marketingPreferencesPath("5/6")).toBe("/marketing_preferences/5%2F6");
    expect(customMarketingPreferencesPath(5)).toBe("/custom_marketing_preferences/5");
  });

  it("builds the lookups with their queries", () => {
    expect(searchJsonPath(new URLSearchParams({ channel: "sales", page: "2" }))).toBe(
      "/search.ljson?channel=sales&page=2",
    );
    expect(placesPath(new URLSearchParams({ term: "St Ives" }))).toBe("/places?term=St+Ives");
    expect(placesPath(new URLSearchParams({ near: "-2.5,51.4" }))).toBe("/places?near=-2.5%2C51.4");
    expect(addressLookupPath(new URLSearchParams({ autocomplete: "1 High St" }))).toBe(
      "/address_lookup?autocomplete=1+High+St",
    );
    expect(addressLookupPath(new URLSearchParams({ id: "a/b=" }))).toBe("/address_lookup?id=a%2Fb%3D");
    expect(postcodeBranchLookupPath("BS8 1AB")).toBe("/postcode_branch_lookup?postcode=BS8+1AB");
    expect(valuationEstimatePath(new URLSearchParams({ postcode: "BS8 1AB", bedrooms: "3" }))).toBe(
      "/valuation_estimate.ljson?postcode=BS8+1AB&bedrooms=3",
    );
  });
});
