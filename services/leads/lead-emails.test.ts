import { describe, expect, it } from "vitest";
import { composeLeadEmails, payloadDetails } from "./lead-emails.ts";

const recipient = {
  email: "bath@agency.example",
  reason: "branch" as const,
  branchId: 2,
  departmentId: null,
  staffId: null,
};
const site = { agencyName: "Marlow & Vale", publicUrl: "https://agency.example" };
const lead = {
  id: 41,
  kind: "viewing" as const,
  firstName: "Vera",
  lastName: "<Viewer>",
  email: "vera@example.com",
  telephone: "0770090",
  message: "Saturday?\n<b>Thanks</b>",
  property: { id: 7, reference: "MV7", displayAddress: "1 Royal Crescent, Bath" },
  details: [["Town", "Bath"]] as const,
};

describe("composeLeadEmails", () => {
  const { notification, acknowledgement } = composeLeadEmails(lead, recipient, site);

  it("notifies the recipient, replies going to the enquirer", () => {
    expect(notification.to).toBe("bath@agency.example");
    expect(notification.replyTo).toBe("vera@example.com");
    expect(notification.subject).toBe("Viewing request from Vera <Viewer>: 1 Royal Crescent, Bath (ref MV7)");
    expect(notification.text).toContain("Telephone: 0770090");
    expect(notification.text).toContain("Town: Bath");
    expect(notification.text).toContain("Link: https://agency.example/properties/7");
    expect(notification.text).toContain("Saturday?\n<b>Thanks</b>");
  });

  it("escapes what the visitor wrote in the HTML part", () => {
    expect(notification.html).toContain("Vera &lt;Viewer&gt;");
    expect(notification.html).toContain("&lt;b&gt;Thanks&lt;/b&gt;");
    expect(notification.html).not.toContain("<b>Thanks");
  });

  it("lays the answers out as one table row each", () => {
    expect(notification.html).toContain(
      '<table>\n<tr><th align="left">Name</th><td>Vera &lt;Viewer&gt;</td></tr>',
    );
    expect(notification.html.match(/<table>/g)).toHaveLength(1);
    expect(notification.html).toMatch(/<\/tr>\n<\/table>/);
  });

  it("acknowledges to the enquirer, replies going to the recipient", () => {
    expect(acknowledgement.to).toBe("vera@example.com");
    expect(acknowledgement.replyTo).toBe("bath@agency.example");
    expect(acknowledgement.subject).toBe("Thank you for your viewing request – Marlow & Vale");
    expect(acknowledgement.text).toMatch(
      /^Dear Vera,\n\nThank you for your viewing request about 1 Royal Crescent, Bath\./,
    );
  });
});

describe("payloadDetails", () => {
  it("flattens nested and bracketed names into labelled lines, leaving out what is shown already", () => {
    const details = payloadDetails(
      {
        "lead_client[first_name]": "Vera",
        "lead_client[town]": "Bath",
        lead_booking: { booking_day: "14", booking_time: "10:00" },
        lead: { message: "Hi", valuation_reason: "" },
      },
      new Set(["first_name", "message"]),
    );
    expect(details).toEqual([
      ["Town", "Bath"],
      ["Booking day", "14"],
      ["Booking time", "10:00"],
    ]);
  });
});
