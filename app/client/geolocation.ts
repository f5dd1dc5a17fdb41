// "Use my location" (spec §7 "GET /places?near={longitude},{latitude} from browser geolocation"; spec §8
// "Geolocation": its three messages, as toasts).
import { toast } from "./toast.ts";
import { nearestPlace, placeFromSuggestion, type ChosenPlace } from "./places.ts";

export const GEOLOCATION_MESSAGES = {
  unsupported: "Geolocation is not supported by your browser",
  fetching: "Fetching your location...",
  failed: "Sorry, something went wrong.",
} as const;

/**
 * Finds the place nearest the visitor: null when the browser has no geolocation or anything fails, after
 * telling the visitor with the spec's toast (the failure is logged too).
 */
export async function locateNearestPlace(): Promise<ChosenPlace | null> {
  if (typeof navigator === "undefined" || !("geolocation" in navigator)) {
    toast.error(GEOLOCATION_MESSAGES.unsupported);
    return null;
  }
  toast.success(GEOLOCATION_MESSAGES.fetching);
  try {
    const { coords } = await currentPosition(navigator.geolocation);
    const nearest = await nearestPlace(coords.longitude, coords.latitude);
    if (!nearest) throw new Error("No place near the visitor's position");
    return placeFromSuggestion(nearest);
  } catch (error) {
    console.error("Use my location failed", error);
    toast.error(GEOLOCATION_MESSAGES.failed);
    return null;
  }
}

function currentPosition(geolocation: Geolocation): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) =>
    // A place is coarse: a cached position of up to 10 minutes will do, and the visitor should not wait long.
    geolocation.getCurrentPosition(resolve, reject, { maximumAge: 600_000, timeout: 15_000 }),
  );
}
