// The dashboard that opens the back office (issue 42 item 6): for the signed-in member of staff, what needs
// doing today, in the areas their role may open and the branches they work for. New leads by branch and age
// (leads), the listings that need attention (listings), each feed source's last import (feeds). Today's
// appointments wait for the diary: the page says so rather than guess them from the leads.
import type { Db } from "../../../db/client.ts";
import { selectFeedSources, selectLastImportRun } from "../../feeds/index.ts";
import {
  selectListingsNeedingAttention,
  selectNewLeadAges,
  type AttentionListing,
  type ListingAttention,
} from "../repos/dashboard.ts";
import { selectScopeBranches } from "../../leads/index.ts";
import {
  ATTENTION_COUNT_CAP,
  ATTENTION_EXAMPLES,
  feedHealth,
  LEAD_AGE_BANDS,
  leadAgeCutoffs,
  type FeedHealth,
  type LeadAgeBand,
} from "../model/dashboard.ts";
import { branchScope, mayOpen } from "../../staff/model/roles.ts";
import type { SignedInStaff } from "../../staff/index.ts";

type DashboardStaff = Pick<SignedInStaff, "role" | "branchIds">;

export type BranchNewLeads = {
  /** Null: the agency's main inbox (leads routed to no branch), which only owners see. */
  branchId: number | null;
  branchName: string | null;
  byAge: Record<LeadAgeBand, number>;
  total: number;
};

export type FeedSourceHealth = {
  source: string;
  health: FeedHealth;
  lastRun: {
    id: number;
    state: string;
    startedAt: Date;
    fileName: string;
    warnings: number;
    errors: number;
    skipped: number;
  } | null;
};

export type ListingsAttention = Record<ListingAttention, { count: number; listings: AttentionListing[] }>;

export type Dashboard = {
  branches: { id: number; name: string }[];
  newLeads: BranchNewLeads[] | null;
  listings: ListingsAttention | null;
  feeds: FeedSourceHealth[] | null;
};

async function newLeadsByBranch(
  db: Db,
  staff: DashboardStaff,
  branches: { id: number; name: string }[],
  now: Date,
): Promise<BranchNewLeads[]> {
  const scope = branchScope(staff);
  const rows = await selectNewLeadAges(db, scope, leadAgeCutoffs(now));
  const ids: (number | null)[] = branches.map((branch) => branch.id);
  if (scope.kind === "all") ids.push(null);
  return ids.map((branchId) => {
    const byAge = Object.fromEntries(LEAD_AGE_BANDS.map((band) => [band.key, 0])) as Record<
      LeadAgeBand,
      number
    >;
    for (const row of rows) {
      if (row.branchId === branchId) byAge[LEAD_AGE_BANDS[row.band]!.key] += row.count;
    }
    return {
      branchId,
      branchName: branches.find((branch) => branch.id === branchId)?.name ?? null,
      byAge,
      total: Object.values(byAge).reduce((sum, count) => sum + count, 0),
    };
  });
}

async function feedsHealth(db: Db, now: Date): Promise<FeedSourceHealth[]> {
  const sources = await selectFeedSources(db);
  return Promise.all(
    sources.map(async (source) => {
      const run = await selectLastImportRun(db, source);
      const counts = run?.counts ?? {};
      const lastRun = run && {
        id: run.id,
        state: run.state,
        startedAt: run.startedAt,
        fileName: run.fileName,
        warnings: counts.warnings ?? run.warnings.length,
        errors: counts.errors ?? run.errors.length,
        skipped: counts.skipped ?? 0,
      };
      return { source, lastRun, health: feedHealth(lastRun, now) };
    }),
  );
}

async function listingsAttention(db: Db, staff: DashboardStaff): Promise<ListingsAttention> {
  const scope = branchScope(staff);
  const options = { cap: ATTENTION_COUNT_CAP, examples: ATTENTION_EXAMPLES };
  const [noPhotos, noDescription] = await Promise.all([
    selectListingsNeedingAttention(db, scope, "no-photos", options),
    selectListingsNeedingAttention(db, scope, "no-description", options),
  ]);
  return { "no-photos": noPhotos, "no-description": noDescription };
}

/** The dashboard of one member of staff: each part only when their role may open its area (else null). */
export async function backOfficeDashboard(
  db: Db,
  staff: DashboardStaff,
  now = new Date(),
): Promise<Dashboard> {
  const branches = await selectScopeBranches(db, branchScope(staff));
  const [newLeads, listings, feeds] = await Promise.all([
    mayOpen(staff.role, "leads") ? newLeadsByBranch(db, staff, branches, now) : null,
    mayOpen(staff.role, "listings") ? listingsAttention(db, staff) : null,
    mayOpen(staff.role, "feeds") ? feedsHealth(db, now) : null,
  ]);
  return {
    branches: staff.role === "owner" || staff.role === "editor" ? [] : branches,
    newLeads,
    listings,
    feeds,
  };
}
