// What the sync engine needs from the running system: the originals store, the geocoder the configuration
// names, and the URL fetcher with the feed's timeout, size limit and address allow-list (docs/decisions/020).
import { randomUUID } from "node:crypto";
import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import { fetchToFile } from "../../../platform/http-fetch.ts";
import { parseAddressAllowList } from "../../../platform/outbound-address.ts";
import type { Services } from "../../../platform/services.ts";
import type { Geocoder } from "../../../platform/geocoder.ts";
import type { Geocoder as FeedGeocoder, ImportDependencies } from "./import-types.ts";

/** The feed engine's geocoder over the configured one: a position, or why there is none. */
export function feedGeocoder(explained: Geocoder["geocodeManyExplained"]): FeedGeocoder {
  return async (places) => {
    const { results, reasons } = await explained(places);
    return results.map((result, i) => result ?? (reasons[i] ? { reason: reasons[i] } : null));
  };
}

export function feedImportDependencies(
  services: Pick<Services, "config" | "geocoder" | "media">,
  extra: Partial<ImportDependencies> = {},
): ImportDependencies {
  const { config, geocoder } = services;
  const downloads = path.join(config.dataDir, "feeds", "downloads");
  const allowedAddresses = parseAddressAllowList(config.feeds.mediaAllowedAddresses);
  return {
    media: services.media.originals,
    geocode: feedGeocoder(geocoder.geocodeManyExplained),
    fetchMedia: async (url) => {
      const file = path.join(downloads, randomUUID());
      try {
        await fetchToFile(url, file, {
          timeoutMs: config.feeds.mediaTimeoutMs,
          maxBytes: config.feeds.mediaMaxBytes,
          allowedAddresses,
        });
        return await readFile(file);
      } finally {
        await rm(file, { force: true });
      }
    },
    ...extra,
  };
}
