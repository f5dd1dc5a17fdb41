// The branding email tests compose with: the demo agency's look (content/demo-agency.json), a raster logo.
import type { EmailBranding } from "../../platform/email/layout.ts";

export function emailBranding(overrides: Partial<EmailBranding> = {}): EmailBranding {
  return {
    agencyName: "Marlow & Vale",
    publicUrl: "https://agency.example/",
    logo: { url: "https://agency.example/logo.png", alt: "Marlow & Vale", width: 180, height: 48 },
    colours: {
      primary: "#0e5a61",
      primaryContrast: "#ffffff",
      text: "#1c2b33",
      background: "#ffffff",
      headerBackground: "#ffffff",
      headerText: "#1c2b33",
      footerBackground: "#102a33",
      footerText: "#eef3f2",
    },
    fontFamily: "system-ui, sans-serif",
    footer: {
      name: "Marlow & Vale Estate Agents Ltd",
      address: "14 Queen Square, Bristol BS1 4NT",
      telephone: "0117 496 0000",
    },
    ...overrides,
  };
}
