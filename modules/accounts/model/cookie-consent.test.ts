import { describe, expect, it } from "vitest";
import {
  ALL_ACCEPTED,
  ALL_REJECTED,
  CONSENT_VERSION,
  cookieValue,
  describeConsent,
  formatConsentCookie,
  parseConsentCookie,
} from "./cookie-consent.ts";
import { consentLogSchema } from "./cookie-consent-log.ts";

describe("the consent cookie", () => {
  it("round-trips every choice", () => {
    for (const choice of [ALL_ACCEPTED, ALL_REJECTED, { analytics: true, marketing: false }]) {
      expect(parseConsentCookie(formatConsentCookie(choice))).toEqual(choice);
    }
    expect(formatConsentCookie({ analytics: true, marketing: false })).toBe(`${CONSENT_VERSION}.a1.m0`);
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
    expect(describeConsent("custom", { analytics: true, marketing: false }, 1)).toBe(
      "custom; analytics=granted; marketing=denied; version=1",
    );
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
    expect(json.consent).toEqual({ status: "accept_all", analytics: true, marketing: true, version: 1 });
    expect(form.consent).toEqual({ status: "custom", analytics: true, marketing: false, version: 1 });
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
