import { describe, expect, it } from "vitest";
import { emailBranding } from "../../../tests/factories/email-branding.ts";
import { valuationBody } from "../../../tests/support/valuation-body.ts";
import { composeLeadEmails, leadAnswers } from "./lead-emails.ts";

const recipient = {
  email: "bath@agency.example",
  reason: "branch" as const,
  branchId: 2,
  departmentId: null,
  staffId: null,
};
const branding = emailBranding();

// A valuation as the three-step form posts it (spec §7), internal fields and all.
const valuationPayload = valuationBody("jane@example.com", {
  lead_client: { first_name: "Jane", last_name: "Smith", tel_home: "07700 900123" },
  lead_booking: {
    book_viewing: "yes",
    booking_time: "10:00",
    booking_day: "3",
    booking_month: "12",
    booking_year: "2024",
  },
});

const valuation = {
  id: 41,
  kind: "valuation" as const,
  firstName: "Jane",
  lastName: "Smith",
  email: "jane@example.com",
  telephone: "07700 900123",
  message: "Please call after 5pm",
  property: null,
  ...leadAnswers(valuationPayload),
};

const viewing = {
  id: 42,
  kind: "viewing" as const,
  firstName: "Vera",
  lastName: "<Viewer>",
  email: "vera@example.com",
  telephone: "0770090",
  message: "Saturday?\n<b>Thanks</b>",
  property: {
    id: 7,
    reference: "MV7",
    displayAddress: "1 Royal Crescent, Bath",
    photoKey: "demo/house 1.jpg",
  },
  details: [],
};

describe("leadAnswers", () => {
  it("gives the address in one line, the booking in words and the known answers labelled", () => {
    expect(leadAnswers(valuationPayload)).toEqual({
      address: "Rose Cottage 12 Mill Lane, Bristol, Avon, BS1 4DJ",
      appointment: "Tuesday 3 December 2024, 10:00",
      details: [["Valuation for", "Selling"]],
    });
  });

  it("reads the viewing form's flat names, and leaves out fields it does not know", () => {
    expect(
      leadAnswers({
        "lead_client[house_number]": "12",
        "lead_client[street_address]": "Mill Lane",
        "lead_client[town]": "Bath",
        "lead_client[postcode]": "",
        "lead[lead_type]": "email_portal_lead",
        "lead[branch_department_id]": "3",
        "lead_client[secret_flag]": "x",
      }),
    ).toEqual({ address: "12 Mill Lane, Bath", appointment: null, details: [] });
  });
});

