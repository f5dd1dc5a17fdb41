// Everything that runs beside the requests (design §1 "Jobs"): the email outbox, the saved-search alerts, the
// lead webhooks, the listing-feed drop folder, the placing of listings not yet on the map and the end of adverts'
// kept evidence.
// The web process starts them (always with PGlite, whose one process owns the database); with PostgreSQL
// they may instead run in `npm run worker` processes (JOBS_IN_PROCESS=0 on the web processes).
import path from "node:path";
import { createMailTransport } from "../platform/email/transport.ts";
import type { Services } from "../platform/services.ts";
import { getSiteContent } from "../modules/content/index.ts";
import { mailSender } from "../platform/email/sender.ts";
import { createOutboxSender } from "./outbox-dispatcher.ts";
import { startAlertScheduler } from "../modules/accounts/index.ts";
import { createWebhookPoster } from "../modules/leads/index.ts";
import { startEvidenceRetention } from "../modules/advert-rules/index.ts";
import {
  startFeedDropFolder,
  startListingPlacer,
  importFeedFile,
  feedImportDependencies,
} from "../modules/feeds/index.ts";

export type BackgroundJobs = { stop(): Promise<void> };

/**
 * An agency's jobs. Its emails and webhooks do not poll on their own: each sends one batch per turn, and the
 * install's fair rounds (jobs/agency-jobs.ts) give the turns to every agency with something due.
 */
export type AgencyBackgroundJobs = BackgroundJobs & {
  sendEmails(): Promise<number>;
  /** Its mail server is not yet known to answer: it needs email turns even with nothing due. */
  emailsAwaitServer(): boolean;
  postWebhooks(): Promise<number>;
};

/**
 * One agency's jobs, with its services (jobs/agency-jobs.ts starts them for every agency). `dropFolder`: where
 * its drops arrive and are kept (FEEDS_DIR itself for the install's own agency).
 */
export function startBackgroundJobs(
  services: Services,
  { dropFolder }: { dropFolder?: { incoming?: string; dir: string } } = {},
): AgencyBackgroundJobs {
  const { config, logger, db } = services;
  const outbox = createOutboxSender({
    db,
    logger,
    transport: createMailTransport({
      smtpUrl: config.smtpUrl,
      pool: config.smtpPool,
      // The agency's name from the site content (cached for a few seconds), MAIL_FROM's address.
      from: async () => mailSender(config.mailFrom, (await getSiteContent(db)).header?.agencyName),
      fallbackFrom: config.mailFrom,
      mailDir: path.join(config.dataDir, "mail"),
      logger,
    }),
  });
  const alerts = startAlertScheduler(services);
  // Lead webhooks (LEADS_WEBHOOK_URL, issue 5): posted and retried like the email outbox.
  const webhooks = createWebhookPoster({ db, logger, secret: config.leads.webhookSecret });
  // Listing feeds dropped by FTP into FEEDS_DIR/incoming (issue 12; FEED_POLL_SECONDS=0 turns it off).
  const feeds =
    config.feeds.pollMs > 0
      ? startFeedDropFolder({
          dir: dropFolder?.dir ?? config.feeds.dir,
          incoming: dropFolder?.incoming,
          defaultSource: config.feeds.defaultSource,
          settleMs: config.feeds.settleMs,
          intervalMs: config.feeds.pollMs,
          logger,
          importFile: (file, source, fileName) =>
            importFeedFile(
              db,
              file,
              {
                source,
                fileName,
                mode: "full",
                way: "drop_folder",
                workDir: path.join(config.feeds.dir, "work"),
              },
              feedImportDependencies(services),
            ),
        })
      : null;
  // Listings imported without a position, placed once postcode or place data allows (issue 36).
  const placer = startListingPlacer(services);
  // Advert versions kept as evidence, deleted after their evidence period (issue 41).
  const evidence = startEvidenceRetention(services);
  return {
    sendEmails: outbox.runTurn,
    emailsAwaitServer: outbox.awaitingServer,
    postWebhooks: webhooks.runTurn,
    async stop() {
      await placer.stop();
      await evidence.stop();
      await feeds?.stop();
      await alerts.stop();
      await outbox.close();
      await webhooks.stop();
    },
  };
}
