// Where a listing is on the map, and how sure we are (issue 36). A listing nothing could place is published all
// the same: it has no pin and no radius or polygon match, and visitors are not told. One placed only by its
// postcode sector, district or town is approximate: the property map draws an area, not a street-level pin.
import type { ListingPlacement } from "../../../domain/agency.ts";

export type GeocodeLevel = "postcode" | "sector" | "district" | "town";

/** The placement a geocoder's answer gives: its level, since the feed gave no coordinates. */
export const placementOfLevel = (level: GeocodeLevel): ListingPlacement => level;

/**
 * How far from the centre the home may be, in metres, for an approximate placement; null for a pin. A sector
 * covers a few streets, a district a small town's worth, a town's centre its built-up area (the radii a portal
 * draws for the same levels).
 */
const AREA_RADIUS_METRES = {
  sector: 600,
  district: 2_500,
  town: 3_000,
} as const satisfies Partial<Record<ListingPlacement, number>>;

/** The placements that are approximate: the desk's "Approximate position" filter. */
export const APPROXIMATE_PLACEMENTS = Object.keys(AREA_RADIUS_METRES) as (keyof typeof AREA_RADIUS_METRES)[];

export const approximateRadiusMetres = (placement: ListingPlacement): number | null =>
  placement in AREA_RADIUS_METRES ? AREA_RADIUS_METRES[placement as keyof typeof AREA_RADIUS_METRES] : null;

export const isApproximate = (placement: ListingPlacement) => approximateRadiusMetres(placement) !== null;

/** What the desk says of a placement (never shown to visitors). */
export function placementLabel(placement: ListingPlacement): string {
  switch (placement) {
    case "exact":
      return "On the map";
    case "postcode":
      return "On the map (postcode)";
    case "sector":
      return "Approximate (postcode sector)";
    case "district":
      return "Approximate (postcode district)";
    case "town":
      return "Approximate (town)";
    case "unplaced":
      return "Not on the map";
  }
}

/** The reason given for a listing left unplaced: what it named, so staff can correct it in the CRM. */
export function unplacedReason(postcode: string, town: string): string {
  const named = [postcode.trim() && `postcode "${postcode.trim()}"`, town.trim() && `town "${town.trim()}"`]
    .filter(Boolean)
    .join(" or ");
  return named ? `No position for ${named}` : "No postcode or town to place it by";
}
