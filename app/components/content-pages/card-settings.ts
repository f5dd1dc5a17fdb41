// The theme settings a property card reads (spec §3 "Property card"), with their defaults when the agency's
// content has no theme: for the loaders of the pages that list property cards (auctions, branch).
import type { Theme } from "../../../domain/site-content.ts";

export function propertyCardSettings(theme: Theme | undefined) {
  const settings = theme?.settings;
  return {
    displaySstcStatusAsSold: settings?.displaySstcStatusAsSold ?? false,
    displayAcreageIconOnPropertyResults: settings?.displayAcreageIconOnPropertyResults ?? false,
  };
}
