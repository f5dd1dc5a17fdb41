// The captcha port (spec §7 "Captcha guards ... Two captcha versions are supported; token field
// g-recaptcha-response"). reCAPTCHA v2 and v3 verify a token with Google's siteverify protocol:
// https://developers.google.com/recaptcha/docs/verify (form-encoded secret, response, remoteip; JSON answer
// success, challenge_ts, hostname, error-codes, and for v3 score and action).
import { z } from "zod";
import type { Config } from "./config.ts";
import type { PublicCaptcha } from "../domain/captcha.ts";
import type { Logger } from "./logger.ts";

export { CAPTCHA_TOKEN_FIELD } from "../domain/captcha.ts";
const DEFAULT_TIMEOUT_MS = 5_000;

export type CaptchaVerdict = { ok: boolean; reason?: string; score?: number };

export type Captcha = {
  provider: Config["captcha"]["provider"];
  siteKey: string | null;
  verify(token: string | null | undefined, context: { ip: string; action?: string }): Promise<CaptchaVerdict>;
};

/** What the browser's forms need to draw the captcha: none when no provider or site key is configured. */
export function publicCaptcha({ captcha }: { captcha: Captcha }): PublicCaptcha {
  const { provider, siteKey } = captcha;
  return provider === "none" || !siteKey ? null : { provider, siteKey };
}

const siteverifyAnswer = z.object({
  success: z.boolean(),
  challenge_ts: z.string().optional(),
  hostname: z.string().optional(),
  "error-codes": z.array(z.string()).optional(),
  score: z.number().optional(),
  action: z.string().optional(),
});

export function createCaptcha(
  config: Config["captcha"],
  deps: { logger: Logger; timeoutMs?: number },
): Captcha {
  const { provider, siteKey, secretKey, verifyUrl, minScore } = config;
  if (provider === "none") return { provider, siteKey: null, verify: async () => ({ ok: true }) };
  // platform/config.ts already insists on both keys; this keeps a misconfiguration from passing silently.
  if (!secretKey) throw new Error(`CAPTCHA_SECRET_KEY is required with ${provider}`);
  const secret = secretKey;
  const timeoutMs = deps.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  async function verify(token: string | null | undefined, context: { ip: string; action?: string }) {
    // Google's own code for an absent token; no reason to ask it.
    if (!token) return { ok: false, reason: "missing-input-response" };
    const body = new URLSearchParams({ secret, response: token });
    if (context.ip) body.set("remoteip", context.ip);

    let answer: z.infer<typeof siteverifyAnswer>;
    try {
      const response = await fetch(verifyUrl, {
        method: "POST",
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) return failed(`http-${response.status}`);
      const parsed = siteverifyAnswer.safeParse(await response.json().catch(() => undefined));
      if (!parsed.success) return failed("malformed-response");
      answer = parsed.data;
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === "TimeoutError";
      return failed(timedOut ? "timeout" : "network-error", error);
    }

    if (!answer.success) return { ok: false, reason: answer["error-codes"]?.join(",") || "not-successful" };
    if (provider === "recaptcha-v2") return { ok: true };
    // v3 always scores (1.0 human … 0.0 bot); the action guards against a token made for another form.
    if (answer.score === undefined) return failed("malformed-response");
    if (context.action && answer.action !== context.action) {
      return { ok: false, reason: "action-mismatch", score: answer.score };
    }
    if (answer.score < minScore) return { ok: false, reason: "score-too-low", score: answer.score };
    return { ok: true, score: answer.score };
  }

  // Our side or Google's is broken rather than the visitor: worth a log line.
  function failed(reason: string, error?: unknown): CaptchaVerdict {
    deps.logger.warn({ provider, reason, err: error }, "captcha verification failed");
    return { ok: false, reason };
  }

  return { provider, siteKey, verify };
}
