// The Services bag's shape: what routes, jobs and the wings' use cases receive (the load context's `services`).
// It lives below the wings so that a wing may name what it needs (`Pick<Services, "db" | "config">`) without
// importing services/, which composes the wings and builds the bag (services/index.ts createServices).
import type { Db } from "../db/client.ts";
import type { AddressLookup } from "./address-lookup/index.ts";
import type { AccountLimits } from "./attempt-limits.ts";
import type { Captcha } from "./captcha.ts";
import type { Config } from "./config.ts";
import type { Geocoder } from "./geocoder.ts";
import type { Logger } from "./logger.ts";
import type { MediaStores } from "./media-stores.ts";
import type { RateLimitStore } from "./rate-limit-store.ts";
import type { SearchCache } from "./search-cache.ts";
import type { SessionKeys } from "./session.ts";

/** The port the searches run are counted through for the reports (the reports wing implements it). */
export type RequestCounter = {
  /** Counts one request answered on one of the agency's names. */
  count(): void;
  /** Writes what is counted so far (the host calls it before closing the database). */
  flush(): Promise<void>;
};

export type SearchEventRecorder = {
  /** Counts the search event a search answer carried (SEARCH_EVENT_HEADER's value); ignores a malformed one. */
  record(headerValue: string): void;
  /** Writes what is counted so far (the host calls it before closing the database). */
  flush(): Promise<void>;
};

/** A group site's members (issue 44 item 7, docs/decisions/034). */
export type GroupSite = {
  /** Its live members, whose listings its search and pages show. */
  memberIds: readonly number[];
  /** A live member's own services (its listing's page, leads and views are its own); null for any other agency. */
  memberServices(memberId: number): Promise<Services | null>;
  /**
   * Handles that also read its live members' published listings, their media and branches (the group site's role):
   * for the public site's reads only (publicReads). Its back office, feeds and jobs keep `db`, its own rows alone.
   */
  listingsDb: Db;
  /** The same on a replica, for anonymous visitors (as `readDb`). */
  listingsReadDb: Db;
};

export type Services = {
  /** The agency these services serve: its queries name it as well as row-level security (docs/decisions/029). */
  agencyId: number;
  /** The agencies whose listings its site shows: its own, and at a group site its live members' as well. */
  listingAgencyIds: readonly number[];
  /** A group site's members; null at any other agency. */
  group: GroupSite | null;
  db: Db;
  /**
   * Reads on a streaming replica when one is fit (DATABASE_READ_URL), else `db`. Routes do not take it from
   * here: `context.readServices()` hands it over only to an anonymous visitor's request (server/read-routing.ts).
   */
  readDb: Db;
  config: Config;
  logger: Logger;
  /** Originals and renditions: DATA_DIR's folders or an object store (MEDIA_STORE, docs/decisions/030). */
  media: MediaStores;
  sessionKeys: SessionKeys;
  captcha: Captcha;
  searchCache: SearchCache;
  /** The searches run, counted for the reports and written once a second. */
  searchEvents: SearchEventRecorder;
  /** The requests the agency's names answer, for the operators' console (modules/agencies/use-cases/request-counts.ts). */
  requestCounts: RequestCounter;
  /** Every rate limit's counters (docs/decisions/015). */
  rateLimitStore: RateLimitStore;
  /** Per-account limits on sign-in, registration and reset attempts (issue 6). */
  accountLimits: AccountLimits;
  addressLookup: AddressLookup;
  /** Listings' postcodes and towns → coordinates (issue 12; GEOCODER). */
  geocoder: Geocoder;
};

/**
 * The services a site's public pages and their calls read with: at a group site, handles that see its members'
 * published listings as well (decision 034); at any other agency, the services themselves.
 */
export function publicReads(services: Services): Services {
  const { group } = services;
  if (!group || services.db === group.listingsDb || services.db === group.listingsReadDb) return services;
  return { ...services, db: group.listingsDb, readDb: group.listingsReadDb };
}
