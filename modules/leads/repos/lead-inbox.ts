// The leads inbox's queries (issue 14). Every read and write is scoped here, in SQL, by the member of staff's
// branches (modules/staff/model/roles.ts branchScope): a lead outside the scope is not found. The list is sorted by
// the (created_at, id) index, newest first, and paged by keyset (a page starts after or before a lead id, never
// at an offset); its count stops at a cap. Free text is `LIKE '%term%'` on search_text, under a trigram index.
import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../../db/client.ts";
import { agencyOfHandle, listingRows, ownRows } from "../../../db/agency-scope.ts";
import { escapeLike } from "../../../db/like-pattern.ts";
import { listingLinkColumns } from "../../../db/listing-columns.ts";
import {
  branches,
  departments,
  formSubmissionFiles,
  leadEvents,
  leads,
  outboxEmails,
  properties,
  propertyMedia,
  staff,
  staffUserBranches,
  staffUsers,
} from "../../../db/schema.ts";
import { withinBranchScope } from "../../../db/branch-scope.ts";
import type { BranchScope } from "../../staff/model/roles.ts";
import { searchTerms, type LeadCursor, type LeadFilters } from "../model/lead-inbox.ts";
import type { LeadStatus } from "../model/lead-inbox-terms.ts";

export type LeadRow = typeof leads.$inferSelect;

/** Who is asking (their scope, and their id for "assigned to me") and what they filter by. */
export type InboxQuery = { scope: BranchScope; viewerId: number; filters: LeadFilters };

export function scopeCondition(scope: BranchScope): SQL | undefined {
  // A lead without a branch (the agency's main inbox) is in no branch scope: owners only.
  return withinBranchScope(leads.branchId, scope);
}

function conditions({ scope, viewerId, filters: f }: InboxQuery): SQL[] {
  const where: (SQL | undefined)[] = [scopeCondition(scope)];
  if (f.branch === "none") where.push(isNull(leads.branchId));
  else if (f.branch !== undefined) where.push(eq(leads.branchId, f.branch));
  if (f.kind) where.push(eq(leads.kind, f.kind));
  if (f.status) where.push(eq(leads.status, f.status));
  if (f.assigned === "me") where.push(eq(leads.assignedStaffUserId, viewerId));
  else if (f.assigned === "none") where.push(isNull(leads.assignedStaffUserId));
  else if (f.assigned !== undefined) where.push(eq(leads.assignedStaffUserId, f.assigned));
  // Dates are the agency's days (UK time); the bounds are constants, so the created_at index serves them.
  if (f.from)
    where.push(sql`${leads.createdAt} >= (${f.from}::date::timestamp at time zone 'Europe/London')`);
  if (f.to)
    where.push(sql`${leads.createdAt} < ((${f.to}::date + 1)::timestamp at time zone 'Europe/London')`);
  for (const term of searchTerms(f.q)) where.push(sql`${leads.searchText} like ${`%${escapeLike(term)}%`}`);
  return where.filter((condition): condition is SQL => condition !== undefined);
}

// The cursor lead's own (created_at, id), read by primary key: JavaScript dates would lose the microseconds.
const cursorRow = (db: Db, id: number) =>
  sql`(select c.created_at, c.id from leads c where c.agency_id = ${agencyOfHandle(db)} and c.id = ${id})`;
const olderThan = (db: Db, id: number) => sql`(${leads.createdAt}, ${leads.id}) < ${cursorRow(db, id)}`;
const newerThan = (db: Db, id: number) => sql`(${leads.createdAt}, ${leads.id}) > ${cursorRow(db, id)}`;

const listColumns = {
  id: leads.id,
  createdAt: leads.createdAt,
  kind: leads.kind,
  status: leads.status,
  firstName: leads.firstName,
  lastName: leads.lastName,
  email: leads.email,
  telephone: leads.telephone,
  branchId: leads.branchId,
  branchName: branches.name,
  assignedStaffUserId: leads.assignedStaffUserId,
  assigneeName: staffUsers.name,
  assigneeEmail: staffUsers.email,
  firstResponseAt: leads.firstResponseAt,
  messageStart: sql<string | null>`left(${leads.message}, 140)`,
};

