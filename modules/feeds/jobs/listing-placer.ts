// Places the listings imported without a position (issue 36), every PLACING_INTERVAL_MS: postcode or place
// data loaded since, or a geocoder provider that answers again, puts them on the map without a new feed run.
// Several processes may run it at once: a listing is only written while it is still unplaced.
import { feedImportDependencies } from "../sync/import-dependencies.ts";
import { placeUnplacedListings, type PlacingResult } from "../sync/place-listings.ts";
import type { Services } from "../../../platform/services.ts";
import { startPollLoop, type PollLoop } from "../../../platform/poll-loop.ts";

export const PLACING_INTERVAL_MS = 15 * 60_000;

export function startListingPlacer(
  services: Services,
  intervalMs = PLACING_INTERVAL_MS,
): PollLoop<PlacingResult | null> {
  const logFailure = (error: unknown) =>
    services.logger.error({ err: error }, "placing unplaced listings failed; tried again later");
  const { geocode } = feedImportDependencies(services);
  return startPollLoop(
    async () => {
      try {
        const result = await placeUnplacedListings(services.db, geocode);
        if (result.placed) services.logger.info(result, "placed listings that were not on the map");
        return result;
      } catch (error) {
        logFailure(error);
        return null;
      }
    },
    { intervalMs, onError: logFailure },
  );
}
