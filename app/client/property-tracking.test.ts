import { describe, expect, it } from "vitest";
import { exposuresRequest, propertyViewRequest } from "./property-tracking.ts";

describe("propertyViewRequest", () => {
  it("posts JSON with the token when the site is configured for JSON", () => {
    const { url, init } = propertyViewRequest(57, "www.example.com", "tok", "json");
    expect(url).toBe("/property_views");
    expect(init.method).toBe("POST");
    expect(new Headers(init.headers).get("content-type")).toBe("application/json");
    expect(JSON.parse(init.body as string)).toEqual({
      property_id: 57,
      domain: "www.example.com",
      authenticity_token: "tok",
    });
  });

  it("posts a form when the site is configured for forms", () => {
    const { init } = propertyViewRequest(57, "www.example.com", "a+b/c", "form");
    expect(new Headers(init.headers).get("content-type")).toBe("application/x-www-form-urlencoded");
    expect(Object.fromEntries(new URLSearchParams(init.body as string))).toEqual({
      property_id: "57",
      domain: "www.example.com",
      authenticity_token: "a+b/c",
    });
  });
});

describe("exposuresRequest", () => {
  it("posts the shown ids to {exposures url}/create_many without cookies", () => {
    const { url, init } = exposuresRequest("https://stats.example.com/exposures", [3, 1, 2], "localhost");
    expect(url).toBe("https://stats.example.com/exposures/create_many");
    expect(init.credentials).toBe("omit");
    expect(JSON.parse(init.body as string)).toEqual({
      property_ids: [3, 1, 2],
      domain: "localhost",
      event_type: "search_results",
    });
  });
});
