// The Rightmove Real Time Datafeed calls (issue 38; docs/feeds-rtdf.md): SendPropertyDetails and RemoveProperty
// import one listing each through the sync engine (incremental, so nothing else is withdrawn; all the rules of
// the feeds hold), GetBranchPropertyList lists what a branch has on the market. The push key names the source.
// Every answer is RTDF's envelope; a call that does not match its schema changes nothing.
import { randomUUID } from "node:crypto";
import { propertyPath } from "../../../domain/urls.ts";
import type { Services } from "../../../platform/services.ts";
import type { RtdfCall } from "../model/push-api.ts";
import {
  RTDF_ERRORS,
  RTDF_REFUSED,
  getBranchPropertyListRequest,
  parseRtdf,
  removePropertyRequest,
  removedListing,
  rtdfAnswer,
  rtdfListing,
  rtdfTimestamp,
  sendPropertyDetailsRequest,
  type RtdfProblem,
} from "../model/rtdf.ts";
import type { FeedListing, FeedRowError } from "../model/feed-listing.ts";
import { selectSourceListingsAtBranch } from "../repos/feed-branches.ts";
import { verifyFeedApiKey } from "./api-keys.ts";
import { feedImportDependencies } from "./import-dependencies.ts";
import type { ImportSummary, RowReport } from "./import-types.ts";
import { importFeed, rowsFromLists } from "./run-import.ts";

type RtdfServices = Pick<Services, "agencyId" | "db" | "logger" | "config" | "geocoder" | "media">;

export type RtdfReply = { status: 200 | 401 | 403 | 404 | 422 | 500 | 503; body: Record<string, unknown> };

// A CRM sends one call per listing, often several at once, and a source imports one at a time. So the calls that
// arrive while an import of their source runs wait together and are imported as one incremental import when it
// ends (one listing per agent_ref in each: a second call for the same listing waits for the next), each answered
// from its own listing's row; and an import of the source running elsewhere (another process, a BLM file) is waited
// for up to BUSY_WAIT_MS before answering 503.
const BUSY_WAIT_MS = 10_000;
const BUSY_RETRY_MS = 200;
const MAX_BATCH = 500;

type Imported = { summary: ImportSummary; reports: RowReport[] };
type Waiting = { listing: FeedListing; settle: (result: Imported | { error: unknown }) => void };
const waiting = new Map<string, Waiting[]>();

function importTogether(
  key: string,
  listing: FeedListing,
  importMany: (listings: FeedListing[]) => Promise<Imported>,
): Promise<Imported> {
  return new Promise((resolve, reject) => {
    const settle = (result: Imported | { error: unknown }) =>
      "error" in result ? reject(result.error as Error) : resolve(result);
    const queue = waiting.get(key);
    if (queue) return void queue.push({ listing, settle });
    waiting.set(key, [{ listing, settle }]);
    void drain(key, importMany);
  });
}

async function drain(key: string, importMany: (listings: FeedListing[]) => Promise<Imported>) {
  for (;;) {
    const queue = waiting.get(key) ?? [];
    if (queue.length === 0) return void waiting.delete(key);
    const batch: Waiting[] = [];
    const later: Waiting[] = [];
    const references = new Set<string>();
    for (const each of queue) {
      if (batch.length < MAX_BATCH && !references.has(each.listing.reference)) {
        references.add(each.listing.reference);
        batch.push(each);
      } else later.push(each);
    }
    // The calls arriving during this import join `later`, kept in the map so that they wait rather than start.
    waiting.set(key, later);
    try {
      const imported = await importWhenFree(() => importMany(batch.map((each) => each.listing)));
      for (const each of batch) each.settle(imported);
    } catch (error) {
      for (const each of batch) each.settle({ error });
    }
  }
}

async function importWhenFree(importOnce: () => Promise<Imported>): Promise<Imported> {
  const until = Date.now() + BUSY_WAIT_MS;
  for (;;) {
    const imported = await importOnce();
    if (!imported.summary.sourceBusy || Date.now() >= until) return imported;
    await new Promise((resolve) => setTimeout(resolve, BUSY_RETRY_MS));
  }
}

export const RTDF_MESSAGES = {
  sent: "The listing was received",
  removed: "The listing was removed",
  listed: "The branch's listings on the market",
  refused: RTDF_REFUSED,
  notFound: "No listing of this feed has that agent_ref at that branch",
  failed: "The import failed; nothing was changed. Try again later.",
  notYet: "GetBranchEmails is not answered yet: leads reach the agency by email, webhook and CSV",
} as const;

