// Runs the saved-search alerts every minute (issue 6 item 7: "Immediately" means within 15 minutes of a
// listing going live). Any number of processes may run one: the claim skips rows another run has locked.
import type { Services } from "../../../platform/services.ts";
import { startPollLoop } from "../../../platform/poll-loop.ts";
import { runSavedSearchAlerts } from "../use-cases/run-alerts.ts";

export const ALERT_RUN_INTERVAL_MS = 60_000;

export type AlertScheduler = { runOnce(): Promise<void>; stop(): Promise<void> };

export function startAlertScheduler(services: Services, intervalMs = ALERT_RUN_INTERVAL_MS): AlertScheduler {
  const logFailure = (error: unknown) =>
    services.logger.error({ err: error }, "saved-search alerts run failed; retried next minute");
  // One run at a time in this process; a slow run delays the next rather than overlapping it. A failed run is
  // logged here, so runOnce() itself never rejects (unlike the outbox dispatchers').
  return startPollLoop(
    async () => {
      try {
        const summary = await runSavedSearchAlerts(services);
        if (summary.emails) services.logger.info(summary, "saved-search alerts queued");
      } catch (error) {
        logFailure(error);
      }
    },
    { intervalMs, onError: logFailure },
  );
}
