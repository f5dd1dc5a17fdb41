// Runs the saved-search alerts every minute (issue 6 item 7: "Immediately" means within 15 minutes of a
// listing going live). Any number of processes may run one: the claim skips rows another run has locked.
import type { Services } from "../../services/index.ts";
import { runSavedSearchAlerts } from "./run-alerts.ts";

export const ALERT_RUN_INTERVAL_MS = 60_000;

export type AlertScheduler = { runOnce(): Promise<void>; stop(): Promise<void> };

export function startAlertScheduler(services: Services, intervalMs = ALERT_RUN_INTERVAL_MS): AlertScheduler {
  let stopped = false;
  let inFlight: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  const runOnce = () => {
    // One run at a time in this process; a slow run delays the next rather than overlapping it.
    inFlight = inFlight.then(async () => {
      try {
        const summary = await runSavedSearchAlerts(services);
        if (summary.emails) services.logger.info(summary, "saved-search alerts queued");
      } catch (error) {
        services.logger.error({ err: error }, "saved-search alerts run failed; retried next minute");
      }
    });
    return inFlight;
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => void runOnce().then(schedule), intervalMs);
    timer.unref();
  };
  schedule();

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await inFlight;
    },
  };
}