describe("composeLeadEmails: the branch's notification", () => {
  const { notification } = composeLeadEmails(valuation, recipient, branding);

  it("says what it is, for a person: heading, appointment in words, contact details, message, reply link", () => {
    expect(notification.subject).toBe("Valuation request from Jane Smith");
    expect(notification.replyTo).toBe("jane@example.com");
    const text = notification.text;
    expect(text.startsWith("Valuation request from Jane Smith\n")).toBe(true);
    expect(text).toContain("Preferred appointment\nTuesday 3 December 2024, 10:00");
    expect(text).toContain("Name: Jane Smith");
    expect(text).toContain("Email: jane@example.com");
    expect(text).toContain("Telephone: 07700 900123");
    expect(text).toContain("Address: Rose Cottage 12 Mill Lane, Bristol, Avon, BS1 4DJ");
    expect(text).toContain("Valuation for: Selling");
    expect(text).toContain("Message\nPlease call after 5pm");
    expect(text).toContain(
      "Reply to Jane: mailto:jane@example.com?subject=Re%3A%20Valuation%20request%20from%20Jane%20Smith",
    );
    const html = notification.html;
    expect(html).toContain(">Valuation request from Jane Smith</h1>");
    expect(html).toContain('<a style="color:#0e5a61" href="mailto:jane@example.com">jane@example.com</a>');
    expect(html).toContain('<a style="color:#0e5a61" href="tel:07700900123">07700 900123</a>');
    expect(html).toMatch(
      /<a style="[^"]+" href="mailto:jane@example\.com\?subject=[^"]+">Reply to Jane<\/a>/,
    );
  });

  it("links to the lead in the back office, in both parts, to open it and work it there", () => {
    expect(notification.text).toContain(
      "Open this lead in the back office: https://agency.example/admin/leads/41",
    );
    expect(notification.html).toMatch(
      /<a [^>]*href="https:\/\/agency\.example\/admin\/leads\/41"[^>]*>Open this lead in the back office<\/a>/,
    );
  });

  it("gives the enquirer no link to the back office", () => {
    const { acknowledgement } = composeLeadEmails(valuation, recipient, branding);
    expect(acknowledgement.text).not.toContain("/admin");
    expect(acknowledgement.html).not.toContain("/admin");
  });

  it("shows no internal field: ids, flags, form types, tokens", () => {
    for (const part of [notification.text, notification.html]) {
      for (const internal of [
        "Is valuation request",
        "Branch id",
        "Do not contact",
        "Opt in terms",
        "Book viewing",
        "Booking time",
        "Channel",
        "lead 41",
        "(lead",
      ]) {
        expect(part).not.toContain(internal);
      }
    }
  });

  it("shows the property with its address, reference, photo and page links", () => {
    const { notification: email } = composeLeadEmails(viewing, recipient, branding);
    expect(email.text).toContain("The property\n1 Royal Crescent, Bath\nReference: MV7");
    expect(email.text).toContain("Property page: https://agency.example/properties/7");
    expect(email.text).toContain("Photo: https://agency.example/media/_x_/demo/house%201.jpg");
    expect(email.html).toContain('href="https://agency.example/properties/7">See the property page</a>');
    expect(email.html).toContain('src="https://agency.example/media/408x250/demo/house%201.jpg"');
  });

  it("escapes what the visitor wrote in the HTML part and keeps it as written in the text part", () => {
    const { notification: email } = composeLeadEmails(viewing, recipient, branding);
    expect(email.subject).toBe("Viewing request from Vera <Viewer>: 1 Royal Crescent, Bath (ref MV7)");
    expect(email.text).toContain("Saturday?\n<b>Thanks</b>");
    expect(email.html).toContain("Vera &lt;Viewer&gt;");
    expect(email.html).toContain("Saturday?<br>&lt;b&gt;Thanks&lt;/b&gt;");
    expect(email.html).not.toContain("<b>Thanks");
    expect(email.html).not.toContain("<Viewer>");
  });

  it("comes in the agency's layout: its name or logo, colour and footer with its address", () => {
    expect(notification.html).toContain('src="https://agency.example/logo.png" alt="Marlow &amp; Vale"');
    expect(notification.html).toContain("border-bottom:4px solid #0e5a61");
    expect(notification.html).toContain("14 Queen Square, Bristol BS1 4NT");
    expect(notification.text).toMatch(
      /\n-- \nMarlow & Vale Estate Agents Ltd\n14 Queen Square, Bristol BS1 4NT\nTelephone 0117 496 0000\nhttps:\/\/agency\.example\/$/,
    );
  });
});

describe("composeLeadEmails: the enquirer's acknowledgement", () => {
  it("thanks the enquirer, repeats the appointment asked for, replies going to the recipient", () => {
    const { acknowledgement } = composeLeadEmails(valuation, recipient, branding);
    expect(acknowledgement.to).toBe("jane@example.com");
    expect(acknowledgement.replyTo).toBe("bath@agency.example");
    expect(acknowledgement.subject).toBe("Thank you for your valuation request – Marlow & Vale");
    expect(acknowledgement.text).toMatch(
      /^Thank you for your valuation request\n\nDear Jane,\n\nThank you for your valuation request\./,
    );
    expect(acknowledgement.text).toContain("You asked for an appointment on Tuesday 3 December 2024, 10:00.");
    expect(acknowledgement.html).toContain("Marlow &amp; Vale");
  });

  it("names the property viewed", () => {
    const { acknowledgement } = composeLeadEmails(viewing, recipient, branding);
    expect(acknowledgement.text).toContain(
      "Thank you for your viewing request about 1 Royal Crescent, Bath.",
    );
    expect(acknowledgement.text).toContain("The property: https://agency.example/properties/7");
  });
});
