import { describe, expect, it } from "vitest";
import { isAlertFrequency, isEditPhone, isTicked, isUkPhone, isUserName } from "./fields.ts";

describe("user form rules (spec §5)", () => {
  it("accepts UK numbers: +44 or 0, then 9-10 digits, spaces ignored", () => {
    expect(isUkPhone("07700900123")).toBe(true);
    expect(isUkPhone("+44 7700 900123")).toBe(true);
    expect(isUkPhone("0123456789")).toBe(true);
    expect(isUkPhone("012345678")).toBe(false);
    expect(isUkPhone("+4477009001234")).toBe(false);
    expect(isUkPhone("447700900123")).toBe(false);
    expect(isUkPhone("07700-900123")).toBe(false);
  });

  it("accepts edit phones of 6 to 20 digits and - . ( ) / space +", () => {
    expect(isEditPhone("123456")).toBe(true);
    expect(isEditPhone("+44 (0) 1234/567.89-0")).toBe(false); // 21 characters
    expect(isEditPhone("+44 (0)1234/567.8-9")).toBe(true);
    expect(isEditPhone("12345")).toBe(false);
    expect(isEditPhone("123456x")).toBe(false);
  });

  it("accepts names of letters, hyphen, space and digits", () => {
    expect(isUserName("Zoë Ann-Marie 2")).toBe(true);
    expect(isUserName("O'Brien")).toBe(false);
    expect(isUserName("<b>")).toBe(false);
  });

  it("reads checkboxes as forms and JSON send them", () => {
    for (const v of [true, "true", "on", "1", "yes", " ON "]) expect(isTicked(v)).toBe(true);
    for (const v of [false, "false", "0", "", undefined, null, 1]) expect(isTicked(v)).toBe(false);
  });

  it("knows the alert frequencies I, W, M, N (spec §9)", () => {
    expect(["I", "W", "M", "N"].every(isAlertFrequency)).toBe(true);
    expect(isAlertFrequency("D")).toBe(false);
  });
});
