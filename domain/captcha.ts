// What a browser needs to show the captcha widget (spec §5); the secret never leaves the server.
/** The captcha settings a browser needs to show the widget (the secret stays here); null without one. */
export type PublicCaptcha = { provider: "recaptcha-v2" | "recaptcha-v3"; siteKey: string } | null;