export type InboxListRow = Pick<
  LeadRow,
  | "id"
  | "createdAt"
  | "kind"
  | "status"
  | "firstName"
  | "lastName"
  | "email"
  | "telephone"
  | "branchId"
  | "assignedStaffUserId"
  | "firstResponseAt"
> & {
  branchName: string | null;
  assigneeName: string | null;
  assigneeEmail: string | null;
  messageStart: string | null;
};

export type InboxPageRows = { rows: InboxListRow[]; hasNewer: boolean; hasOlder: boolean };

/** One page of the list, newest first, starting after (older) or before (newer) the cursor's lead. */
export async function selectInboxPage(
  db: Db,
  query: InboxQuery,
  cursor: LeadCursor,
  limit: number,
): Promise<InboxPageRows> {
  const where = conditions(query);
  const goingNewer = cursor !== null && "newer" in cursor;
  if (cursor && "older" in cursor) where.push(olderThan(db, cursor.older));
  if (cursor && "newer" in cursor) where.push(newerThan(db, cursor.newer));
  const order = goingNewer ? [asc(leads.createdAt), asc(leads.id)] : [desc(leads.createdAt), desc(leads.id)];
  const fetched = (await db
    .select(listColumns)
    .from(leads)
    .leftJoin(branches, eq(branches.id, leads.branchId))
    .leftJoin(staffUsers, eq(staffUsers.id, leads.assignedStaffUserId))
    .where(and(ownRows(db, leads.agencyId), ...where))
    .orderBy(...order)
    .limit(limit + 1)) as InboxListRow[];
  const more = fetched.length > limit;
  const rows = fetched.slice(0, limit);
  if (goingNewer) rows.reverse();
  // The other side of the page: one more look along the index, only when there was a cursor.
  const otherSide =
    cursor === null || rows.length === 0
      ? false
      : await existsBeyond(db, query, goingNewer ? { older: rows.at(-1)!.id } : { newer: rows[0]!.id });
  return goingNewer
    ? { rows, hasNewer: more, hasOlder: otherSide || (rows.length === 0 && cursor !== null) }
    : { rows, hasNewer: otherSide, hasOlder: more };
}

async function existsBeyond(db: Db, query: InboxQuery, cursor: { older: number } | { newer: number }) {
  const where = conditions(query);
  where.push("older" in cursor ? olderThan(db, cursor.older) : newerThan(db, cursor.newer));
  const [row] = await db
    .select({ one: sql`1` })
    .from(leads)
    .where(and(ownRows(db, leads.agencyId), ...where))
    .limit(1);
  return Boolean(row);
}

/** How many leads match, counted up to `cap` + 1 (the page says "more than cap" then). */
export async function countInboxLeads(db: Db, query: InboxQuery, cap: number): Promise<number> {
  const matching = db
    .select({ one: sql`1`.as("one") })
    .from(leads)
    .where(and(ownRows(db, leads.agencyId), ...conditions(query)))
    .limit(cap + 1)
    .as("matching");
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(matching);
  return row?.count ?? 0;
}

export type InboxListing = InboxPageRows & { count: number };

const hasFilters = (filters: LeadFilters) => Object.values(filters).some((value) => value !== undefined);

/**
 * The list's page and its capped count. Without filters, the (created_at, id) index answers both at once.
 * With filters, the planner's usual choice (walk that index newest first until a page of rows passes) is fast
 * when many leads match and very slow when few or none do, and it cannot tell which from its estimates
 * (free-text words and filter values correlate). So the count runs first on bitmap scans only (the trigram and
 * filter indexes, stopping at cap + 1 rows): when it stops short of the cap, few leads match and the page is
 * read the same way and sorted (at most `cap` rows); when it reaches the cap, many match and the index walk
 * finds a page at once.
 */
