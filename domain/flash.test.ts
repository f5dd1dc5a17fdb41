import { describe, expect, it } from "vitest";
import {
  ERROR_FLASH_KEYS,
  FLASH_TOAST_DURATION_MS,
  SUCCESS_FLASH_KEYS,
  flashKind,
  flashToast,
} from "./flash.ts";

describe("flashKind (spec §8 flash keys)", () => {
  it.each(SUCCESS_FLASH_KEYS)("%s is a success", (key) => {
    expect(flashKind(key)).toBe("success");
  });

  it.each(ERROR_FLASH_KEYS)("%s is an error", (key) => {
    expect(flashKind(key)).toBe("error");
  });

  it("treats any key containing 'error' as an error", () => {
    expect(flashKind("payment-error-timeout")).toBe("error");
    expect(flashKind("error")).toBe("error");
  });

  it("leaves keys in neither list neutral", () => {
    expect(flashKind("something-happened")).toBe("info");
  });
});

describe("flashToast", () => {
  const messages = { "user-login-successful": "You have successfully signed in" };

  it("uses the page's text for the key and the 10 s flash duration", () => {
    expect(flashToast("user-login-successful", messages)).toEqual({
      kind: "success",
      text: "You have successfully signed in",
      durationMs: 10_000,
    });
    expect(FLASH_TOAST_DURATION_MS).toBe(10_000);
  });

  it("falls back to a generic sentence of the right kind", () => {
    expect(flashToast("postcode-invalid", messages)).toEqual({
      kind: "error",
      text: "Sorry, something went wrong. Please try again.",
      durationMs: 10_000,
    });
    expect(flashToast("user-create-successful", messages).text).toBe("Thank you, that worked.");
  });

  it("never reads inherited properties as messages", () => {
    expect(flashToast("constructor", messages).text).toBe("Please note the page has been updated.");
  });
});
