import { describe, expect, it } from "vitest";
import * as build from "../../domain/overlay-paths.ts";
import { hashPath } from "./hash-navigation.ts";
import { matchOverlay } from "./match-overlay.ts";
import { overlays, USER_PANELS } from "./registry.ts";

const match = (path: string | null) => matchOverlay(overlays, path);

describe("hashPath", () => {
  it("reads overlay paths and ignores ordinary anchors", () => {
    expect(hashPath("#/user")).toBe("/user");
    expect(hashPath("#/")).toBe("/");
    expect(hashPath("#main")).toBeNull();
    expect(hashPath("")).toBeNull();
  });
});

describe("matchOverlay (spec §2: modal routes are matched exactly)", () => {
  it("registers every overlay of spec §2", () => {
    const paths = [
      "/user",
      "/user/register",
      "/user/sign-in",
      "/user/forgotten-password",
      "/user/edit",
      "/user/marketing-preferences",
      "/user/saved-properties",
      "/user/saved-searches",
      "/valuation",
      "/book-a-valuation",
      "/contact-staff-member/7",
      "/contact-office",
      "/new-homes-enquiry",
      "/tenant-info",
      "/calculator",
      "/video/3",
      "/book-a-viewing",
      "/floorplan",
      "/epc-chart",
      "/property-images",
      "/agricultural-sales-event/1",
      "/antiques-sales-event/1",
      "/property-auction-sales-event/1",
      "/history-images/1",
      "/gallery-card-slider-expand/1/2",
      "/map",
      "/flash/user-login-successful",
    ];
    expect(paths.filter((path) => match(path) === null)).toEqual([]);
  });

  it("opens, for each path the builders make, the overlay registered for it", () => {
    const built: [path: string, pattern: string][] = [
      [build.userOverlay(), "/user"],
      ...USER_PANELS.map((panel): [string, string] => [build.userOverlay(panel), `/user/${panel}`]),
      [build.instantValuationOverlay(), "/valuation"],
      [build.bookAValuationOverlay(), "/book-a-valuation"],
      [build.bookAViewingOverlay(), "/book-a-viewing"],
      [build.contactStaffMemberOverlay(7), "/contact-staff-member/:id"],
      [build.contactOfficeOverlay(), "/contact-office"],
      [build.newHomesEnquiryOverlay(), "/new-homes-enquiry"],
      [build.tenantInfoOverlay(), "/tenant-info"],
      [build.calculatorOverlay(), "/calculator"],
      [build.videoOverlay(3), "/video/:id"],
      [build.mapOverlay(), "/map"],
      [build.flashOverlay("user-login-successful"), "/flash/:key"],
      [build.propertyImagesOverlay(), "/property-images"],
      [build.floorplanOverlay(), "/floorplan"],
      [build.epcChartOverlay(), "/epc-chart"],
      [build.auctionGalleryOverlay(1), "/property-auction-sales-event/:id"],
      [build.antiquesGalleryOverlay(1), "/antiques-sales-event/:id"],
      [build.agricultureGalleryOverlay(1), "/agricultural-sales-event/:id"],
      [build.historyImagesOverlay(1), "/history-images/:id"],
      [build.cardSliderGalleryOverlay(1, "our-team"), "/gallery-card-slider-expand/:id/:contentBlockId"],
    ];
    for (const [path, pattern] of built) expect(match(path)?.entry.path, path).toBe(pattern);
    expect(match(build.noOverlay())).toBeNull();
  });

  it("gives the spec's titles and loading texts", () => {
    const dialog = (path: string) => {
      const entry = match(path)?.entry;
      if (!entry || entry.kind === "flash") throw new Error(`${path} is not a dialog`);
      return entry;
    };
    expect(dialog("/book-a-valuation").title).toBe("Book a Valuation");
    expect(dialog("/contact-office").title).toBe("Contact office");
    expect(dialog("/new-homes-enquiry").title).toBe("Register your interest");
    expect(dialog("/valuation").loadingText).toBe("Loading Instant Valuation");
    expect(dialog("/user/saved-searches").loadingText).toBe("Loading user profile");
    expect(dialog("/user/edit").kind).toBe("sidebar");
  });

  it("reads route parameters", () => {
    expect(match("/gallery-card-slider-expand/12/34")?.params).toMatchObject({
      id: "12",
      contentBlockId: "34",
    });
    expect(match("/flash/invalid-authenticity-token")?.params).toMatchObject({
      key: "invalid-authenticity-token",
    });
  });

  it("titles the staff contact from the page's data", () => {
    const entry = match("/contact-staff-member/7")!.entry;
    if (entry.kind === "flash" || typeof entry.title !== "function")
      throw new Error("expected a title function");
    const staff = [{ id: 7, firstName: "Sophie", surname: "Hart" }];
    expect(entry.title({ id: "7" }, { staff })).toBe("Contact Sophie Hart");
  });

  it("opens contact-office and new-homes-enquiry only with their page data", () => {
    for (const path of ["/contact-office", "/new-homes-enquiry", "/tenant-info"]) {
      const entry = match(path)!.entry;
      expect(entry.kind !== "flash" && entry.when?.({})).toBe(false);
    }
    const office = match("/contact-office")!.entry;
    expect(office.kind !== "flash" && office.when?.({ contactOffice: { branchId: 1 } })).toBe(true);
  });

  it("matches nothing but exact paths", () => {
    for (const path of [
      "/",
      "/users",
      "/user/unknown",
      "/valuation/extra",
      "/video",
      "/flash",
      "/gallery-card-slider-expand/1",
    ]) {
      expect(match(path), path).toBeNull();
    }
    expect(match(null)).toBeNull();
  });
});
