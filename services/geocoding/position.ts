// Where a typed postcode and town are, as coordinates: the back office's desks place a listing or a branch whose
// address staff changed with the same geocoder the feed sync uses.
import type { Geocoder } from "./index.ts";

/** The position of a postcode and town; null when they cannot be placed. */
export async function positionFor(
  geocoder: Geocoder,
  place: { postcode: string; town: string },
): Promise<{ latitude: number; longitude: number } | null> {
  const found = await geocoder.geocode(place);
  return found ? { latitude: found.latitude, longitude: found.longitude } : null;
}