export async function receiveRtdf(
  services: RtdfServices,
  input: { call: RtdfCall; authorization: string | null; body: string },
): Promise<RtdfReply> {
  const requested = { requestId: randomUUID(), at: new Date() };
  const refuse = (
    status: RtdfReply["status"],
    errors: RtdfProblem[],
    message: string = RTDF_MESSAGES.refused,
  ) => ({
    status,
    body: rtdfAnswer(requested, { success: false, message, errors }),
  });
  const key = await verifyFeedApiKey(services.db, null, input.authorization);
  if (!key.ok)
    return refuse(key.status, [
      { error_code: RTDF_ERRORS.key, error_description: key.message, error_value: null },
    ]);
  const source = key.source;

  if (input.call === "getbranchpropertylist") {
    const parsed = parseRtdf(getBranchPropertyListRequest, input.body);
    if (!parsed.ok) return refuse(422, parsed.problems);
    const { branch } = parsed.request;
    const listings = await selectSourceListingsAtBranch(services.db, {
      source,
      branchCode: String(branch.branch_id),
      channel: branch.channel ? CHANNEL[branch.channel] : null,
    });
    return {
      status: 200,
      body: rtdfAnswer(
        requested,
        { success: true, message: RTDF_MESSAGES.listed },
        {
          branch: { branch_id: branch.branch_id, channel: branch.channel ?? null },
          property: listings.map((listing) => ({
            rightmove_id: listing.id,
            agent_ref: listing.reference,
            update_date: listing.feedUpdatedAt ? rtdfTimestamp(listing.feedUpdatedAt) : null,
            channel: listing.channel === "sales" ? 1 : 2,
          })),
        },
      ),
    };
  }
  if (input.call === "getbranchemails")
    return refuse(404, [
      { error_code: RTDF_ERRORS.notFound, error_description: RTDF_MESSAGES.notYet, error_value: null },
    ]);

  let listing: FeedListing | FeedRowError;
  if (input.call === "sendpropertydetails") {
    const parsed = parseRtdf(sendPropertyDetailsRequest, input.body);
    if (!parsed.ok) return refuse(422, parsed.problems);
    const mapped = rtdfListing(parsed.request);
    listing = "error" in mapped ? mapped.error : mapped.listing;
  } else {
    const parsed = parseRtdf(removePropertyRequest, input.body);
    if (!parsed.ok) return refuse(422, parsed.problems);
    listing = removedListing(parsed.request);
  }
  if (!("reference" in listing && "branchCode" in listing))
    return refuse(422, [
      { error_code: RTDF_ERRORS.listing, error_description: listing.message, error_value: listing.field },
    ]);

  try {
    const { summary, reports } = await importTogether(
      `${services.agencyId} ${source}`,
      listing,
      async (listings) => {
        const reports: RowReport[] = [];
        const summary = await importFeed(
          services.db,
          {
            source,
            fileName: `rtdf-${requested.at.toISOString()}.json`,
            way: "push",
            mode: "incremental",
            rows: rowsFromLists(listings),
            media: null,
          },
          feedImportDependencies(services, { report: (row) => reports.push(row) }),
        );
        return { summary, reports };
      },
    );
    if (summary.sourceBusy)
      return refuse(503, [
        { error_code: RTDF_ERRORS.busy, error_description: summary.message ?? "", error_value: null },
      ]);
    const report = reports.find((row) => row.reference === listing.reference);
    if (summary.state !== "succeeded" || !report)
      return refuse(500, [
        {
          error_code: RTDF_ERRORS.failed,
          error_description: summary.message ?? RTDF_MESSAGES.failed,
          error_value: null,
        },
      ]);
    if (input.call === "removeproperty" && report.outcome !== "withdrawn")
      return refuse(404, [
        {
          error_code: RTDF_ERRORS.notFound,
          error_description: RTDF_MESSAGES.notFound,
          error_value: listing.reference,
        },
      ]);
    const changeType = { created: "CREATE", withdrawn: "DELETE" }[report.outcome as string] ?? "UPDATE";
    return {
      status: 200,
      body: rtdfAnswer(
        requested,
        {
          success: true,
          message: input.call === "removeproperty" ? RTDF_MESSAGES.removed : RTDF_MESSAGES.sent,
          // The mapping's warnings, in RTDF's field names; the engine's own (placement…) are in the import log.
          warnings: listing.warnings,
        },
        {
          property: {
            agent_ref: listing.reference,
            rightmove_id: report.id,
            rightmove_url:
              report.id === null ? null : new URL(propertyPath(report.id), services.config.publicUrl).href,
            change_type: changeType,
          },
        },
      ),
    };
  } catch (error) {
    services.logger.error({ err: error, source, keyId: key.keyId }, "RTDF call failed");
    return refuse(500, [
      { error_code: RTDF_ERRORS.failed, error_description: RTDF_MESSAGES.failed, error_value: null },
    ]);
  }
}

const CHANNEL = { 1: "sales", 2: "lettings" } as const;
