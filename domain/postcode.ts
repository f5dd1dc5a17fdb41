// UK postcodes and their parts, as the postcode imports, the geocoder and the location search read them:
// "BS8 2LG" is a postcode, its sector "BS8 2" (outward code + the inward code's digit), its district "BS8"
// (the outward code) and its area "BS". Pure: shared by the importers, the services and the browser.

// Outward code: A9, A99, A9A, AA9, AA99, AA9A; inward code: 9AA. Spaces anywhere are ignored.
const FULL = /^([A-Z]{1,2}\d[A-Z\d]?)(\d[A-Z]{2})$/;
const DISTRICT = /^[A-Z]{1,2}\d[A-Z\d]?$/;
const SECTOR = /^([A-Z]{1,2}\d[A-Z\d]?) (\d)$/;

export type PostcodeParts = { postcode: string; sector: string; district: string };

/** "bs82lg", " BS8  2lg " → "BS8 2LG"; null when the text is not a whole UK postcode. */
export function normalisePostcode(text: string): string | null {
  const parts = FULL.exec(text.replace(/\s+/g, "").toUpperCase());
  return parts ? `${parts[1]} ${parts[2]}` : null;
}

/** "bs82lg" → { postcode: "BS8 2LG", sector: "BS8 2", district: "BS8" }; null when not a whole postcode. */
export function postcodeParts(text: string): PostcodeParts | null {
  const postcode = normalisePostcode(text);
  if (!postcode) return null;
  const [district, inward] = postcode.split(" ") as [string, string];
  return { postcode, sector: `${district} ${inward[0]}`, district };
}

export type PostcodeQuery =
  | { kind: "postcode"; postcode: string; sector: string; district: string }
  | { kind: "sector"; sector: string; district: string }
  | { kind: "district"; district: string };

/**
 * What a visitor typed, read as a postcode or a part of one: a whole postcode in any spacing ("bs82lg"), a
 * sector with its space ("bs8 2"; without it "BS82" would read as a district) or a district ("ox2").
 * Null for anything else ("Bath", "BS8 2L").
 */
export function readPostcodeQuery(text: string): PostcodeQuery | null {
  const parts = postcodeParts(text);
  if (parts) return { kind: "postcode", ...parts };
  const spaced = text.trim().replace(/\s+/g, " ").toUpperCase();
  const sector = SECTOR.exec(spaced);
  if (sector) return { kind: "sector", sector: spaced, district: sector[1]! };
  if (DISTRICT.test(spaced)) return { kind: "district", district: spaced };
  return null;
}

/**
 * Whether typed text could be the start of a postcode ("B", "BS8", "BS8 2", "BS8 2L"): only then are
 * postcode districts and sectors offered as location suggestions, and only those starting with the text.
 */
export function couldStartPostcode(text: string): boolean {
  const spaced = text.trim().replace(/\s+/g, " ").toUpperCase();
  return /^[A-Z]{1,2}(\d[A-Z\d]?( \d[A-Z]{0,2})?)?$/.test(spaced);
}
