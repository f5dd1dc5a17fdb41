// The service layer's front door: what routes and jobs receive in their load context.
import type { Db } from "../db/client.ts";
import { createCaptcha } from "../platform/captcha.ts";
import { createAccountLimits } from "../platform/attempt-limits.ts";
import { createAddressLookup } from "../platform/address-lookup/index.ts";
import { createGeocoder } from "../modules/search/index.ts";
import type { Config } from "../platform/config.ts";
import type { Logger } from "../platform/logger.ts";
import { openMediaStores } from "../platform/media-stores.ts";
import { INSTALL_AGENCY_ID } from "../modules/agencies/model/agency.ts";
import { createRequestCounter } from "../modules/agencies/index.ts";
import { createSearchEventRecorder } from "../modules/reports/index.ts";
import { createRateLimitStore } from "../platform/rate-limit-store.ts";
import { createSearchCache } from "../platform/search-cache.ts";
import type { GroupSite, Services } from "../platform/services.ts";

/** What holds no agency's rows, made once for the install and shared by every agency's services. */
export type SharedServices = Pick<Services, "media" | "captcha" | "addressLookup" | "geocoder">;

export function createServices({
  readDb,
  shared,
  agencyId = INSTALL_AGENCY_ID,
  group = null,
  ...deps
}: {
  /** A group site's members (services/agency-services.ts). */
  group?: GroupSite | null;
  /** The install's own agency's unless given (services/agency-services.ts gives every other agency's). */
  agencyId?: number;
  db: Db;
  /** The replicas' reader (db/read-replicas.ts); the primary's `db` when there are none. */
  readDb?: Db;
  config: Config;
  logger: Logger;
  /** The install's shared parts, for an agency's services (services/agency-services.ts); made here without. */
  shared?: SharedServices;
}): Services {
  // PostgreSQL (DATABASE_URL): counters shared by every process; PGlite: in this process.
  const rateLimitStore = createRateLimitStore(deps.db, { shared: Boolean(deps.config.databaseUrl) });
  return {
    ...deps,
    agencyId,
    listingAgencyIds: [agencyId, ...(group?.memberIds ?? [])],
    group,
    readDb: readDb ?? deps.db,
    media: shared?.media ?? openMediaStores(deps.config.media),
    sessionKeys: { secret: deps.config.sessionSecret, secure: deps.config.publicUrl.startsWith("https:") },
    captcha: shared?.captcha ?? createCaptcha(deps.config.captcha, { logger: deps.logger }),
    searchCache: createSearchCache(deps.config.searchCacheSeconds, agencyId),
    searchEvents: createSearchEventRecorder(deps),
    requestCounts: createRequestCounter(deps),
    rateLimitStore,
    accountLimits: createAccountLimits({ store: rateLimitStore, disabled: deps.config.rateLimitDisabled }),
    addressLookup: shared?.addressLookup ?? createAddressLookup(deps.config, deps),
    geocoder: shared?.geocoder ?? createGeocoder(deps.config, deps),
  };
}
