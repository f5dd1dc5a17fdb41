// The host: one Node process serving pages, the spec's JSON calls and media (design §1).
// Middleware order matters: cheap refusals (headers, static, media, rate limits) before any body is read.
import express from "express";
import compression from "compression";
import expressStaticGzip from "express-static-gzip";
import http from "node:http";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { openDatabase, type Database } from "../db/client.ts";
import type { ReplicaStatus } from "../db/read-replicas.ts";
import { startAgencyJobs } from "../jobs/agency-jobs.ts";
import { loadConfig, type Config } from "../platform/config.ts";
import { createServices } from "../services/index.ts";
import type { Services } from "../platform/services.ts";
import { listenForChanges, onChange } from "../platform/change-notices.ts";
import { findSignedInUserId } from "../platform/session.ts";
import { createLogger } from "../platform/logger.ts";
import { limitSharpMemory, renditionsByStores } from "../platform/media.ts";
import { createReactRouterHandler } from "./app.ts";
import { csrfMiddleware } from "./csrf-middleware.ts";
import { COOKIE_CONSENT_PATH, cookieConsentForm } from "./cookie-consent-form.ts";
import { firstStartPlan, seedNewDatabase, seedNewPgliteInChild } from "./first-start.ts";
import { feedPushBody } from "./feed-push-body.ts";
import { adminUploadBody, adminUploadLimit } from "./admin-upload-body.ts";
import { bodyAdmission, bodyOnBodilessMethod, GENERAL_BODY_MAX_BYTES } from "./body-admission.ts";
import { hostErrors } from "./host-errors.ts";
import { bodyBoundary, pathAndQueryBoundary } from "./input-boundary.ts";
import { DOCUMENT_PATH, documentRoute } from "./document-route.ts";
import { MEDIA_PATH, mediaRoute } from "./media-route.ts";
import { methodOverride } from "./method-override.ts";
import { createPageCache } from "./page-cache.ts";
import { rateLimits } from "./rate-limits.ts";
import { securityHeaders } from "./security-headers.ts";
import { sessionMiddleware } from "./session-middleware.ts";
import { contentPreview } from "./content-preview.ts";
import { mountTestHooks } from "./test-hooks.ts";
import { SEARCH_EVENT_HEADER } from "../modules/search/model/search-event.ts";
import { isFeedPushPath } from "../modules/feeds/model/push-api.ts";
import { createHostDirectory, ensureInstallAgency, type HostDirectory } from "../modules/agencies/index.ts";
import { requestHostname } from "../modules/agencies/model/hostnames.ts";
import type { Agency } from "../modules/agencies/model/agency.ts";
import { agencyHost } from "./agency-host.ts";
import { consolePathsOnConsoleOnly, operatorConsoleHost } from "./operator-console-host.ts";
import { requestServices } from "./request-services.ts";
import { agencyServices, type AgencyServices } from "../services/agency-services.ts";
import type { RowSecurity } from "../db/agency-connections.ts";

const root = path.resolve(fileURLToPath(new URL("..", import.meta.url)));
// BUILD_DIR lets parallel checkouts of work (and their test runs) keep separate builds; see react-router.config.ts.
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");

