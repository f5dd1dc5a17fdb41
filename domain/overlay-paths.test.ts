import { describe, expect, it } from "vitest";
import {
  agricultureGalleryOverlay,
  antiquesGalleryOverlay,
  auctionGalleryOverlay,
  bookAValuationOverlay,
  bookAViewingOverlay,
  calculatorOverlay,
  cardSliderGalleryOverlay,
  contactOfficeOverlay,
  contactStaffMemberOverlay,
  epcChartOverlay,
  flashOverlay,
  floorplanOverlay,
  historyImagesOverlay,
  instantValuationOverlay,
  mapOverlay,
  newHomesEnquiryOverlay,
  noOverlay,
  overlayHash,
  propertyImagesOverlay,
  tenantInfoOverlay,
  userOverlay,
  videoOverlay,
  withOverlay,
} from "./overlay-paths.ts";

describe("overlay paths", () => {
  it("builds the user sidebar and its panels", () => {
    expect(userOverlay()).toBe("/user");
    expect(userOverlay("register")).toBe("/user/register");
    expect(userOverlay("sign-in")).toBe("/user/sign-in");
    expect(userOverlay("forgotten-password")).toBe("/user/forgotten-password");
    expect(userOverlay("edit")).toBe("/user/edit");
    expect(userOverlay("marketing-preferences")).toBe("/user/marketing-preferences");
    expect(userOverlay("saved-properties")).toBe("/user/saved-properties");
    expect(userOverlay("saved-searches")).toBe("/user/saved-searches");
  });

  it("builds the dialogs without parameters", () => {
    expect(noOverlay()).toBe("/");
    expect(instantValuationOverlay()).toBe("/valuation");
    expect(bookAValuationOverlay()).toBe("/book-a-valuation");
    expect(bookAViewingOverlay()).toBe("/book-a-viewing");
    expect(contactOfficeOverlay()).toBe("/contact-office");
    expect(newHomesEnquiryOverlay()).toBe("/new-homes-enquiry");
    expect(tenantInfoOverlay()).toBe("/tenant-info");
    expect(calculatorOverlay()).toBe("/calculator");
    expect(mapOverlay()).toBe("/map");
  });

  it("builds the overlays with a parameter, encoding an odd one", () => {
    expect(contactStaffMemberOverlay(12)).toBe("/contact-staff-member/12");
    expect(contactStaffMemberOverlay("1/2")).toBe("/contact-staff-member/1%2F2");
    expect(videoOverlay(3)).toBe("/video/3");
    expect(flashOverlay("welcome-lead-sent")).toBe("/flash/welcome-lead-sent");
    expect(flashOverlay("a b")).toBe("/flash/a%20b");
  });

  it("builds the gallery hashes", () => {
    expect(propertyImagesOverlay()).toBe("/property-images");
    expect(floorplanOverlay()).toBe("/floorplan");
    expect(epcChartOverlay()).toBe("/epc-chart");
    expect(auctionGalleryOverlay(1)).toBe("/property-auction-sales-event/1");
    expect(antiquesGalleryOverlay(2)).toBe("/antiques-sales-event/2");
    expect(agricultureGalleryOverlay(3)).toBe("/agricultural-sales-event/3");
    expect(historyImagesOverlay(4)).toBe("/history-images/4");
    expect(cardSliderGalleryOverlay(5, "our-team")).toBe("/gallery-card-slider-expand/5/our-team");
    expect(cardSliderGalleryOverlay(5, "a/b")).toBe("/gallery-card-slider-expand/5/a%2Fb");
  });
});

describe("overlay links", () => {
  it("makes a hash of an overlay path", () => {
    expect(overlayHash(userOverlay())).toBe("#/user");
    expect(overlayHash(noOverlay())).toBe("#/");
    expect(overlayHash(flashOverlay("invalid-authenticity-token"))).toBe(
      "#/flash/invalid-authenticity-token",
    );
  });

  it("opens an overlay on a page, replacing the hash the page URL had", () => {
    expect(withOverlay("/", userOverlay("saved-searches"))).toBe("/#/user/saved-searches");
    expect(withOverlay("/properties/7", flashOverlay("welcome-lead-sent"))).toBe(
      "/properties/7#/flash/welcome-lead-sent",
    );
    expect(withOverlay("/search/sales?hashbang=map#/map", flashOverlay("location-not-found"))).toBe(
      "/search/sales?hashbang=map#/flash/location-not-found",
    );
    expect(withOverlay("", flashOverlay("user-login-successful"))).toBe("/#/flash/user-login-successful");
    expect(withOverlay("#/map", userOverlay())).toBe("/#/user");
  });
});
