import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { analyticsSchema } from "../model/site-content.ts";
import { analyticsPolicySourcesOf } from "./analytics.ts";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("analyticsPolicySourcesOf", () => {
  it("allows exactly the configured inline scripts, https script origins and connect origins", () => {
    const analytics = analyticsSchema.parse({
      head_analytics_code:
        '<script async src="https://www.googletagmanager.com/gtag/js?id=G-1"></script>\r\n<script>gtag("config", "G-1");</script>',
      analytics_code:
        "<script src='/local.js'></script><script src=http://insecure.example/x.js></script><noscript><img src=\"https://px.example/p\"></noscript>",
      connectOrigins: ["https://www.google-analytics.com/g/collect"],
    });
    expect(analyticsPolicySourcesOf(analytics)).toEqual({
      scriptSources: [sha('gtag("config", "G-1");'), "https://www.googletagmanager.com"],
      connectOrigins: ["https://www.google-analytics.com"],
    });
  });

  it("allows nothing when nothing is configured", () => {
    expect(analyticsPolicySourcesOf(analyticsSchema.parse(undefined))).toEqual({
      scriptSources: [],
      connectOrigins: [],
    });
  });
});
