// The look used until the agency's theme is loaded (an empty database): neutral and AA-compliant.
// A plain object rather than a schema parse, so the browser's first render does not need zod
// (modules/content/model/site-content.test.ts checks it is what themeSchema makes of it).
import type { Theme } from "./site-content.ts";

export const defaultTheme: Theme = {
  settings: {
    displaySstcStatusAsSold: false,
    displayStudentPropertyAsPppw: false,
    displayPppwWithoutBedroomDivision: false,
    displayAcreageIconOnPropertyResults: false,
    singleStepValuationForm: false,
    mortgageInterestRate: 4.5,
    siteVariant: "standard",
  },
  preferences: {
    logoPosition: "left",
    splitMenuEqually: false,
    colours: {
      primary: "#1d4ed8",
      primaryContrast: "#ffffff",
      accent: "#f59e0b",
      text: "#111827",
      background: "#ffffff",
      headerBackground: "#ffffff",
      headerText: "#111827",
      footerBackground: "#111827",
      footerText: "#f9fafb",
    },
    fontFamily: "system-ui, sans-serif",
  },
};

/** The agency's theme settings, or the defaults while no theme is loaded. */
export function themeSettingsOf(theme: Theme | undefined | null): Theme["settings"] {
  return theme?.settings ?? defaultTheme.settings;
}

/** The theme settings a property card reads (spec §3 "Property card"). */
export function cardSettingsOf(theme: Theme | undefined | null) {
  const { displaySstcStatusAsSold, displayAcreageIconOnPropertyResults } = themeSettingsOf(theme);
  return { displaySstcStatusAsSold, displayAcreageIconOnPropertyResults };
}
