import { describe, expect, it } from "vitest";
import { emailBranding } from "../../../tests/factories/email-branding.ts";
import { composeLeadReply, defaultReplySubject } from "./lead-reply-email.ts";

const branding = emailBranding();
const lead = {
  kind: "viewing" as const,
  firstName: "Vera",
  email: "vera@example.com",
  message: "Saturday?\n<b>Thanks</b>",
  createdAt: new Date("2026-11-28T23:30:00Z"),
  propertyAddress: "1 Royal Crescent, Bath",
};
const sender = {
  staffName: "Sam Negotiator",
  branch: { name: "Bath", telephone: "01225 000000" },
  replyTo: "bath@agency.example",
};

describe("composeLeadReply", () => {
  const email = composeLeadReply(
    lead,
    { subject: "Re: Your viewing request", message: "Saturday at 10 works.\n<i>See you</i>" },
    sender,
    branding,
  );

  it("goes to the enquirer, answers to the branch's inbox, with the subject staff chose", () => {
    expect(email.to).toBe("vera@example.com");
    expect(email.replyTo).toBe("bath@agency.example");
    expect(email.subject).toBe("Re: Your viewing request");
  });

  it("greets, says the reply, signs with the person and the branch, and quotes the enquiry (UK date)", () => {
    expect(email.text).toContain(
      "Dear Vera,\n\nSaturday at 10 works.\n<i>See you</i>\n\nSam Negotiator\nBath, Marlow & Vale\n01225 000000",
    );
    expect(email.text).toContain("Your message of 28 November 2026:\n> Saturday?\n> <b>Thanks</b>");
    expect(email.html).toContain("Saturday at 10 works.<br>&lt;i&gt;See you&lt;/i&gt;");
    expect(email.html).not.toContain("<i>See you");
    expect(email.html).toContain("14 Queen Square, Bristol BS1 4NT");
  });

  it("starts from a subject naming what was asked", () => {
    expect(defaultReplySubject(lead)).toBe("Re: Your viewing request about 1 Royal Crescent, Bath");
    expect(defaultReplySubject({ kind: "branch", propertyAddress: null })).toBe("Re: Your office enquiry");
  });
});
