// The captcha of a lead form (spec §4 "Captcha forms"; §7: token field g-recaptcha-response). Builds on the
// shared widget loader (../property/contact/use-captcha.ts): its script loads on the form's first focus.
//
// const captchaState = useLeadCaptcha(captcha, "viewing")
//   <form onFocus={captchaState.load}> … <CaptchaSlot captcha={captcha} /> …
//   const token = await captchaState.tokenFor(form)   v3: a fresh invisible token, written into the form too;
//                                                     v2: what the checkbox wrote; none: null
//   captchaState.reset()                              after a failure (spec §4 "the recaptcha is reset")
import { useCallback } from "react";
import { CAPTCHA_TOKEN_FIELD, type PublicCaptcha } from "../../../domain/captcha.ts";
import { useCaptcha } from "../property/contact/use-captcha.ts";

export const CAPTCHA_FIELD = CAPTCHA_TOKEN_FIELD;

export function CaptchaSlot({ captcha }: { captcha: PublicCaptcha | undefined }) {
  if (captcha?.provider === "recaptcha-v2")
    return <div className="g-recaptcha" data-sitekey={captcha.siteKey} />;
  if (captcha?.provider === "recaptcha-v3") return <input type="hidden" name={CAPTCHA_FIELD} />;
  return null;
}

export function useLeadCaptcha(captcha: PublicCaptcha | undefined, action: string) {
  const { load, invisibleToken } = useCaptcha(captcha ?? null, action);

  const tokenFor = useCallback(
    async (form: HTMLFormElement): Promise<string | null> => {
      const field = form.elements.namedItem(CAPTCHA_FIELD);
      const input = field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? field : null;
      if (captcha?.provider === "recaptcha-v3") {
        const token = (await invisibleToken()) ?? "";
        if (input) input.value = token;
        return token;
      }
      return captcha?.provider === "recaptcha-v2" ? (input?.value ?? "") : null;
    },
    [captcha, invisibleToken],
  );

  const reset = useCallback(() => {
    // v2 keeps its solved checkbox until told; v3 makes a fresh token on every submit anyway.
    if (captcha?.provider !== "recaptcha-v2") return;
    const grecaptcha = window.grecaptcha as { reset?: () => void } | undefined;
    grecaptcha?.reset?.();
  }, [captcha]);

  return { load, tokenFor, reset };
}
