// Each agency's usage for the operators' console (issue 44 item 6): the counts of every agency at once, and one
// agency's media bytes measured in its folder of the media store (image sizes are not kept in the database).
import type { Database } from "../../../db/client.ts";
import { mediaStoresUnder, type MediaStores } from "../../../platform/media-stores.ts";
import { agencyMediaFolder } from "../model/agency.ts";
import { NO_USAGE, type AgencyUsage } from "../model/agency-usage.ts";
import { mediaKeysOf } from "../repos/agency-export.ts";
import { selectAgencyUsage } from "../repos/agency-usage.ts";
import { listAgencies, type AgencyListing } from "./agency-operations.ts";

export type AgencyWithUsage = AgencyListing & { usage: AgencyUsage };

export async function listAgenciesWithUsage(
  database: Pick<Database, "ownerDb">,
  now: Date = new Date(),
): Promise<AgencyWithUsage[]> {
  const since = new Date(now.getTime() - 30 * 86_400_000).toISOString().slice(0, 10);
  const [agencies, usage] = await Promise.all([
    listAgencies(database.ownerDb),
    selectAgencyUsage(database.ownerDb, since),
  ]);
  return agencies.map((agency) => ({ ...agency, usage: usage.get(agency.id) ?? NO_USAGE }));
}

/** The files and bytes of the originals the agency's rows name, as its store holds them now. */
export async function measureAgencyMedia(
  sources: { database: Pick<Database, "forAgency">; media: MediaStores },
  agencyId: number,
): Promise<{ files: number; bytes: number }> {
  const keys = await mediaKeysOf(sources.database.forAgency(agencyId).db);
  const { originals } = mediaStoresUnder(sources.media, agencyMediaFolder(agencyId));
  let files = 0;
  let bytes = 0;
  for (const key of keys.media) {
    const found = await originals.stat(key);
    if (!found) continue;
    files++;
    bytes += found.size;
  }
  return { files, bytes };
}
