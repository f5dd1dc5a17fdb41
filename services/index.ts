// The service layer's front door: what routes and jobs receive in their load context.
import type { Db } from "../db/client.ts";
import { createCaptcha, type Captcha } from "../platform/captcha.ts";
import { createAccountLimits, type AccountLimits } from "../platform/attempt-limits.ts";
import { createAddressLookup, type AddressLookup } from "../platform/address-lookup/index.ts";
import { createGeocoder } from "../modules/search/index.ts";
import type { Geocoder } from "../platform/geocoder.ts";
import type { Config } from "../platform/config.ts";
import type { Logger } from "../platform/logger.ts";
import { createSearchEventRecorder, type SearchEventRecorder } from "./report-events.ts";
import { createRateLimitStore, type RateLimitStore } from "../platform/rate-limit-store.ts";
import { createSearchCache, type SearchCache } from "../platform/search-cache.ts";
import type { SessionKeys } from "../platform/session.ts";

export type Services = {
  db: Db;
  config: Config;
  logger: Logger;
  sessionKeys: SessionKeys;
  captcha: Captcha;
  searchCache: SearchCache;
  /** The searches run, counted for the reports and written once a second (services/report-events.ts). */
  searchEvents: SearchEventRecorder;
  /** Every rate limit's counters (docs/decisions/015). */
  rateLimitStore: RateLimitStore;
  /** Per-account limits on sign-in, registration and reset attempts (issue 6). */
  accountLimits: AccountLimits;
  addressLookup: AddressLookup;
  /** Listings' postcodes and towns → coordinates (issue 12; GEOCODER). */
  geocoder: Geocoder;
};

export function createServices(deps: { db: Db; config: Config; logger: Logger }): Services {
  // PostgreSQL (DATABASE_URL): counters shared by every process; PGlite: in this process.
  const rateLimitStore = createRateLimitStore(deps.db, { shared: Boolean(deps.config.databaseUrl) });
  return {
    ...deps,
    sessionKeys: { secret: deps.config.sessionSecret, secure: deps.config.publicUrl.startsWith("https:") },
    captcha: createCaptcha(deps.config.captcha, { logger: deps.logger }),
    searchCache: createSearchCache(deps.config.searchCacheSeconds),
    searchEvents: createSearchEventRecorder(deps),
    rateLimitStore,
    accountLimits: createAccountLimits({ store: rateLimitStore, disabled: deps.config.rateLimitDisabled }),
    addressLookup: createAddressLookup(deps.config, deps),
    geocoder: createGeocoder(deps.config, deps),
  };
}
