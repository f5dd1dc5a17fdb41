import { describe, expect, it } from "vitest";
import demoAgency from "../../../content/demo-agency.json" with { type: "json" };
import { defaultTheme } from "./default-theme.ts";
import { FLASH_KEYS } from "../../../domain/flash.ts";
import { contrastRatio, parseSiteContentFile, siteContentFileSchema, themeSchema } from "./site-content.ts";

describe("contrastRatio (WCAG 2.2)", () => {
  it("gives 21:1 for black on white and 1:1 for equal colours", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ffffff", "#000000")).toBeCloseTo(21, 5);
    expect(contrastRatio("#777777", "#777777")).toBe(1);
  });

  it("matches a known mid-grey figure", () => {
    // #767676 on white is the classic lightest AA grey: 4.54:1.
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
  });
});

describe("theme colours", () => {
  it("rejects a palette whose text pairs fall below AA, naming the field", () => {
    const colours = { ...defaultTheme.preferences.colours, headerText: "#cccccc" };
    const result = themeSchema.safeParse({
      ...defaultTheme,
      preferences: { ...defaultTheme.preferences, colours },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["preferences", "colours", "headerText"]);
  });
});

describe("the demo agency content file", () => {
  const parsed = siteContentFileSchema.safeParse(demoAgency);

  it("is valid", () => {
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it("has a text for every flash key of spec §8", () => {
    const missing = FLASH_KEYS.filter((key) => !parsed.data?.flashMessages[key]);
    expect(missing).toEqual([]);
  });

  it("has a two-level primary menu and a secondary menu", () => {
    const header = parsed.data!.header;
    expect(header.primaryMenuItems.length).toBeGreaterThanOrEqual(5);
    for (const item of header.primaryMenuItems) expect(item.items?.length).toBeGreaterThan(0);
    expect(header.secondaryMenuItems.length).toBeGreaterThan(0);
  });
});

describe("defaultTheme", () => {
  it("is exactly what the theme schema makes of it", () => {
    expect(themeSchema.parse(defaultTheme)).toEqual(defaultTheme);
  });
});

describe("parseSiteContentFile (npm run content:load)", () => {
  it("names each bad field by its path", () => {
    const bad = structuredClone(demoAgency) as Record<string, unknown> & {
      hero: { topLevels: { name: string }[] };
    };
    bad.hero.topLevels[0]!.name = "";
    delete (bad as Record<string, unknown>).footer;
    const parsed = parseSiteContentFile(bad);
    expect(parsed.ok).toBe(false);
    const problems = parsed.ok ? [] : parsed.problems;
    expect(problems.some((p) => p.startsWith("hero.topLevels.0.name: "))).toBe(true);
    expect(problems.some((p) => p.startsWith("footer: "))).toBe(true);
  });

  it("fills the optional analytics and consent keys when a file leaves them out", () => {
    const { analytics: _a, consent: _c, ...withoutThem } = demoAgency as Record<string, unknown>;
    const parsed = parseSiteContentFile(withoutThem);
    expect(parsed.ok && parsed.content.analytics).toEqual({
      analytics_code: "",
      head_analytics_code: "",
      connectOrigins: [],
      // Issue 41: no statistics of the agency's own, and none run without asking unless an owner says so.
      statistics_code: "",
      statisticsOrigins: [],
      statisticsWithoutAsking: false,
    });
    expect(parsed.ok && parsed.content.consent.footerLinkText).toBe("Cookie settings");
  });

  it("rejects analytics connect origins that are not URLs, by path", () => {
    const parsed = parseSiteContentFile({ ...demoAgency, analytics: { connectOrigins: ["not a url"] } });
    expect(parsed.ok ? [] : parsed.problems).toEqual([
      expect.stringMatching(/^analytics\.connectOrigins\.0: /),
    ]);
  });
});
