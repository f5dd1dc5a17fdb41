// TOTP (RFC 6238: SHA-1, 6 digits, 30-second steps, what every authenticator app speaks) with @oslojs/otp.
// A code is accepted for the current step and one step either side (clock drift), and never twice: the
// caller records the step it matched (modules/staff/repos/staff-users.ts claimTotpStep).
import { randomBytes, timingSafeEqual } from "node:crypto";
import { decodeBase32IgnorePadding, encodeBase32UpperCaseNoPadding } from "@oslojs/encoding";
import { createTOTPKeyURI, generateHOTP } from "@oslojs/otp";
import QRCode from "qrcode";

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
const ACCEPTED_DRIFT_STEPS = 1;

/** A new secret of 20 bytes (RFC 4226 §4 recommends 160 bits), as base32 for people and apps. */
export function newTotpSecret(): string {
  return encodeBase32UpperCaseNoPadding(randomBytes(20));
}

export function totpStepAt(now: Date): number {
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS);
}

export function totpCodeAt(secret: string, step: number): string {
  return generateHOTP(decodeBase32IgnorePadding(secret), BigInt(step), TOTP_DIGITS);
}

export function isTotpCodeShape(code: string): boolean {
  return new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code);
}

/** The step the code belongs to (now, or one step either side), or null when it matches none. */
export function matchTotpStep(secret: string, code: string, now: Date): number | null {
  if (!isTotpCodeShape(code)) return null;
  const current = totpStepAt(now);
  let matched: number | null = null;
  // Every candidate is compared (no early return), in constant time.
  for (let step = current - ACCEPTED_DRIFT_STEPS; step <= current + ACCEPTED_DRIFT_STEPS; step++) {
    if (timingSafeEqual(Buffer.from(totpCodeAt(secret, step)), Buffer.from(code))) matched ??= step;
  }
  return matched;
}

/** The otpauth:// URI authenticator apps read from the QR code. */
export function totpKeyUri(issuer: string, accountName: string, secret: string): string {
  return createTOTPKeyURI(
    issuer,
    accountName,
    decodeBase32IgnorePadding(secret),
    TOTP_PERIOD_SECONDS,
    TOTP_DIGITS,
  );
}

/** The URI as an SVG QR code, rendered on the server (no script, no image request: the CSP stays as is). */
export function totpQrSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
}
