import { describe, expect, it } from "vitest";
import { routeClass } from "./rate-limits.ts";

describe("routeClass", () => {
  it("puts feed pushes in a class of their own, whatever the case or trailing slash", () => {
    expect(routeClass("POST", "/api/feeds/acme/listings")).toBe("feedPush");
    expect(routeClass("POST", "/API/Feeds/acme/Listings/")).toBe("feedPush");
    expect(routeClass("POST", "/api/feeds/acme/listings/extra")).toBe("api");
  });

  it("puts Rightmove RTDF calls in a class of their own, with the key in the path or not", () => {
    expect(routeClass("POST", "/api/rtdf/v1/property/sendpropertydetails")).toBe("rtdf");
    expect(routeClass("POST", "/api/rtdf/key/ohk_abc/v1/property/RemoveProperty")).toBe("rtdf");
    expect(routeClass("POST", "/api/rtdf/v1/property/somethingelse")).toBe("api");
  });

  it("keeps the other classes", () => {
    expect(routeClass("POST", "/session")).toBe("signin");
    for (const path of [
      "/admin/sign-in",
      "/admin/sign-in/code",
      "/admin/sign-in/passkey-options",
      "/admin/account",
      "/admin/setup/abc",
    ])
      expect(routeClass("POST", path)).toBe("signin");
    expect(routeClass("POST", "/user.ljson")).toBe("account");
    expect(routeClass("POST", "/leads")).toBe("leads");
    expect(routeClass("POST", "/saved_properties.ljson")).toBe("api");
  });
});
