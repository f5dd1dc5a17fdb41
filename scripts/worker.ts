// `npm run worker`: the background jobs (email outbox, saved-search alerts) in a process of their own, for
// PostgreSQL deployments whose web processes run with JOBS_IN_PROCESS=0. Any number may run at once: each
// job claims its rows with SKIP LOCKED.
import { openDatabase } from "../db/client.ts";
import { loadConfig } from "../platform/config.ts";
import { createServices } from "../services/index.ts";
import { createLogger } from "../platform/logger.ts";
import { startAgencyJobs } from "../jobs/agency-jobs.ts";
import { agencyServices } from "../services/agency-services.ts";

const config = loadConfig();
const logger = createLogger(config.logLevel);
if (!config.databaseUrl) {
  logger.error("npm run worker needs DATABASE_URL: with PGlite the web process runs the jobs itself");
  process.exit(1);
}
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const services = createServices({ db: database.db, config, logger });
// Every agency's jobs, each with its own services (jobs/agency-jobs.ts).
const jobs = startAgencyJobs(services, agencyServices(services, database));
logger.info("Openhouse worker running");

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    logger.info({ signal }, "worker shutting down");
    void jobs
      .stop()
      .then(() => database.close())
      .then(() => process.exit(0));
  });
}
