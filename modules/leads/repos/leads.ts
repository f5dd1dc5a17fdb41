// Lead rows (db/schema.ts leads). A lead and everything it causes are
// inserted in one transaction by modules/leads/use-cases/record-lead.ts; the idempotency key's unique index makes a
// retried or doubled submission find the first row instead of adding one.
import { and, asc, eq, gte, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../../db/client.ts";
import { listingRows, ownRows } from "../../../db/agency-scope.ts";
import {
  branches,
  departments,
  leads,
  outboxEmails,
  properties,
  propertyMedia,
  staff,
} from "../../../db/schema.ts";
import { onPublicSiteAs } from "../../../db/listing-columns.ts";

export type LeadRow = typeof leads.$inferSelect;
export type NewLead = Omit<typeof leads.$inferInsert, "id" | "createdAt" | "deliveryStatus">;

/** Inserts the lead unless its idempotency key is already stored; the new row's id and time, or null. */
export async function insertLeadOnce(db: Db, lead: NewLead): Promise<{ id: number; createdAt: Date } | null> {
  const [row] = await db
    .insert(leads)
    .values(lead)
    .onConflictDoNothing({ target: [leads.agencyId, leads.idempotencyKey] })
    .returning({ id: leads.id, createdAt: leads.createdAt });
  return row ?? null;
}

export async function selectLeadIdByIdempotencyKey(db: Db, key: string): Promise<number | null> {
  const [row] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(and(ownRows(db, leads.agencyId), eq(leads.idempotencyKey, key)));
  return row?.id ?? null;
}

export async function selectLeadById(db: Db, id: number): Promise<LeadRow | null> {
  const [row] = await db
    .select()
    .from(leads)
    .where(and(ownRows(db, leads.agencyId), eq(leads.id, id)));
  return row ?? null;
}

/**
 * After an email of a lead was sent or given up: the lead is 'delivered' once all its emails are sent,
 * 'failed' when one was given up, else still 'pending'.
 */
export async function refreshLeadDeliveryStatus(db: Db, leadId: number): Promise<void> {
  await db
    .update(leads)
    .set({
      deliveryStatus: sql`(
        select case
          when bool_or(${outboxEmails.status} = 'failed') then 'failed'
          when bool_and(${outboxEmails.status} = 'sent') then 'delivered'
          else 'pending' end
        from ${outboxEmails} where ${ownRows(db, outboxEmails.agencyId)} and ${outboxEmails.leadId} = ${leadId}
      )`,
    })
    .where(
      and(
        ownRows(db, leads.agencyId),
        eq(leads.id, leadId),
        sql`exists (select 1 from ${outboxEmails} where ${ownRows(db, outboxEmails.agencyId)} and ${outboxEmails.leadId} = ${leadId})`,
      ),
    );
}

/** Leads created at or after `since`, oldest first (npm run leads:export). */
export function selectLeadsSince(db: Db, since: Date): Promise<LeadRow[]> {
  return db
    .select()
    .from(leads)
    .where(and(ownRows(db, leads.agencyId), gte(leads.createdAt, since)))
    .orderBy(asc(leads.createdAt), asc(leads.id));
}

// Routing reads (modules/leads/model/routing.ts decides; these only fetch what it needs).

export type Mailbox = { id: number; email: string | null };

export async function selectBranchMailbox(db: Db, id: number): Promise<Mailbox | null> {
  const [row] = await db
    .select({ id: branches.id, email: branches.email })
    .from(branches)
    .where(and(listingRows(db, branches.agencyId), eq(branches.id, id)));
  return row ?? null;
}

/** The agency's first branch in display order: the last-resort inbox when the content names none. */
export async function selectFirstBranchEmail(db: Db): Promise<string | null> {
  const [row] = await db
    .select({ email: branches.email })
    .from(branches)
    .where(and(listingRows(db, branches.agencyId), ne(branches.email, "")))
    .orderBy(asc(branches.position), asc(branches.id))
    .limit(1);
  return row?.email ?? null;
}

export async function selectDepartmentMailbox(
  db: Db,
  id: number,
): Promise<(Mailbox & { branch: Mailbox | null }) | null> {
  const [row] = await db
    .select({
      id: departments.id,
      email: departments.email,
      branchId: branches.id,
      branchEmail: branches.email,
    })
    .from(departments)
    .leftJoin(branches, eq(branches.id, departments.branchId))
    .where(and(ownRows(db, departments.agencyId), eq(departments.id, id)));
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    branch: row.branchId === null ? null : { id: row.branchId, email: row.branchEmail },
  };
}

export async function selectStaffMailbox(
  db: Db,
  id: number,
): Promise<(Mailbox & { department: Mailbox | null; branch: Mailbox | null }) | null> {
  const [row] = await db
    .select({
      id: staff.id,
      email: staff.email,
      departmentId: departments.id,
      departmentEmail: departments.email,
      branchId: branches.id,
      branchEmail: branches.email,
    })
    .from(staff)
    .leftJoin(departments, eq(departments.id, staff.departmentId))
    .leftJoin(branches, eq(branches.id, staff.branchId))
    // A hidden person is not contactable from the site (issue 15 item 4).
    .where(and(ownRows(db, staff.agencyId), eq(staff.id, id), eq(staff.visible, true)));
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    department: row.departmentId === null ? null : { id: row.departmentId, email: row.departmentEmail },
    branch: row.branchId === null ? null : { id: row.branchId, email: row.branchEmail },
  };
}

const plots = alias(properties, "plots");
const media = alias(propertyMedia, "media");

/** What a viewing's routing needs of a property: channel, tags, branch, and its plots still listed (one query). */
export async function selectPropertyForLead(db: Db, id: number) {
  const [row] = await db
    .select({
      id: properties.id,
      reference: properties.reference,
      channel: properties.channel,
      status: properties.status,
      tags: properties.tags,
      branchId: properties.branchId,
      displayAddress: properties.displayAddress,
      // Qualified by hand: inside a select drizzle writes the outer table's columns unqualified.
      childPropertyCount: sql<number>`(select count(*)::int from properties as plots
        where ${listingRows(db, plots.agencyId)} and plots.parent_id = "properties"."id" and ${onPublicSiteAs("plots")})`,
      // The first photo, linked from the branch's notification email.
      photoKey: sql<string | null>`(select media.media_key from property_media as media
        where ${listingRows(db, media.agencyId)} and media.property_id = "properties"."id" and media.kind = 'photo'
          and media.media_key is not null
        order by media.position limit 1)`,
    })
    .from(properties)
    .where(and(listingRows(db, properties.agencyId), eq(properties.id, id)));
  return row ? { ...row, childPropertyCount: Number(row.childPropertyCount) } : null;
}

/** A branch's name, inbox and telephone: whom a reply from the back office signs as, and where answers go. */
export async function selectBranchContact(
  db: Db,
  branchId: number,
): Promise<{ name: string; email: string; telephone: string } | null> {
  const [row] = await db
    .select({ name: branches.name, email: branches.email, telephone: branches.telephone })
    .from(branches)
    .where(and(listingRows(db, branches.agencyId), eq(branches.id, branchId)));
  return row ?? null;
}
