// The captcha widget of a form (spec §4 "Captcha forms"): the provider's script loads on first focus in the
// form; v2 shows its checkbox, v3 runs invisibly on submit and hands back the token for g-recaptcha-response.
import { useCallback, useRef } from "react";
import type { PublicCaptcha } from "../../../../domain/captcha.ts";

type Grecaptcha = {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
};

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

// spec §9: "Captcha readiness poll 500 ms for the main script".
const READY_POLL_MS = 500;
const READY_TIMEOUT_MS = 15_000;

export function useCaptcha(captcha: PublicCaptcha, action: string) {
  const requested = useRef(false);

  /** Adds the provider's script once; call on the form's first focus. */
  const load = useCallback(() => {
    if (!captcha || requested.current) return;
    requested.current = true;
    const script = document.createElement("script");
    script.src =
      captcha.provider === "recaptcha-v3"
        ? `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(captcha.siteKey)}`
        : "https://www.google.com/recaptcha/api.js";
    script.async = true;
    document.head.append(script);
  }, [captcha]);

  /** v3: a fresh token for this submission. v2 writes its own field into the form, so null there. */
  const invisibleToken = useCallback(async (): Promise<string | null> => {
    if (captcha?.provider !== "recaptcha-v3") return null;
    load();
    const grecaptcha = await whenReady();
    return grecaptcha.execute(captcha.siteKey, { action });
  }, [captcha, action, load]);

  return { load, invisibleToken };
}

function whenReady(): Promise<Grecaptcha> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const poll = () => {
      const grecaptcha = window.grecaptcha;
      if (grecaptcha?.execute) return grecaptcha.ready(() => resolve(grecaptcha));
      if (Date.now() - started > READY_TIMEOUT_MS) return reject(new Error("captcha script did not load"));
      setTimeout(poll, READY_POLL_MS);
    };
    poll();
  });
}
