// Issue 41: what counts as the agency's own statistics, and how they run.
import { describe, expect, it } from "vitest";
import { analyticsSchema } from "./site-content.ts";
import {
  snippetScriptOrigins,
  statisticsModeOf,
  statisticsSnippetIssues,
  thirdPartyStatisticsOrigins,
} from "./first-party-statistics.ts";
import { configuredTagsOf } from "./configured-tags.ts";

const MATOMO = '<script async src="https://stats.marlowvale.co.uk/matomo.js"></script>';

describe("the agency's own statistics", () => {
  it("finds the https origins a snippet loads scripts from; a relative one is the site's own", () => {
    expect(
      snippetScriptOrigins(
        `${MATOMO}<script src='/own.js'></script><script src=https://a.example/x.js></script>`,
      ),
    ).toEqual(["https://stats.marlowvale.co.uk", "https://a.example"]);
  });

  it("accepts only the site's name or a name under its domain as its own address", () => {
    const origins = [
      "https://stats.marlowvale.co.uk",
      "https://marlowvale.co.uk",
      "https://www.google-analytics.com",
      "https://marlowvale.co.uk.evil.example",
      "https://notmarlowvale.co.uk",
    ];
    expect(thirdPartyStatisticsOrigins(origins, "www.marlowvale.co.uk")).toEqual([
      "https://www.google-analytics.com",
      "https://marlowvale.co.uk.evil.example",
      "https://notmarlowvale.co.uk",
    ]);
    expect(thirdPartyStatisticsOrigins(["https://stats.localhost"], "localhost")).toEqual([]);
  });

  it("refuses a snippet reaching an address it does not declare, and 'without asking' with nothing to run", () => {
    expect(
      statisticsSnippetIssues({
        statistics_code: MATOMO,
        statisticsOrigins: [],
        statisticsWithoutAsking: false,
      }),
    ).toEqual([
      {
        path: ["statistics_code"],
        message: expect.stringContaining("https://stats.marlowvale.co.uk") as string,
      },
    ]);
    expect(
      statisticsSnippetIssues({ statistics_code: " ", statisticsOrigins: [], statisticsWithoutAsking: true }),
    ).toEqual([{ path: ["statisticsWithoutAsking"], message: expect.any(String) as string }]);
    expect(
      analyticsSchema.safeParse({
        statistics_code: MATOMO,
        statisticsOrigins: ["https://stats.marlowvale.co.uk/path"],
        statisticsWithoutAsking: true,
      }).success,
    ).toBe(true);
    expect(analyticsSchema.safeParse({ statisticsOrigins: ["http://stats.marlowvale.co.uk"] }).success).toBe(
      false,
    );
  });

  it("is off by default, and runs without asking only when switched on with a snippet", () => {
    const none = analyticsSchema.parse(undefined);
    expect(none.statisticsWithoutAsking).toBe(false);
    expect(statisticsModeOf(none)).toBe("none");
    const own = { ...none, statistics_code: MATOMO, statisticsOrigins: ["https://stats.marlowvale.co.uk"] };
    expect(statisticsModeOf(own)).toBe("with-consent");
    expect(statisticsModeOf({ ...own, statisticsWithoutAsking: true })).toBe("without-asking");
  });

  it("lists the configured tags with their category, whose they are and when they run", () => {
    const analytics = analyticsSchema.parse({
      head_analytics_code: '<script async src="https://www.googletagmanager.com/gtag/js?id=G-1"></script>',
      connectOrigins: ["https://region1.google-analytics.com"],
      statistics_code: MATOMO,
      statisticsOrigins: ["https://stats.marlowvale.co.uk"],
      statisticsWithoutAsking: true,
    });
    expect(configuredTagsOf(analytics)).toEqual([
      {
        kind: "statistics",
        category: "statistics",
        party: "first",
        origins: ["https://stats.marlowvale.co.uk"],
        runs: "until-objection",
      },
      {
        kind: "analytics",
        category: "statistics",
        party: "third",
        origins: ["https://www.googletagmanager.com", "https://region1.google-analytics.com"],
        runs: "after-consent",
      },
    ]);
    expect(configuredTagsOf(analyticsSchema.parse(undefined))).toEqual([]);
  });
});
