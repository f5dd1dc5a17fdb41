import { describe, expect, it } from "vitest";
import { routeClass } from "./rate-limits.ts";

describe("routeClass", () => {
  it("puts feed pushes in a class of their own, whatever the case or trailing slash", () => {
    expect(routeClass("/api/feeds/acme/listings")).toBe("feedPush");
    expect(routeClass("/API/Feeds/acme/Listings/")).toBe("feedPush");
    expect(routeClass("/api/feeds/acme/listings/extra")).toBe("api");
  });

  it("keeps the other classes", () => {
    expect(routeClass("/session")).toBe("auth");
    expect(routeClass("/leads")).toBe("leads");
    expect(routeClass("/saved_properties.ljson")).toBe("api");
  });
});