export async function selectInboxListing(
  db: Db,
  query: InboxQuery,
  cursor: LeadCursor,
  limit: number,
  cap: number,
): Promise<InboxListing> {
  if (!hasFilters(query.filters)) {
    const [page, count] = await Promise.all([
      selectInboxPage(db, query, cursor, limit),
      countInboxLeads(db, query, cap),
    ]);
    return { ...page, count };
  }
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx.execute(sql`set local enable_indexscan = off`);
    await tx.execute(sql`set local enable_seqscan = off`);
    const count = await countInboxLeads(tx, query, cap);
    if (count > cap) {
      await tx.execute(sql`set local enable_indexscan = on`);
      await tx.execute(sql`set local enable_seqscan = on`);
    }
    return { ...(await selectInboxPage(tx, query, cursor, limit)), count };
  });
}

/** Whole lead rows, newest first, in batches along the index (the CSV export streams them). */
export function selectInboxBatch(db: Db, query: InboxQuery, olderThanId: number | null, limit: number) {
  const where = conditions(query);
  if (olderThanId !== null) where.push(olderThan(db, olderThanId));
  return db
    .select()
    .from(leads)
    .where(and(ownRows(db, leads.agencyId), ...where))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(limit);
}

/** New leads in the scope, up to `cap` + 1, from the small partial index (the navigation's badge). */
export async function countNewLeads(db: Db, scope: BranchScope, cap: number): Promise<number> {
  const matching = db
    .select({ one: sql`1`.as("one") })
    .from(leads)
    .where(and(ownRows(db, leads.agencyId), eq(leads.status, "new"), scopeCondition(scope)))
    .limit(cap + 1)
    .as("new_leads");
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(matching);
  return row?.count ?? 0;
}

/** The branches of the scope, in the site's order (the filter's options, the per-branch table's rows). */
export function selectScopeBranches(db: Db, scope: BranchScope): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: branches.id, name: branches.name })
    .from(branches)
    .where(and(listingRows(db, branches.agencyId), withinBranchScope(branches.id, scope)))
    .orderBy(asc(branches.position), asc(branches.id));
}

/**
 * Aggregates over a group of leads: how many, how many staff have acted on, and the median seconds to that first
 * response (docs/admin.md "Time to first response"); the leads-by-branch page's and the reports'.
 */
export const responseStats = () => ({
  received: sql<number>`count(*)::int`,
  responded: sql<number>`count(${leads.firstResponseAt})::int`,
  medianSeconds: sql<
    number | null
  >`percentile_cont(0.5) within group (order by extract(epoch from ${leads.firstResponseAt} - ${leads.createdAt}))`,
});

export type BranchLeadStats = {
  branchId: number | null;
  branchName: string | null;
  newCount: number;
  received: number;
  responded: number;
  medianSeconds: number | null;
};

/**
 * Per branch in the scope: new leads now, and over the leads received since `since` (spam left out) how many
 * staff have acted on and the median time to that first response.
 */
export async function selectBranchLeadStats(
  db: Db,
  scope: BranchScope,
  since: Date,
): Promise<BranchLeadStats[]> {
  const inScope = scopeCondition(scope);
  const [newRows, responseRows, branchRows] = await Promise.all([
    db
      .select({ branchId: leads.branchId, count: sql<number>`count(*)::int` })
      .from(leads)
      .where(and(ownRows(db, leads.agencyId), eq(leads.status, "new"), inScope))
      .groupBy(leads.branchId),
    db
      .select({ branchId: leads.branchId, ...responseStats() })
      .from(leads)
      .where(
        and(
          ownRows(db, leads.agencyId),
          sql`${leads.createdAt} >= ${since.toISOString()}`,
          sql`${leads.status} <> 'spam'`,
          inScope,
        ),
      )
      .groupBy(leads.branchId),
    selectScopeBranches(db, scope),
  ]);
  const ids: (number | null)[] = branchRows.map((b) => b.id);
  if (scope.kind === "all") ids.push(null);
  return ids.map((branchId) => {
    const fresh = newRows.find((row) => row.branchId === branchId);
    const response = responseRows.find((row) => row.branchId === branchId);
    return {
      branchId,
      branchName: branchRows.find((b) => b.id === branchId)?.name ?? null,
      newCount: fresh?.count ?? 0,
      received: response?.received ?? 0,
      responded: response?.responded ?? 0,
      medianSeconds:
        response?.medianSeconds === null || response?.medianSeconds === undefined
          ? null
          : Number(response.medianSeconds),
    };
  });
}

