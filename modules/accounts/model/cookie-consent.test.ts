import { describe, expect, it } from "vitest";
import {
  ALL_ACCEPTED,
  ALL_REJECTED,
  CONSENT_VERSION,
  cookieValue,
  describeConsent,
  formatConsentCookie,
  choiceByCategory,
  objectToStatistics,
  parseConsentCookie,
  startingChoice,
  whatMayRun,
  type ConsentChoice,
  type StatisticsMode,
} from "./cookie-consent.ts";
import { consentLogSchema } from "./cookie-consent-log.ts";

describe("the consent cookie", () => {
  it("round-trips every choice", () => {
    const choices: ConsentChoice[] = [
      ALL_ACCEPTED,
      ALL_REJECTED,
      { statistics: true, analytics: true, marketing: false },
      { statistics: false, analytics: true, marketing: true },
      { statistics: true, analytics: false, marketing: false },
    ];
    for (const choice of choices) expect(parseConsentCookie(formatConsentCookie(choice))).toEqual(choice);
    expect(formatConsentCookie({ statistics: true, analytics: true, marketing: false })).toBe(
      `${CONSENT_VERSION}.a1.m0`,
    );
    expect(formatConsentCookie({ statistics: false, analytics: true, marketing: false })).toBe(
      `${CONSENT_VERSION}.a1.m0.s0`,
    );
  });

  it("reads a cookie written before the statistics category as meant: statistics follow analytics", () => {
    expect(parseConsentCookie("1.a1.m0")).toEqual({ statistics: true, analytics: true, marketing: false });
    expect(parseConsentCookie("1.a0.m1")).toEqual({ statistics: false, analytics: false, marketing: true });
    expect(parseConsentCookie("1.a0.m0.s2")).toBeNull();
  });

  it("asks again for no cookie, a garbled one, or one of another version", () => {
    expect(parseConsentCookie(null)).toBeNull();
    expect(parseConsentCookie("yes")).toBeNull();
    expect(parseConsentCookie(formatConsentCookie(ALL_ACCEPTED, CONSENT_VERSION + 1))).toBeNull();
  });

  it("finds a cookie among others", () => {
    expect(cookieValue("a=1; oh_consent=1.a0.m1; b=2", "oh_consent")).toBe("1.a0.m1");
    expect(cookieValue("a=1", "oh_consent")).toBeNull();
  });

  it("is logged in words", () => {
    expect(describeConsent("custom", { statistics: false, analytics: true, marketing: false }, 1)).toBe(
      "custom; statistics=denied; analytics=granted; marketing=denied; version=1",
    );
  });
});

// Issue 41: what runs under which agency setting and visitor choice (DUAA 2025 / PECR reg. 6 as amended).
describe("what may run", () => {
  const modes: StatisticsMode[] = ["none", "with-consent", "without-asking"];
  const objected = objectToStatistics(ALL_ACCEPTED);

  it("before any choice: only the statistics the agency runs without asking", () => {
    expect(whatMayRun("without-asking", null)).toEqual({
      statistics: true,
      analyticsTags: false,
      marketing: false,
    });
    expect(whatMayRun("with-consent", null)).toEqual({
      statistics: false,
      analyticsTags: false,
      marketing: false,
    });
    expect(whatMayRun("none", null).statistics).toBe(false);
  });

  it("never the analytics tags or marketing without a yes, whatever the agency's setting", () => {
    for (const mode of modes) {
      for (const choice of [null, ALL_REJECTED, objected, { ...ALL_REJECTED, statistics: true }]) {
        const may = whatMayRun(mode, choice);
        expect(may.analyticsTags, `${mode} ${JSON.stringify(choice)}`).toBe(choice?.analytics === true);
        expect(may.marketing).toBe(choice?.marketing === true);
      }
    }
  });

  it("an objection or Reject all stops the statistics even where the agency runs them without asking", () => {
    expect(whatMayRun("without-asking", objected).statistics).toBe(false);
    expect(whatMayRun("without-asking", ALL_REJECTED).statistics).toBe(false);
  });

  it("a yes runs the statistics where the agency asks first; nothing runs with no statistics configured", () => {
    expect(whatMayRun("with-consent", ALL_ACCEPTED).statistics).toBe(true);
    expect(whatMayRun("with-consent", { ...ALL_REJECTED, statistics: true }).statistics).toBe(true);
    expect(whatMayRun("none", ALL_ACCEPTED)).toEqual({
      statistics: false,
      analyticsTags: true,
      marketing: true,
    });
  });

  it("an objection keeps the rest of the choice, and allows nothing else when there was none", () => {
    expect(objected).toEqual({ statistics: false, analytics: true, marketing: true });
    expect(objectToStatistics(null)).toEqual(ALL_REJECTED);
    expect(objectToStatistics({ statistics: true, analytics: false, marketing: true })).toEqual({
      statistics: false,
      analytics: false,
      marketing: true,
    });
  });

  it("saves the statistics as the analytics box where the agency has none to show a box for", () => {
    const ticked = { statistics: false, analytics: true, marketing: false };
    expect(choiceByCategory("none", ticked)).toEqual({ ...ticked, statistics: true });
    expect(choiceByCategory("without-asking", ticked)).toEqual(ticked);
    expect(choiceByCategory("with-consent", ticked)).toEqual(ticked);
  });

  it("the banner's boxes start unticked, but for statistics the agency runs without asking", () => {
    expect(startingChoice("with-consent", null)).toEqual(ALL_REJECTED);
    expect(startingChoice("none", null)).toEqual(ALL_REJECTED);
    expect(startingChoice("without-asking", null)).toEqual({ ...ALL_REJECTED, statistics: true });
    expect(startingChoice("without-asking", objected)).toEqual(objected);
  });
});

describe("consentLogSchema", () => {
  it("takes JSON booleans and form strings", () => {
    const json = consentLogSchema.parse({
      consent: { status: "accept_all", analytics: true, marketing: true, version: 1 },
    });
    const form = consentLogSchema.parse({
      consent: { status: "custom", analytics: "true", marketing: "false", version: "1" },
    });
    // A page from before the statistics category sends none: they follow analytics.
    expect(json.consent).toEqual({
      status: "accept_all",
      statistics: true,
      analytics: true,
      marketing: true,
      version: 1,
    });
    expect(form.consent).toEqual({
      status: "custom",
      statistics: true,
      analytics: true,
      marketing: false,
      version: 1,
    });
    expect(
      consentLogSchema.parse({
        consent: {
          status: "object_statistics",
          statistics: false,
          analytics: true,
          marketing: false,
          version: 1,
        },
      }).consent.statistics,
    ).toBe(false);
  });

  it("refuses an unknown status or a future version", () => {
    expect(
      consentLogSchema.safeParse({
        consent: { status: "maybe", analytics: true, marketing: true, version: 1 },
      }).success,
    ).toBe(false);
    expect(
      consentLogSchema.safeParse({
        consent: { status: "custom", analytics: true, marketing: true, version: 99 },
      }).success,
    ).toBe(false);
  });
});
