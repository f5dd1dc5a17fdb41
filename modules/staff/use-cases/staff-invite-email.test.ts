import { describe, expect, it } from "vitest";
import { emailBranding } from "../../../tests/factories/email-branding.ts";
import { setupLinkEmail } from "./staff-invite-email.ts";

const LINK = "https://agency.example/admin/setup/abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ";

/** Nina's set-up email from Olive, with what the case changes. */
const emailTo = (input: Partial<Parameters<typeof setupLinkEmail>[0]>) =>
  setupLinkEmail({
    kind: "invite",
    to: "nina@agency.example",
    name: "Nina",
    branding: emailBranding(),
    from: "Olive Owner",
    roleText: "a negotiator (Bath, Bristol)",
    link: LINK,
    validHours: 24,
    ...input,
  });

describe("setupLinkEmail", () => {
  it("says who invited whom as what, with the link and how long it works", () => {
    const email = emailTo({});
    expect(email.subject).toBe("Your Marlow & Vale back-office account");
    expect(email.text).toContain("Hello Nina,");
    expect(email.text).toContain(
      "Olive Owner has invited you to the Marlow & Vale back office as a negotiator (Bath, Bristol).",
    );
    expect(email.text).toContain(`\n${LINK}\n`);
    expect(email.text).toContain("The link works once, for 24 hours.");
    // The HTML part escapes what it is given.
    expect(email.html).toContain("Marlow &amp; Vale");
    // The call to action is the layout's button (platform/email/layout.ts).
    expect(email.html).toMatch(new RegExp(`<a style="[^"]+" href="${LINK}">Set up your account</a>`));
  });

  it("words a second-factor reset as such", () => {
    const email = emailTo({
      kind: "reset",
      name: "",
      from: "olive@agency.example",
      roleText: "a negotiator",
    });
    expect(email.subject).toBe("Set up your Marlow & Vale back-office sign-in again");
    // The greeting is the email's heading, first in the text part.
    expect(email.text.startsWith("Hello,\n")).toBe(true);
    expect(email.text).toContain("has reset how you sign in");
  });
});