// One lead.

/** The lead with what its page shows beside it, or null when there is none in the scope. */
export async function selectInboxLead(db: Db, scope: BranchScope, id: number) {
  const contacted = sql<string | null>`(select s.first_name || ' ' || s.surname from ${staff} s
    where s.agency_id = ${agencyOfHandle(db)} and s.id = ${leads.staffId})`;
  const [row] = await db
    .select({
      lead: leads,
      branchName: branches.name,
      departmentName: departments.label,
      staffName: contacted,
      assigneeName: staffUsers.name,
      assigneeEmail: staffUsers.email,
    })
    .from(leads)
    .leftJoin(branches, eq(branches.id, leads.branchId))
    .leftJoin(departments, eq(departments.id, leads.departmentId))
    .leftJoin(staffUsers, eq(staffUsers.id, leads.assignedStaffUserId))
    .where(and(ownRows(db, leads.agencyId), eq(leads.id, id), scopeCondition(scope)));
  return row ?? null;
}

const photos = alias(propertyMedia, "m");

export async function selectLeadProperty(db: Db, propertyId: number) {
  const [row] = await db
    .select({
      ...listingLinkColumns,
      photoKey: sql<string | null>`(select m.media_key from ${propertyMedia} m
        where ${listingRows(db, photos.agencyId)} and m.property_id = "properties"."id" and m.kind = 'photo'
          and m.media_key is not null
        order by m.position, m.id limit 1)`,
    })
    .from(properties)
    .where(and(listingRows(db, properties.agencyId), eq(properties.id, propertyId)));
  return row ?? null;
}

const staffLabelOf = (db: Db, idText: typeof leadEvents.fromValue | typeof leadEvents.toValue) =>
  sql<string | null>`(select coalesce(nullif(u.name, ''), u.email) from ${staffUsers} u
    where u.agency_id = ${agencyOfHandle(db)} and ${leadEvents.kind} = 'assignment' and u.id::text = ${idText})`;

export function selectLeadEvents(db: Db, leadId: number) {
  return db
    .select({
      id: leadEvents.id,
      at: leadEvents.at,
      kind: leadEvents.kind,
      fromValue: leadEvents.fromValue,
      toValue: leadEvents.toValue,
      note: leadEvents.note,
      actorEmail: leadEvents.actorEmail,
      actorName: staffUsers.name,
      // An assignment's people by name (their ids are kept as text: the history outlives the accounts).
      fromName: staffLabelOf(db, leadEvents.fromValue),
      toName: staffLabelOf(db, leadEvents.toValue),
    })
    .from(leadEvents)
    .leftJoin(staffUsers, eq(staffUsers.id, leadEvents.staffUserId))
    .where(and(ownRows(db, leadEvents.agencyId), eq(leadEvents.leadId, leadId)))
    .orderBy(asc(leadEvents.id));
}

export function selectLeadEmails(db: Db, leadId: number) {
  return db
    .select({
      id: outboxEmails.id,
      to: outboxEmails.to,
      subject: outboxEmails.subject,
      status: outboxEmails.status,
      attempts: outboxEmails.attempts,
      lastError: outboxEmails.lastError,
      createdAt: outboxEmails.createdAt,
      sentAt: outboxEmails.sentAt,
    })
    .from(outboxEmails)
    .where(and(ownRows(db, outboxEmails.agencyId), eq(outboxEmails.leadId, leadId)))
    .orderBy(asc(outboxEmails.id));
}

/**
 * The files of a new-homes lead. The lead row does not name its form submission; its emails and webhook
 * were queued with both ids in the lead's transaction (and the idempotency key is shared), so they link them.
 */
export function selectLeadFiles(db: Db, leadId: number) {
  return db
    .select({
      id: formSubmissionFiles.id,
      fieldName: formSubmissionFiles.fieldName,
      fileName: formSubmissionFiles.fileName,
      contentType: formSubmissionFiles.contentType,
      sizeBytes: formSubmissionFiles.sizeBytes,
      storageKey: formSubmissionFiles.storageKey,
    })
    .from(formSubmissionFiles)
    .where(
      and(
        ownRows(db, formSubmissionFiles.agencyId),
        sql`${formSubmissionFiles.submissionId} in (${submissionIdsOfLeads(db, [leadId])})`,
      ),
    )
    .orderBy(asc(formSubmissionFiles.id));
}

