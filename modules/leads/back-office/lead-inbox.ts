// The leads inbox's reads (issue 14): the list with its filters, one lead with everything about it, the
// per-branch figures and the navigation's count. Each takes `db` and the signed-in member of staff, whose
// branch scope every query carries (modules/leads/repos/lead-inbox.ts), so a script can call them as the pages do.
import type { Db } from "../../../db/client.ts";
import {
  countNewLeads,
  selectAssignableStaff,
  selectBranchLeadStats,
  selectInboxLead,
  selectInboxListing,
  selectLeadEmails,
  selectLeadEvents,
  selectLeadFiles,
  selectLeadProperty,
  selectScopeBranches,
  type InboxQuery,
} from "../repos/lead-inbox.ts";
import { selectLearnedSpamOfLead } from "../repos/lead-spam-phrases.ts";
import { selectWebhooksForLead } from "../repos/webhooks.ts";
import type { LeadCursor, LeadFilters } from "../model/lead-inbox.ts";
import { LEADS_COUNT_CAP, LEADS_PAGE_SIZE, RESPONSE_WINDOW_DAYS } from "../model/lead-inbox-terms.ts";
import { branchScope, type StaffRole } from "../../staff/model/roles.ts";

/** What the inbox needs of the signed-in member of staff (modules/staff/use-cases/staff-sessions.ts SignedInStaff). */
export type InboxStaff = { id: number; email: string; role: StaffRole; branchIds: number[] };

export function inboxQuery(staff: InboxStaff, filters: LeadFilters): InboxQuery {
  return { scope: branchScope(staff), viewerId: staff.id, filters };
}

const seconds = (from: Date, to: Date | null) => (to ? (to.getTime() - from.getTime()) / 1000 : null);

/** A page of the list, its capped count, and the filter form's choices. */
export async function listLeads(db: Db, staff: InboxStaff, filters: LeadFilters, cursor: LeadCursor) {
  const query = inboxQuery(staff, filters);
  const [page, branches, assignees] = await Promise.all([
    selectInboxListing(db, query, cursor, LEADS_PAGE_SIZE, LEADS_COUNT_CAP),
    selectScopeBranches(db, query.scope),
    selectAssignableStaff(db, query.scope.kind === "all" ? null : query.scope.branchIds),
  ]);
  return {
    rows: page.rows.map((row) => ({
      ...row,
      responseSeconds: seconds(row.createdAt, row.firstResponseAt),
    })),
    hasNewer: page.hasNewer,
    hasOlder: page.hasOlder,
    count: Math.min(page.count, LEADS_COUNT_CAP),
    countCapped: page.count > LEADS_COUNT_CAP,
    branches,
    assignees,
    /** Owners see leads routed to no branch (the agency's main inbox); others never do. */
    canSeeUnbranched: query.scope.kind === "all",
  };
}

export type LeadList = Awaited<ReturnType<typeof listLeads>>;

/** One lead in the scope with everything about it, or null (not found, or another branch's). */
export async function leadDetail(db: Db, staff: InboxStaff, id: number) {
  const scope = branchScope(staff);
  const found = await selectInboxLead(db, scope, id);
  if (!found) return null;
  const { lead } = found;
  const [property, events, emails, webhooks, files, learned, assignees] = await Promise.all([
    lead.propertyId === null ? null : selectLeadProperty(db, lead.propertyId),
    selectLeadEvents(db, id),
    selectLeadEmails(db, id),
    selectWebhooksForLead(db, id),
    selectLeadFiles(db, id),
    selectLearnedSpamOfLead(db, id),
    selectAssignableStaff(db, lead.branchId === null ? [] : [lead.branchId]),
  ]);
  return {
    ...found,
    responseSeconds: seconds(lead.createdAt, lead.firstResponseAt),
    property,
    events,
    emails,
    webhooks: webhooks.map(({ body: _body, ...delivery }) => delivery),
    files: files.map(({ storageKey: _key, ...file }) => file),
    learned,
    assignees,
  };
}

export type LeadDetail = NonNullable<Awaited<ReturnType<typeof leadDetail>>>;

export async function branchResponseTimes(db: Db, staff: InboxStaff, now: Date = new Date()) {
  const since = new Date(now.getTime() - RESPONSE_WINDOW_DAYS * 86_400_000);
  return selectBranchLeadStats(db, branchScope(staff), since);
}

/** The badge beside "Leads" in the navigation: new leads in the scope, counted up to 999. */
export const NEW_LEADS_BADGE_CAP = 999;

export async function newLeadsBadge(db: Db, staff: InboxStaff): Promise<{ count: number; label: string }> {
  const count = await countNewLeads(db, branchScope(staff), NEW_LEADS_BADGE_CAP);
  return count > NEW_LEADS_BADGE_CAP
    ? { count: NEW_LEADS_BADGE_CAP, label: "or more new leads" }
    : { count, label: count === 1 ? "new lead" : "new leads" };
}
