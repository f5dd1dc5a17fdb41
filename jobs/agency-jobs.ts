// The background jobs of every agency the install serves (issue 44 item 3): each agency's outbox, alerts, webhooks
// and listing placer run with that agency's own services, so their database handles see and write its rows only
// and its emails carry its own address. Agencies made, removed or moved to a new address are picked up when the
// change is announced. Only the install's own agency has the drop folder (FEEDS_DIR/incoming) for now.
import { onChange } from "../platform/change-notices.ts";
import type { Services } from "../platform/services.ts";
import { INSTALL_AGENCY_ID, type Agency } from "../modules/agencies/model/agency.ts";
import { listAgencies } from "../modules/agencies/index.ts";
import type { AgencyServices } from "../services/agency-services.ts";
import { startBackgroundJobs, type BackgroundJobs } from "./background-jobs.ts";

type Running = { publicUrl: string; jobs: BackgroundJobs };

export function startAgencyJobs(install: Services, agencies: AgencyServices): BackgroundJobs {
  const running = new Map<number, Running>();
  let stopped = false;
  let syncing: Promise<void> = Promise.resolve();

  const start = (agency: Agency): Running => ({
    publicUrl: agency.publicUrl,
    jobs: startBackgroundJobs(agencies.of(agency), { dropFolder: agency.id === INSTALL_AGENCY_ID }),
  });
  const sync = () =>
    (syncing = syncing
      .then(async () => {
        if (stopped) return;
        const current = await listAgencies(install.db);
        for (const agency of current) {
          const found = running.get(agency.id);
          if (found?.publicUrl === agency.publicUrl) continue;
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

  const stopListening = onChange((scope) => {
    if (scope === "agencies" || scope === "all") void sync();
  });
  void sync();
  return {
    async stop() {
      stopped = true;
      stopListening();
      await syncing;
      await Promise.all([...running.values()].map(({ jobs }) => jobs.stop()));
      running.clear();
    },
  };
}