/**
 * The form submissions of these leads (a new-homes lead's answers and files): a lead row does not name its
 * submission, so it is found through the submission id its emails and webhook were queued with, and the
 * shared idempotency key. A subquery, for `in (…)`.
 */
export function submissionIdsOfLeads(db: Db, leadIds: number[]): SQL {
  const ids = sql`(${sql.join(
    leadIds.map((id) => sql`${id}`),
    sql`, `,
  )})`;
  if (leadIds.length === 0) return sql`select null::integer where false`;
  const agency = agencyOfHandle(db);
  return sql`select e.form_submission_id from outbox_emails e
          where e.agency_id = ${agency} and e.lead_id in ${ids} and e.form_submission_id is not null
        union select w.form_submission_id from outbox_webhooks w
          where w.agency_id = ${agency} and w.lead_id in ${ids} and w.form_submission_id is not null
        union select s.id from form_submissions s join leads l on l.idempotency_key = s.idempotency_key
          where s.agency_id = ${agency} and l.agency_id = ${agency} and l.id in ${ids}`;
}

export type AssignableStaff = { id: number; name: string; email: string };

/**
 * Staff who may hold leads of these branches: owners (every lead), and managers and negotiators of one of
 * them. `branchIds` null: every leads role (an owner's filter list); [] : owners only (a lead with no branch).
 */
export function selectAssignableStaff(db: Db, branchIds: number[] | null): Promise<AssignableStaff[]> {
  const member =
    branchIds === null
      ? sql`true`
      : branchIds.length
        ? sql`exists (select 1 from ${staffUserBranches} sb where sb.agency_id = ${agencyOfHandle(db)}
            and sb.staff_user_id = ${staffUsers.id} and sb.branch_id in ${branchIds})`
        : sql`false`;
  return db
    .select({ id: staffUsers.id, name: staffUsers.name, email: staffUsers.email })
    .from(staffUsers)
    .where(
      and(
        ownRows(db, staffUsers.agencyId),
        sql`${staffUsers.role} <> 'editor' and (${staffUsers.role} = 'owner' or (${staffUsers.role} in ('manager', 'negotiator') and ${member}))`,
      ),
    )
    .orderBy(asc(sql`lower(${staffUsers.name})`), asc(sql`lower(${staffUsers.email})`));
}

// Writes: each runs in the caller's transaction, after lockInboxLeads has taken the rows it changes.

export type LockedLead = Pick<
  LeadRow,
  "id" | "status" | "assignedStaffUserId" | "branchId" | "message" | "firstResponseAt"
>;

/** The leads with these ids in the scope, locked until the transaction ends (FOR UPDATE). */
export function lockInboxLeads(db: Db, scope: BranchScope, ids: number[]): Promise<LockedLead[]> {
  return db
    .select({
      id: leads.id,
      status: leads.status,
      assignedStaffUserId: leads.assignedStaffUserId,
      branchId: leads.branchId,
      message: leads.message,
      firstResponseAt: leads.firstResponseAt,
    })
    .from(leads)
    .where(and(ownRows(db, leads.agencyId), inArray(leads.id, ids), scopeCondition(scope)))
    .orderBy(asc(leads.id))
    .for("update");
}

/** Changes the lead; its first response is now, unless staff had already acted on it. */
export async function updateInboxLead(
  db: Db,
  id: number,
  change: { status?: LeadStatus; assignedStaffUserId?: number | null },
): Promise<void> {
  await db
    .update(leads)
    .set({ ...change, firstResponseAt: sql`coalesce(${leads.firstResponseAt}, now())` })
    .where(and(ownRows(db, leads.agencyId), eq(leads.id, id)));
}

export type NewLeadEvent = Omit<typeof leadEvents.$inferInsert, "id" | "at">;

export async function insertLeadEvents(db: Db, events: NewLeadEvent[]): Promise<void> {
  if (events.length) await db.insert(leadEvents).values(events);
}