export async function createHost(
  services: Services,
  build: ServerBuild,
  options: {
    /** Each agency's services (services/agency-services.ts); the install's are its own agency's. */
    agencies: AgencyServices;
    /** The database's handles: the operators' console acts on every agency (owner, each agency's). */
    database: Database;
    /** Host → agency, held in memory (the agencies' services read their group's members from it too). */
    hosts: HostDirectory;
    readReplicaStatus?: () => ReplicaStatus | null;
  },
) {
  const { config } = services;
  const { agencies, hosts, readReplicaStatus = () => null } = options;
  // The agency a cached page was kept for: its own services count and re-render it.
  const servicesOfSite = (site: Agency) => agencies.of(site);
  const app = express();
  app.disable("x-powered-by");
  // X-Forwarded-For is believed only from the proxies TRUST_PROXY names (default none): anyone else's is
  // ignored, so req.ip — and every rate limit bucket — is the connecting address (docs/deploy.md).
  app.set("trust proxy", config.trustProxy);
  app.use(securityHeaders({ https: config.publicUrl.startsWith("https:") }));
  app.use(compression());
  // Anonymous pages and JSON answers their routes declare public (docs/decisions/014); PAGE_CACHE_MB=0 disables.
  const pageCache = createPageCache<Agency>({
    maxBytes: config.pageCacheMb * 1024 * 1024,
    isSignedIn: async (id, res) => (await findSignedInUserId(requestServices(res).db, id)) !== null,
    sessionSecretKeys: services.sessionKeys,
    log: (message) => services.logger.warn(message),
    // Searches answered from the cache count for the reports too (docs/admin.md "Reports").
    countedHeader: SEARCH_EVENT_HEADER,
    onServed: (value, site) => servicesOfSite(site)?.searchEvents.record(value),
    // Answers served ahead of Express never meet the host check, which counts the rest.
    onAnsweredAhead: (site) => servicesOfSite(site)?.requestCounts.count(),
    site: {
      ofIncoming: (req) => siteBeforeExpress(hosts, req),
      ofRequest: (_req, res) => (res.locals.agency as Agency | undefined) ?? null,
    },
  });
  const reactRouter = createReactRouterHandler(build, config.production ? "production" : "development", {
    pageCache: pageCache.enabled ? pageCache : undefined,
    servicesOfSite,
    installDb: services.db,
  });
  const { renderStatusPage } = reactRouter;
  // The install's own answer, on any name.
  app.get("/health", async (_req, res) => {
    try {
      await services.db.execute("select 1");
      // With DATABASE_READ_URL, how many replicas serve reads now; the primary answers when none does.
      const replicas = readReplicaStatus();
      res.json(replicas ? { status: "ok", read_replicas: replicas } : { status: "ok" });
    } catch {
      res.status(503).json({ status: "unavailable" });
    }
  });

  // Everything below belongs to one agency's site: which one, from the hostname (docs/decisions/029). First, so
  // that even a refusal drawn in the site's layout is drawn only for a name an agency answers on.
  // The operators' console answers on its own name instead (server/operator-console-host.ts).
  app.use(operatorConsoleHost(config.operatorConsole, services, options.database));
  const siteOfHost = agencyHost(
    hosts,
    (agency) => agencies.of(agency),
    (message) => services.logger.error(message),
  );
  app.use((req, res, next) => (res.locals.operatorConsole ? next() : siteOfHost(req, res, next)));
  // One spelling per path, no NUL or invalid UTF-8 in the path or query: before anything reads them.
  app.use(pathAndQueryBoundary(renderStatusPage));
  // A GET with a body, or a Content-Length over the route's limit: refused from the headers, nothing read.
  app.use(
    bodyAdmission((req) =>
      isFeedPushPath(req.path)
        ? config.feedPushMaxBytes
        : (adminUploadLimit(req.path, undefined, config.feeds.uploadMaxBytes) ?? GENERAL_BODY_MAX_BYTES),
    ),
  );

  const clientDir = path.join(buildDir, "client");
  // The build writes each script and stylesheet brotli- and gzip-compressed beside it (tools/precompress-assets.ts):
  // those bytes are sent as they are; a file without them is compressed on the fly as before.
  app.use(
    "/assets",
    expressStaticGzip(path.join(clientDir, "assets"), {
      enableBrotli: true,
      orderPreference: ["br", "gzip"],
      index: false,
      serveStatic: { immutable: true, maxAge: "1y" },
    }),
  );
  app.use(express.static(clientDir, { maxAge: "1h", index: false }));

  mountTestHooks(app);

  // Media needs no session: originals under DATA_DIR/media, renditions cached under DATA_DIR/media-cache, or
  // both on an object store (MEDIA_STORE); each agency's in its own folder of them.
  const renditionsOf = renditionsByStores();
  app.get(
    MEDIA_PATH,
    mediaRoute((res) => renditionsOf(requestServices(res).media)),
  );
  app.get(
    DOCUMENT_PATH,
    documentRoute((res) => requestServices(res).media.originals),
  );

  // Cached pages are answered here, like static files: before the rate limits, the session and the body.
  app.use(pageCache.lookup);

  // The override first: sign-out (DELETE /session) and profile updates (PUT /user.ljson) are not sign-ins.
  app.use(methodOverride());
  app.use(
    rateLimits({
      disabled: config.rateLimitDisabled,
      storeOf: (res) => requestServices(res).rateLimitStore,
      render: renderStatusPage,
    }),
  );
  app.use(sessionMiddleware());
  // Bodies are read once, here, as bytes: the token check and the route both use them (docs/decisions/004).
  // Feed pushes first, with their own limit (FEED_PUSH_MAX_BYTES) and a JSON 413.
  app.use(feedPushBody(config.feedPushMaxBytes));
  // The listings desk's uploads (several photos of up to 10 MB each) and the feeds page's file (FEED_UPLOAD_MAX_MB),
  // also before the general reader.
  app.use(adminUploadBody(undefined, config.feeds.uploadMaxBytes));
  app.use(express.raw({ type: () => true, limit: GENERAL_BODY_MAX_BYTES }));
  app.use(bodyBoundary(renderStatusPage));
  // The cookie banner's no-JavaScript answer: checked by its origin, not a token (server/cookie-consent-form.ts).
  app.post(COOKIE_CONSENT_PATH, cookieConsentForm());
  app.use(csrfMiddleware());
  app.use(contentPreview());
  app.use(consolePathsOnConsoleOnly(renderStatusPage));
  app.all("/{*splat}", reactRouter.handler);
  app.use(hostErrors(renderStatusPage));
  return { app, pageCache };
}

