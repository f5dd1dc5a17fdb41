// Recovery codes (issue 14): ten one-time codes shown once at set-up, for a lost authenticator. Each has 50
// random bits, so a plain SHA-256 is enough to store it (no slow hash needed against guessing a random code).
import { createHash, randomInt } from "node:crypto";

export const RECOVERY_CODE_COUNT = 10;
// No 0/O, 1/l/I: the codes are read off paper.
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
const GROUP = 5;

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: GROUP * 2 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
    return `${chars.slice(0, GROUP)}-${chars.slice(GROUP)}`;
  });
}

/** Case, spaces and dashes do not matter when a code is typed back. */
export function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, "");
}

export function looksLikeRecoveryCode(code: string): boolean {
  return new RegExp(`^[${ALPHABET}]{${GROUP * 2}}$`).test(normaliseRecoveryCode(code));
}

export function hashRecoveryCode(code: string): string {
  return createHash("sha256").update(normaliseRecoveryCode(code)).digest("hex");
}
