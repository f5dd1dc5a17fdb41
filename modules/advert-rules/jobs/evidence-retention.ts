// The kept versions of adverts (issue 41 "Evidence") are deleted once they ended more than the agency's own evidence
// period ago (its advert rule settings, six years by default): checked every few hours for the agency, as its other
// jobs are, each agency by its own period.
import type { Services } from "../../../platform/services.ts";
import { startPollLoop, type PollLoop } from "../../../platform/poll-loop.ts";
import { deleteExpiredAdvertVersions } from "../use-cases/advert-versions.ts";

export const EVIDENCE_RETENTION_INTERVAL_MS = 6 * 3600_000;

export function startEvidenceRetention(
  services: Services,
  intervalMs = EVIDENCE_RETENTION_INTERVAL_MS,
): PollLoop<number> {
  return startPollLoop(
    async () => {
      const deleted = await deleteExpiredAdvertVersions(services.db);
      if (deleted) services.logger.info({ deleted }, "deleted advert versions past their evidence period");
      return deleted;
    },
    {
      intervalMs,
      onError: (error) =>
        services.logger.error({ err: error }, "deleting expired advert versions failed; tried again later"),
    },
  );
}
