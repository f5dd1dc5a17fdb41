// The placing job (issue 36 item 1): listings imported without a position are placed once the geocoder can
// place them: postcode data or places loaded later (`npm run postcodes:import`, `places:import`), or the
// provider answering again. Run by the background jobs and at the end of those imports.
import {
  countListingsByPlacement,
  savePlacements,
  selectUnplacedListings,
  type PlacementUpdate,
} from "../../listings/index.ts";
import type { Db } from "../../../db/client.ts";
import { seedGazetteerIfEmpty } from "../../../db/reference/gazetteer.ts";
import { placementOfLevel, unplacedReason } from "../../listings/model/listing-placement.ts";
import type { Geocoder } from "./import-types.ts";

/** Listings geocoded per round: one geocoder batch and one short transaction each. */
export const PLACING_BATCH_SIZE = 500;

export type PlacingResult = { placed: number; remaining: number };

export async function placeUnplacedListings(
  db: Db,
  geocode: Geocoder,
  batchSize = PLACING_BATCH_SIZE,
): Promise<PlacingResult> {
  // Towns to place by, even when this runs before anything else loaded them.
  await seedGazetteerIfEmpty(db);
  let placed = 0;
  let afterId = 0;
  for (;;) {
    const batch = await selectUnplacedListings(db, afterId, batchSize);
    if (batch.length === 0) break;
    afterId = batch.at(-1)!.id;
    const found = await geocode(batch.map(({ postcode, town, county }) => ({ postcode, town, county })));
    const updates: PlacementUpdate[] = batch.map((listing, i) => {
      const answer = found[i] ?? null;
      if (answer && "latitude" in answer)
        return {
          id: listing.id,
          latitude: answer.latitude,
          longitude: answer.longitude,
          placement: placementOfLevel(answer.precision),
          note: answer.note ?? null,
        };
      // Still not placed: the reason as it stands now (the data may have changed what it says).
      const note = answer?.reason ?? unplacedReason(listing.postcode, listing.town);
      return { id: listing.id, latitude: null, longitude: null, placement: "unplaced", note };
    });
    placed += await db.transaction((tx) => savePlacements(tx, updates));
  }
  return { placed, remaining: (await countListingsByPlacement(db)).unplaced };
}

/** The line the geography imports print once they have placed what they could. */
export const placingSummary = ({ placed, remaining }: PlacingResult) =>
  `listings: ${placed} placed on the map; ${remaining} still not on the map`;
