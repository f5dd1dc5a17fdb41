// Everything that runs beside the requests (design §1 "Jobs"): the email outbox and the saved-search alerts.
// The web process starts them (always with PGlite, whose one process owns the database); with PostgreSQL
// they may instead run in `npm run worker` processes (JOBS_IN_PROCESS=0 on the web processes).
import path from "node:path";
import { createMailTransport } from "../platform/email/transport.ts";
import type { Services } from "../services/index.ts";
import { startOutboxDispatcher } from "./outbox-dispatcher.ts";
import { startAlertScheduler } from "./alert-scheduler.ts";
import { startWebhookDispatcher } from "./webhook-dispatcher.ts";

export type BackgroundJobs = { stop(): Promise<void> };

export function startBackgroundJobs(services: Services): BackgroundJobs {
  const { config, logger, db } = services;
  const outbox = startOutboxDispatcher({
    db,
    logger,
    transport: createMailTransport({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      mailDir: path.join(config.dataDir, "mail"),
      logger,
    }),
  });
  const alerts = startAlertScheduler(services);
  // Lead webhooks (LEADS_WEBHOOK_URL, issue 5): posted and retried like the email outbox.
  const webhooks = startWebhookDispatcher({ db, logger, secret: config.leads.webhookSecret });
  return {
    async stop() {
      await alerts.stop();
      await outbox.stop();
      await webhooks.stop();
    },
  };
}
