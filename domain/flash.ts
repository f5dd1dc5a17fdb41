// Flash keys (spec §8 "Flash keys"): a page hash #/flash/{key} shows one toast for 10 s (spec §9).

export const FLASH_TOAST_DURATION_MS = 10_000;

/** Spec §8: the keys that show a success toast. */
export const SUCCESS_FLASH_KEYS = [
  "welcome-lead-sent-new-user",
  "welcome-lead-sent",
  "send-property-sent",
  "user-create-successful",
  "user-login-successful",
] as const;

/** Spec §8: the keys that show an error toast (besides any key containing 'error'). */
export const ERROR_FLASH_KEYS = [
  "send-property-invalid",
  "lead-sending-error",
  "file-upload-error",
  "location-not-found",
  "lead-sending-error-validation",
  "user-create-dupe",
  "article-not-found-error",
  "user-create-error",
  "names-not-different",
  "search-query-required",
  "recaptcha-invalid",
  "invalid-message-content",
  "password-invalid",
  "site-not-live",
  "postcode-invalid",
  "invalid-authenticity-token",
] as const;

export const FLASH_KEYS = [...SUCCESS_FLASH_KEYS, ...ERROR_FLASH_KEYS] as const;

export type FlashKind = "success" | "error" | "info";

const successKeys: ReadonlySet<string> = new Set(SUCCESS_FLASH_KEYS);
const errorKeys: ReadonlySet<string> = new Set(ERROR_FLASH_KEYS);

/** Spec §8: success list → success; 'error' anywhere or the error list → error; anything else is neutral. */
export function flashKind(key: string): FlashKind {
  if (successKeys.has(key)) return "success";
  if (key.includes("error") || errorKeys.has(key)) return "error";
  return "info";
}

// The page's text when the content names the key; otherwise a sentence that fits the toast's kind.
const FALLBACK_TEXT: Record<FlashKind, string> = {
  success: "Thank you, that worked.",
  error: "Sorry, something went wrong. Please try again.",
  info: "Please note the page has been updated.",
};

export type FlashToast = { kind: FlashKind; text: string; durationMs: number };

/** The toast for a flash key, with its text from the site's flash messages (spec §8: "from the page"). */
export function flashToast(key: string, messages: Readonly<Record<string, string>>): FlashToast {
  const kind = flashKind(key);
  const text = Object.hasOwn(messages, key) ? messages[key] : undefined;
  return { kind, text: text ?? FALLBACK_TEXT[kind], durationMs: FLASH_TOAST_DURATION_MS };
}
