// TOTP against RFC 6238 Appendix B's SHA-1 test vectors (secret "12345678901234567890", 8 digits there; the
// last 6 digits are the 6-digit code), and the ±1 step window.
import { encodeBase32UpperCaseNoPadding } from "@oslojs/encoding";
import { describe, expect, it } from "vitest";
import { matchTotpStep, totpCodeAt, totpStepAt } from "./totp.ts";

const SECRET = encodeBase32UpperCaseNoPadding(new TextEncoder().encode("12345678901234567890"));

describe("TOTP", () => {
  it("matches RFC 6238's test vectors", () => {
    expect(totpCodeAt(SECRET, totpStepAt(new Date(59_000)))).toBe("287082");
    expect(totpCodeAt(SECRET, totpStepAt(new Date(1_111_111_109_000)))).toBe("081804");
    expect(totpCodeAt(SECRET, totpStepAt(new Date(2_000_000_000_000)))).toBe("279037");
  });

  it("accepts the current step and one either side, no further", () => {
    const now = new Date(1_111_111_109_000);
    const step = totpStepAt(now);
    for (const offset of [-1, 0, 1]) {
      expect(matchTotpStep(SECRET, totpCodeAt(SECRET, step + offset), now)).toBe(step + offset);
    }
    expect(matchTotpStep(SECRET, totpCodeAt(SECRET, step + 2), now)).toBeNull();
    expect(matchTotpStep(SECRET, totpCodeAt(SECRET, step - 2), now)).toBeNull();
    expect(matchTotpStep(SECRET, "12345", now)).toBeNull();
  });
});