/**
 * The agency's public URL for the page cache's fast path, from the headers alone: null when the host table is
 * being read, the name is not an agency's own, or X-Forwarded-Host differs from Host (only Express knows whether
 * the proxy that sent it is trusted).
 */
function siteBeforeExpress(hosts: HostDirectory, req: http.IncomingMessage): Agency | null {
  const { host } = req.headers;
  const forwarded = req.headers["x-forwarded-host"];
  if (forwarded !== undefined && forwarded !== host) return null;
  const answer = hosts.answerNow(requestHostname(host));
  return answer?.kind === "serve" ? answer.agency : null;
}

/** `rowSecurity: "off-for-tests"`: only the isolation suite's run of the queries' own scope alone (db/agency-scope.ts). */
export async function startServer(config: Config, { rowSecurity }: { rowSecurity?: RowSecurity } = {}) {
  const logger = createLogger(config.logLevel);
  const started = Date.now();
  limitSharpMemory(config.sharpConcurrency);
  // A new PGlite folder is created and seeded in a child process, whose memory goes when it exits.
  if (await seedNewPgliteInChild(config))
    logger.info("first start: database created and seeded in a child process");
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    pglite: config.pglite,
    readReplicas: { ...config.readReplicas, log: (message) => logger.warn(message) },
    rowSecurity,
  });
  // A change heard (ours or another process's) keeps anonymous reads off replicas that have not replayed it.
  const stopFencing = onChange(() => database.fenceReads());
  // The feeds page's uploads run the feed engine's file import, as the command and the drop folder do.
  const services = createServices({ db: database.db, readDb: database.readDb, config, logger });
  const hosts = createHostDirectory(services.db);
  const agencies = agencyServices(services, database, (id) => hosts.agency(id));
  // The gazetteer and place slugs always, the demo agency when wanted: the same steps as a first start's, which
  // find their work done when the child has seeded a new folder.
  await seedNewDatabase(database, firstStartPlan(config));
  await ensureInstallAgency(database.db, config.publicUrl, { followPublicUrl: true });
  // Jobs run in this process unless JOBS_IN_PROCESS=0 hands them to `npm run worker` (design §1 "Jobs").
  const jobs = config.jobsInProcess ? startAgencyJobs(services, agencies) : null;
  // Other processes' changes (feed imports, content loads, the seed) flush this one's caches.
  const changes = config.databaseUrl
    ? listenForChanges(config.databaseUrl, (message) => logger.warn(message))
    : null;
  await changes?.ready;
  const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;
  const { app, pageCache } = await createHost(services, build, {
    agencies,
    database,
    hosts,
    readReplicaStatus: database.readReplicaStatus,
  });
  // Cached anonymous pages are answered before Express sees the request (server/page-cache.ts tryServe); a GET
  // with a body goes to Express, to be refused (server/body-admission.ts).
  const server = http.createServer((req, res) => {
    if (bodyOnBodilessMethod(req) || !pageCache.tryServe(req, res)) app(req, res);
  });
  server.listen(config.port, config.host);
  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  logger.info(
    { port, database: database.kind, ms: Date.now() - started },
    `Openhouse listening on http://localhost:${port}`,
  );

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await jobs?.stop();
      hosts.close();
      await services.searchEvents.flush();
      await services.requestCounts.flush();
      await agencies.flush();
      await changes?.close();
      stopFencing();
      await database.close();
    })());
  return { port, close, services, agencies, database };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const config = loadConfig();
  // tsx turns Node's source maps on; mapping the first error's stack then decodes the map of every file in it
  // (PGlite's and drizzle's included) and keeps them for the life of the process (issue 43 High 3: +68 MB of
  // a 192 MB heap). Production logs keep the transpiled positions unless SOURCE_MAPS=1.
  if (!config.sourceMaps) process.setSourceMapsEnabled(false);
  const { close, services } = await startServer(config);
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      services.logger.info({ signal }, "shutting down");
      void close().then(() => process.exit(0));
    });
  }
}
