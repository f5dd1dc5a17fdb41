// A captcha provider for browser tests (spec §4 "Captcha forms"; reCAPTCHA v2). The provider's browser script
// is stood in for at the network edge (the page still loads it from Google's address, which the CSP allows):
// it renders each `.g-recaptcha` box's hidden answer field and counts resets. The server verifies answers
// against a local siteverify speaking Google's protocol (https://developers.google.com/recaptcha/docs/verify):
// form-encoded {secret, response} → {success, error-codes}.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "@playwright/test";

export const CAPTCHA_SECRET = "test-secret";
export const HUMAN_ANSWER = "good-token";

const FAKE_API_JS = `
  window.__captchaResets = 0;
  window.grecaptcha = {
    ready(callback) { callback(); },
    reset() {
      window.__captchaResets += 1;
      for (const answer of document.querySelectorAll('textarea[name="g-recaptcha-response"]')) answer.value = "";
    },
  };
  for (const box of document.querySelectorAll(".g-recaptcha")) {
    const answer = document.createElement("textarea");
    answer.name = "g-recaptcha-response";
    answer.hidden = true;
    box.append(answer);
  }`;

/** Serves the stand-in script to this page wherever it asks Google for reCAPTCHA. */
export function routeCaptchaScript(page: Page) {
  return page.route("https://www.google.com/recaptcha/api.js*", (route) =>
    route.fulfill({ contentType: "text/javascript", body: FAKE_API_JS }),
  );
}

/** How many times the page's captcha was reset. */
export function captchaResets(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __captchaResets: number }).__captchaResets);
}

/** A local siteverify; `verified` lists every answer it was asked about; `env` configures a test server. */
export async function startSiteverify() {
  const verified: string[] = [];
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => {
      const form = new URLSearchParams(body);
      const token = form.get("response") ?? "";
      verified.push(token);
      const success = form.get("secret") === CAPTCHA_SECRET && token === HUMAN_ANSWER;
      response.writeHead(200, { "content-type": "application/json" });
      response.end(
        JSON.stringify(success ? { success } : { success, "error-codes": ["invalid-input-response"] }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const env = {
    CAPTCHA_PROVIDER: "recaptcha-v2",
    CAPTCHA_SITE_KEY: "test-site-key",
    CAPTCHA_SECRET_KEY: CAPTCHA_SECRET,
    CAPTCHA_VERIFY_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`,
  };
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { verified, env, close };
}
