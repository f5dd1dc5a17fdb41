// The heading of a property page (spec §9 "Site variant"): the standard wording reads
// '3 bedroom detached house for sale in Bath'; the 'gth' variant has its own, title-cased wording.
import type { SearchChannel } from "../../search/model/criteria.ts";

export type SiteVariant = "standard" | "gth";

export type WordingInput = {
  channel: SearchChannel;
  bedrooms: number;
  propertyType: string;
  tags: readonly string[];
  town: string;
  parentId: number | null;
};

const hasTag = (tags: readonly string[], wanted: string) => tags.some((tag) => tag.toLowerCase() === wanted);

/**
 * A development plot: a plot of a development (it has a parent), the development site itself, or a listing
 * the agency tagged as one ('development', or the gth tag 'gth development').
 */
export function isDevelopmentPlot(p: WordingInput): boolean {
  return (
    p.parentId !== null ||
    /\b(development|plot)\b/i.test(p.propertyType) ||
    hasTag(p.tags, "development") ||
    hasTag(p.tags, "gth development")
  );
}

/** Barns still to convert; a 'Barn Conversion' is a finished home and keeps the ordinary wording. */
export function isBarnToConvert(p: WordingInput): boolean {
  if (/conversion|converted/i.test(p.propertyType)) return false;
  return /\bbarns?\b/i.test(p.propertyType) || hasTag(p.tags, "barn") || hasTag(p.tags, "barns");
}

const titleCase = (text: string) => text.replace(/\b[a-z]/g, (letter) => letter.toUpperCase());

/** spec §9: "Wording 'for sale' / 'to let'". */
export function channelWording(channel: SearchChannel): "for sale" | "to let" {
  return channel === "sales" ? "for sale" : "to let";
}

/**
 * The page heading. A listing without bedrooms (land, a commercial unit) leaves the count out rather than
 * saying '0 bedroom'.
 */
export function propertyHeading(p: WordingInput, variant: SiteVariant): string {
  const town = p.town.trim();
  const type = p.propertyType.trim();
  const beds = p.bedrooms > 0 ? `${p.bedrooms} bedroom ` : "";
  if (variant === "gth") {
    // spec §9 "Site variant": the three wordings, each followed by the town.
    if (isDevelopmentPlot(p)) return `Development Opportunity For Sale In ${town}`;
    if (isBarnToConvert(p)) return `Barn(s) To Convert In ${town}`;
    return `${titleCase(`${beds}${type} ${channelWording(p.channel)} in`)} ${town}`;
  }
  const typeText = /^[A-Z]{2,}/.test(type) ? type : type.toLowerCase();
  const sentence = `${beds}${typeText} ${channelWording(p.channel)} in ${town}`;
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}
