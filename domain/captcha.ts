// What a browser needs to show the captcha widget (spec §5); the secret never leaves the server.
/** The captcha settings a browser needs to show the widget (the secret stays here); null without one. */
/** The form field a captcha answer travels in (spec §7 "token field g-recaptcha-response"). */
export const CAPTCHA_TOKEN_FIELD = "g-recaptcha-response";

export type PublicCaptcha = { provider: "recaptcha-v2" | "recaptcha-v3"; siteKey: string } | null;
