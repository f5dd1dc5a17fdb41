import { describe, expect, it } from "vitest";
import { emailBranding } from "../../tests/factories/email-branding.ts";
import { emailBrandingOf } from "./branding.ts";
import { brandedEmail, emailButton } from "./layout.ts";
import { mailSender, senderAddress } from "./sender.ts";
import { safeHtml } from "./template.ts";

const message = {
  to: "a@example.com",
  replyTo: null,
  subject: "Hello",
  heading: "A <heading>",
  text: "Body line",
  html: safeHtml`<p>Body <a href="https://agency.example/x">link</a></p>`,
};

describe("brandedEmail", () => {
  const email = brandedEmail(emailBranding(), message);

  it("lays the message out in tables with inline styles only, in the agency's colours", () => {
    expect(email.html).toMatch(/^<!DOCTYPE html>/);
    expect(email.html).not.toContain("<style");
    expect(email.html).not.toContain("class=");
    expect(email.html).toContain('<table role="presentation" width="600"');
    expect(email.html).toContain("border-bottom:4px solid #0e5a61");
    expect(email.html).toContain('<p style="margin:0 0 16px">Body <a style="color:#0e5a61" href=');
    expect(email.html).toContain(">A &lt;heading&gt;</h1>");
  });

  it("shows the logo when there is one, else the agency's name", () => {
    expect(email.html).toContain('<img src="https://agency.example/logo.png" alt="Marlow &amp; Vale"');
    const plain = brandedEmail(emailBranding({ logo: null }), message);
    expect(plain.html).not.toContain("<img");
    expect(plain.html).toMatch(/<a href="https:\/\/agency\.example\/" style="[^"]+">Marlow &amp; Vale<\/a>/);
  });

  it("keeps the text part readable: heading, body, then the footer after a signature line", () => {
    expect(email.text).toBe(
      [
        "A <heading>",
        "",
        "Body line",
        "",
        "-- ",
        "Marlow & Vale Estate Agents Ltd",
        "14 Queen Square, Bristol BS1 4NT",
        "Telephone 0117 496 0000",
        "https://agency.example/",
      ].join("\n"),
    );
    expect(email.html).toContain("<strong>Marlow &amp; Vale Estate Agents Ltd</strong>");
  });

  it("draws a call to action as a button in the theme colour", () => {
    expect(String(emailButton(emailBranding(), "https://x.test/?a=1&b=2", "Go"))).toContain(
      'bgcolor="#0e5a61"',
    );
    expect(String(emailButton(emailBranding(), "https://x.test/?a=1&b=2", "Go"))).toContain(
      'href="https://x.test/?a=1&amp;b=2">Go</a>',
    );
  });
});

describe("emailBrandingOf", () => {
  it("takes the name, colours, footer and an absolute raster logo from the site content", () => {
    const branding = emailBrandingOf(
      {
        header: {
          logo: { url: "/logo.png", alt: "M&V", width: 180, height: 48 },
          agencyName: "Marlow & Vale",
          agencyContactTelephone: "0117 496 0000",
          primaryMenuItems: [],
          secondaryMenuItems: [],
        },
        footer: {
          legalName: "Marlow & Vale Ltd",
          registeredOffice: "14 Queen Square, Bristol",
          legalLinks: [],
          socialLinks: [],
        },
      },
      "https://agency.example",
    );
    expect(branding.logo?.url).toBe("https://agency.example/logo.png");
    expect(branding.footer).toEqual({
      name: "Marlow & Vale Ltd",
      address: "14 Queen Square, Bristol",
      telephone: "0117 496 0000",
    });
    expect(branding.colours.primary).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it("prefers the content's emailLogo, since mail clients show no SVG", () => {
    const header = {
      logo: { url: "/logo.svg", alt: "M&V", width: 180, height: 48 },
      agencyName: "Marlow & Vale",
      agencyContactTelephone: "0117 496 0000",
      primaryMenuItems: [],
      secondaryMenuItems: [],
    };
    expect(emailBrandingOf({ header }, "https://agency.example").logo).toBeNull();
    const withEmailLogo = {
      ...header,
      emailLogo: { url: "/logo-email.png", alt: "M&V", width: 180, height: 48 },
    };
    expect(emailBrandingOf({ header: withEmailLogo }, "https://agency.example").logo?.url).toBe(
      "https://agency.example/logo-email.png",
    );
  });

  it("leaves out an SVG logo (mail clients do not show it) and falls back without content", () => {
    const branding = emailBrandingOf({}, "http://localhost:3000");
    expect(branding.agencyName).toBe("Openhouse");
    expect(branding.logo).toBeNull();
    expect(branding.footer.name).toBe("Openhouse");
  });
});

describe("mailSender", () => {
  it("sends with the agency's name and MAIL_FROM's address", () => {
    expect(mailSender("no-reply@agency.example", "Marlow & Vale")).toEqual({
      name: "Marlow & Vale",
      address: "no-reply@agency.example",
    });
  });

  it("keeps a MAIL_FROM that names its sender, and a bare address without an agency name", () => {
    expect(mailSender("Lettings <let@agency.example>", "Marlow & Vale")).toBe(
      "Lettings <let@agency.example>",
    );
    expect(mailSender("no-reply@agency.example", undefined)).toBe("no-reply@agency.example");
    expect(senderAddress("Openhouse <no-reply@localhost>")).toBe("no-reply@localhost");
  });
});
