// One run of the saved-search alerts (issue 6 item 7): every due search (modules/accounts/model/alert-schedule.ts)
// gets one email listing its new matches. Each batch of searches is one transaction: the emails go into the
// durable outbox together with the listings they name and the searches' new last_alerted_at, so a crash or
// restart mid-run neither loses an alert nor sends one twice.
import { insertAlertEvent } from "../../../db/repos/report-events.ts";
import {
  claimDueSavedSearches,
  latestListingCreatedAt,
  markSearchesAlerted,
  recordAlertedListings,
  selectAlertListings,
  selectNewMatches,
  type DueSavedSearch,
} from "../repos/saved-search-alerts.ts";
import { selectCardPhotos, resolveSearch, SearchInputError } from "../../search/index.ts";
import type { Db } from "../../../db/client.ts";
import { queueEmail } from "../../../platform/email/outbox.ts";
import { LISTINGS_PER_EMAIL, MAX_LISTINGS_PER_ALERT } from "../model/alert-schedule.ts";
import { parseSearchPath } from "../../search/model/url.ts";
import { searchTitle } from "../../search/model/title.ts";
import { unsubscribeToken } from "./alert-links.ts";
import { MANAGE_ALERTS_PATH } from "../model/alert-paths.ts";
import { publicReads, type Services } from "../../../platform/services.ts";
import { getSiteContent } from "../../content/index.ts";
import { emailBrandingOf } from "../../../platform/email/branding.ts";
import type { EmailBranding } from "../../../platform/email/layout.ts";
import { alertsUnsubscribePath } from "../../../domain/urls.ts";
import { composeAlertEmail } from "./alert-email.ts";

const BATCH_SIZE = 200;
const PARALLEL_BATCHES = 4;

export type AlertRunSummary = { searches: number; emails: number; listings: number };

export async function runSavedSearchAlerts(site: Services): Promise<AlertRunSummary> {
  // A group site's alerts match its members' listings too (docs/decisions/034), as its search does.
  const services = publicReads(site);
  const summary: AlertRunSummary = { searches: 0, emails: 0, listings: 0 };
  const latestListingAt = await latestListingCreatedAt(services.db);
  const branding = emailBrandingOf(await getSiteContent(services.db), services.config.publicUrl);
  // PostgreSQL works on several batches at once over the pool; PGlite has one connection.
  const count = services.config.databaseUrl ? PARALLEL_BATCHES : 1;

  const runPartition = async (index: number) => {
    let afterId = 0;
    for (;;) {
      const claimed = await services.db.transaction(async (tx) => {
        const due = await claimDueSavedSearches(tx, {
          limit: BATCH_SIZE,
          afterId,
          latestListingAt,
          partition: { index, count },
        });
        for (const search of due) {
          const named = await alertOne({ ...services, db: tx }, search, branding);
          if (named) {
            summary.emails += 1;
            summary.listings += named;
          }
        }
        await markSearchesAlerted(
          tx,
          due.map((s) => s.id),
        );
        return due;
      });
      summary.searches += claimed.length;
      if (claimed.length < BATCH_SIZE) return;
      afterId = claimed.at(-1)!.id;
    }
  };
  await Promise.all(Array.from({ length: count }, (_, index) => runPartition(index)));
  return summary;
}

/** Queues the email of one search; the number of new listings it named (0: nothing new, no email). */
async function alertOne(services: Services & { db: Db }, saved: DueSavedSearch, branding: EmailBranding) {
  const { db, logger } = services;
  const parsed = parseSearchPath(
    saved.path.split("?")[0]!,
    new URLSearchParams(saved.path.split("?")[1] ?? ""),
  );
  if (!parsed.ok) {
    logger.warn({ savedSearchId: saved.id, path: saved.path }, "saved search path no longer parses");
    return 0;
  }
  let search;
  try {
    search = await resolveSearch(services, { ...parsed.criteria, page: 1 });
  } catch (error) {
    // A place or area that has gone: nothing can match, and the visitor still has the search to edit.
    if (error instanceof SearchInputError) return 0;
    throw error;
  }
  const matches = await selectNewMatches(db, saved.id, search, saved.since, MAX_LISTINGS_PER_ALERT);
  if (!matches.length) return 0;

  const named = matches.slice(0, LISTINGS_PER_EMAIL).map((m) => m.id);
  const listings = await selectAlertListings(db, named);
  const photos = await selectCardPhotos(db, named);
  const photoKeys = new Map<number, string>();
  for (const photo of photos)
    if (!photoKeys.has(photo.propertyId)) photoKeys.set(photo.propertyId, photo.mediaKey);
  const title =
    typeof saved.criteria.title === "string" && saved.criteria.title.trim()
      ? saved.criteria.title.trim()
      : searchTitle({ ...parsed.criteria, page: 1 }, null);
  const email = composeAlertEmail({
    branding,
    firstName: saved.firstName,
    searchTitle: title,
    searchPath: parsed.canonicalPath,
    listings,
    photoKeys,
    total: matches.length,
    totalIsCapped: matches.length === MAX_LISTINGS_PER_ALERT,
    unsubscribePath: alertsUnsubscribePath(unsubscribeToken(services.config.sessionSecret, saved.id)),
    managePath: MANAGE_ALERTS_PATH,
  });
  const outboxEmailId = await queueEmail(db, { to: saved.email, replyTo: null, ...email });
  // The reports' "alert emails sent": a time only, never who (docs/admin.md "Reports").
  await insertAlertEvent(db, "sent");
  // The listings named, and those the next run's overlap would see again; the rest are older than its
  // window, so remembering them (thousands for a broad monthly search) would cost writes for nothing.
  const remembered = matches.filter((m, at) => at < LISTINGS_PER_EMAIL || m.inGrace);
  await recordAlertedListings(db, saved.id, remembered, outboxEmailId);
  return matches.length;
}
