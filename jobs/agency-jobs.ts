// The background jobs of every agency the install serves (issue 44 items 3 and 5): each agency's outbox, alerts,
// webhooks and listing placer run with that agency's own services, so their database handles see and write its
// rows only and its emails carry its own address. Emails and webhooks go out in fair rounds over the agencies.
// Agencies made, removed or moved to a new address are picked up when the change is announced. Each agency has
// its drop folder: FEEDS_DIR/incoming for the install's own, and FEEDS_DIR/incoming/{primary hostname} for any
// other, its processed and failed drops under FEEDS_DIR/agencies/{primary hostname} (issue 44 item 4).
import path from "node:path";
import { onChange } from "../platform/change-notices.ts";
import type { Services } from "../platform/services.ts";
import { INSTALL_AGENCY_ID } from "../modules/agencies/model/agency.ts";
import { listAgencies, type AgencyListing } from "../modules/agencies/index.ts";
import type { AgencyServices } from "../services/agency-services.ts";
import { agenciesWithDueOutbox } from "../db/repos/outbox.ts";
import { startFairRounds } from "../platform/fair-rounds.ts";
import { WEBHOOK_BATCH_SIZE } from "../modules/leads/index.ts";
import { startBackgroundJobs, type AgencyBackgroundJobs, type BackgroundJobs } from "./background-jobs.ts";
import { OUTBOX_BATCH_SIZE } from "./outbox-dispatcher.ts";

/** `key`: what the jobs were started with (its public URL and primary name); a change restarts them. */
type Running = { key: string; jobs: AgencyBackgroundJobs };

// How often the install asks which agencies have emails or webhooks due, and how many back-to-back rounds a
// backlog gets before the next pause (each round gives every agency with something due one batch).
const OUTBOX_POLL_MS = 1000;
const OUTBOX_MAX_ROUNDS = 10;
const primaryName = (agency: AgencyListing) =>
  agency.hostnames.find((name) => name.isPrimary)?.hostname ?? String(agency.id);
const keyOf = (agency: AgencyListing) => `${agency.publicUrl} ${primaryName(agency)}`;

export function startAgencyJobs(install: Services, agencies: AgencyServices): BackgroundJobs {
  const running = new Map<number, Running>();
  let stopped = false;
  let syncing: Promise<void> = Promise.resolve();

  const feedsDir = install.config.feeds.dir;
  const start = (agency: AgencyListing): Running => {
    const primary = primaryName(agency);
    return {
      key: keyOf(agency),
      jobs: startBackgroundJobs(agencies.of(agency), {
        dropFolder:
          agency.id === INSTALL_AGENCY_ID
            ? undefined
            : {
                incoming: path.join(feedsDir, "incoming", primary),
                dir: path.join(feedsDir, "agencies", primary),
              },
      }),
    };
  };
  const sync = () =>
    (syncing = syncing
      .then(async () => {
        if (stopped) return;
        const current = await listAgencies(install.db);
        for (const agency of current) {
          const found = running.get(agency.id);
          if (found?.key === keyOf(agency)) continue;
          await found?.jobs.stop();
          if (!stopped) running.set(agency.id, start(agency));
        }
        for (const [id, { jobs }] of running) {
          if (current.some((agency) => agency.id === id)) continue;
          running.delete(id);
          await jobs.stop();
        }
      })
      .catch((error: Error) => install.logger.error(`agencies' jobs not started: ${error.message}`)));

  // Emails and webhooks in fair rounds (issue 44 item 5): one question to the install per interval, then one batch
  // for each agency with something due, so a backlog at one agency never holds up another's lead.
  // An agency whose mail server is not known to answer (at start, or in an outage) also takes email turns with
  // nothing due: its turn asks the server, and the answer makes its backed-off retries due at once.
  const awaitingServer = () =>
    [...running].filter(([, { jobs }]) => jobs.emailsAwaitServer()).map(([agency]) => agency);
  const rounds = (kind: "emails" | "webhooks", batchSize: number) =>
    startFairRounds({
      dueAgencies: async () => [
        ...(await agenciesWithDueOutbox(install.db, kind)),
        ...(kind === "emails" ? awaitingServer() : []),
      ],
      turn: async (agency) => {
        const jobs = running.get(agency)?.jobs;
        if (!jobs) return 0;
        return kind === "emails" ? jobs.sendEmails() : jobs.postWebhooks();
      },
      batchSize,
      maxRounds: OUTBOX_MAX_ROUNDS,
      intervalMs: OUTBOX_POLL_MS,
      onError: (error, agency) =>
        install.logger.error({ err: error, agencyId: agency ?? undefined }, `${kind} not dispatched`),
    });
  const emailRounds = rounds("emails", OUTBOX_BATCH_SIZE);
  const webhookRounds = rounds("webhooks", WEBHOOK_BATCH_SIZE);

  const stopListening = onChange((scope) => {
    if (scope === "agencies" || scope === "all") void sync();
  });
  void sync();
  return {
    async stop() {
      stopped = true;
      stopListening();
      await Promise.all([emailRounds.stop(), webhookRounds.stop()]);
      await syncing;
      await Promise.all([...running.values()].map(({ jobs }) => jobs.stop()));
      running.clear();
    },
  };
}
