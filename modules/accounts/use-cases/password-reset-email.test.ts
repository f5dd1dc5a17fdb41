import { describe, expect, it } from "vitest";
import { emailBranding } from "../../../tests/factories/email-branding.ts";
import { resetPasswordEmail } from "./password-reset-email.ts";

describe("resetPasswordEmail", () => {
  it("carries the link in both parts and escapes the name in the HTML", () => {
    const email = resetPasswordEmail({
      to: "a@b.co",
      firstName: "<Ann>",
      link: "https://x.test/user/reset-password/abc",
      validMinutes: 60,
      branding: emailBranding(),
    });
    expect(email.subject).toBe("Reset your password");
    expect(email.text).toContain("https://x.test/user/reset-password/abc");
    expect(email.text).toContain("for 60 minutes");
    expect(email.html).toContain('href="https://x.test/user/reset-password/abc"');
    expect(email.html).toContain(">Choose a new password</a>");
    expect(email.html).toContain("Hello &lt;Ann&gt;,");
    expect(email.html).not.toContain("<Ann>");
  });
});
