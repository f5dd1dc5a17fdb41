import { describe, expect, it } from "vitest";
import { feedPushPath, feedPushSource, isValidFeedSource } from "./push-api.ts";

describe("the push API's names", () => {
  it("builds and reads push paths", () => {
    expect(feedPushPath("acme-crm")).toBe("/api/feeds/acme-crm/listings");
    expect(feedPushSource("/api/feeds/acme-crm/listings")).toBe("acme-crm");
    expect(feedPushSource("/API/Feeds/acme/Listings/")).toBe("acme");
    expect(feedPushSource("/api/feeds/acme/listings/1")).toBeNull();
    expect(feedPushSource("/api/feeds//listings")).toBeNull();
    expect(feedPushSource("/api/feeds/%E0%A4%A/listings")).toBeNull();
  });

  it("accepts lower-case source names, never the demo agency's", () => {
    expect(isValidFeedSource("reapit_bristol-2")).toBe(true);
    expect(isValidFeedSource("demo")).toBe(false);
    expect(isValidFeedSource("Acme")).toBe(false);
    expect(isValidFeedSource("_x")).toBe(false);
    expect(isValidFeedSource("a".repeat(64))).toBe(false);
  });
});
