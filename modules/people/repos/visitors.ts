// Every query of the back office's visitors pages (issue 15 item 5): the search, a person's data, the
// erasure's writes and the marketing opt-ins. "A person" is a visitor account and every lead sent with its
// email, with or without the account (docs/admin.md "Visitors and their data").
import { and, asc, desc, eq, inArray, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import {
  auditLog,
  consentLogs,
  formSubmissionFiles,
  formSubmissions,
  leadEvents,
  leads,
  leadSpamPhrases,
  outboxEmails,
  outboxWebhooks,
  passwordResets,
  properties,
  rateLimits,
  savedProperties,
  savedSearchAlerts,
  savedSearches,
  sessions,
  users,
} from "../../../db/schema.ts";
import { agencyOfHandle, ownRows } from "../../../db/agency-scope.ts";
import { escapeLike } from "../../../db/like-pattern.ts";
import { submissionIdsOfLeads } from "../../leads/index.ts";

export type VisitorRow = {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  telHome: string | null;
  telMobile: string | null;
  isOptedInToMarketing: boolean;
  createdAt: Date;
};

const visitorColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  telHome: users.telHome,
  telMobile: users.telMobile,
  isOptedInToMarketing: users.isOptedInToMarketing,
  createdAt: users.createdAt,
};

/**
 * Accounts newest first (by id, the primary key read backwards), `limit` of them after the cursor id; each
 * word must appear in the name, email or a phone (users.search_text under a trigram index).
 */
export function selectVisitorPage(
  db: Db,
  options: { terms: string[]; after: number | null; limit: number },
): Promise<VisitorRow[]> {
  const where: SQL[] = options.terms.map((term) => sql`${users.searchText} like ${`%${escapeLike(term)}%`}`);
  if (options.after !== null) where.push(lt(users.id, options.after));
  return db
    .select(visitorColumns)
    .from(users)
    .where(and(ownRows(db, users.agencyId), ...where))
    .orderBy(desc(users.id))
    .limit(options.limit);
}

export async function selectVisitor(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(ownRows(db, users.agencyId), eq(users.id, id)));
  return row ?? null;
}

/** Every listing the account saved, withdrawn ones too (they are still data held about the person). */
export function selectSavedOf(db: Db, userId: number) {
  return db
    .select({
      propertyId: savedProperties.propertyId,
      reference: properties.reference,
      displayAddress: properties.displayAddress,
      channel: properties.channel,
      status: properties.status,
      savedAt: savedProperties.createdAt,
    })
    .from(savedProperties)
    .innerJoin(properties, eq(properties.id, savedProperties.propertyId))
    .where(and(ownRows(db, savedProperties.agencyId), eq(savedProperties.userId, userId)))
    .orderBy(asc(savedProperties.createdAt), asc(savedProperties.propertyId));
}

/** The listings each saved search sent by email, with the email's state. */
export function selectAlertsOf(db: Db, userId: number) {
  return db
    .select({
      savedSearchId: savedSearchAlerts.savedSearchId,
      searchPath: savedSearches.path,
      propertyId: savedSearchAlerts.propertyId,
      reference: properties.reference,
      displayAddress: properties.displayAddress,
      sentAt: savedSearchAlerts.createdAt,
      emailStatus: outboxEmails.status,
    })
    .from(savedSearchAlerts)
    .innerJoin(savedSearches, eq(savedSearches.id, savedSearchAlerts.savedSearchId))
    .innerJoin(properties, eq(properties.id, savedSearchAlerts.propertyId))
    .leftJoin(outboxEmails, eq(outboxEmails.id, savedSearchAlerts.outboxEmailId))
    .where(and(ownRows(db, savedSearchAlerts.agencyId), eq(savedSearches.userId, userId)))
    .orderBy(desc(savedSearchAlerts.createdAt), asc(savedSearchAlerts.propertyId));
}

/** The person's leads: sent while signed in to the account, or with its email (any case); newest first. */
export function selectLeadsOfPerson(db: Db, person: { userId: number | null; email: string }) {
  const byEmail = sql`lower(${leads.email}) = ${person.email.trim().toLowerCase()}`;
  return db
    .select()
    .from(leads)
    .where(
      and(
        ownRows(db, leads.agencyId),
        person.userId === null ? byEmail : or(eq(leads.userId, person.userId), byEmail),
      ),
    )
    .orderBy(desc(leads.createdAt), desc(leads.id));
}

/** Consent evidence: the account's own (registration terms, marketing choices) and each of the leads' terms. */
export function selectConsentOf(db: Db, userId: number, leadIds: number[]) {
  return db
    .select()
    .from(consentLogs)
    .where(
      and(
        ownRows(db, consentLogs.agencyId),
        leadIds.length
          ? or(eq(consentLogs.userId, userId), inArray(consentLogs.leadId, leadIds))
          : eq(consentLogs.userId, userId),
      ),
    )
    .orderBy(asc(consentLogs.createdAt), asc(consentLogs.id));
}

/** Session metadata (never the id's hash): when, until when, from which browser and address. */
export function selectSessionsOf(db: Db, userId: number) {
  return db
    .select({
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
    })
    .from(sessions)
    .where(and(ownRows(db, sessions.agencyId), eq(sessions.userId, userId)))
    .orderBy(asc(sessions.createdAt));
}

export function selectPasswordResetsOf(db: Db, userId: number) {
  return db
    .select({
      createdAt: passwordResets.createdAt,
      expiresAt: passwordResets.expiresAt,
      usedAt: passwordResets.usedAt,
    })
    .from(passwordResets)
    .where(and(ownRows(db, passwordResets.agencyId), eq(passwordResets.userId, userId)))
    .orderBy(asc(passwordResets.createdAt));
}

export function selectLeadEventsOf(db: Db, leadIds: number[]) {
  if (leadIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: leadEvents.id,
      leadId: leadEvents.leadId,
      kind: leadEvents.kind,
      fromValue: leadEvents.fromValue,
      toValue: leadEvents.toValue,
      note: leadEvents.note,
      at: leadEvents.at,
    })
    .from(leadEvents)
    .where(and(ownRows(db, leadEvents.agencyId), inArray(leadEvents.leadId, leadIds)))
    .orderBy(asc(leadEvents.id));
}

/** The new-homes answers and files of the leads. */
export async function selectSubmissionsOf(db: Db, leadIds: number[]) {
  if (leadIds.length === 0) return [];
  const rows = await db
    .select({
      id: formSubmissions.id,
      formId: formSubmissions.formId,
      data: formSubmissions.data,
      ip: formSubmissions.ip,
      createdAt: formSubmissions.createdAt,
    })
    .from(formSubmissions)
    .where(
      and(
        ownRows(db, formSubmissions.agencyId),
        sql`${formSubmissions.id} in (${submissionIdsOfLeads(db, leadIds)})`,
      ),
    )
    .orderBy(asc(formSubmissions.id));
  const files = rows.length
    ? await db
        .select()
        .from(formSubmissionFiles)
        .where(
          and(
            ownRows(db, formSubmissionFiles.agencyId),
            inArray(
              formSubmissionFiles.submissionId,
              rows.map((row) => row.id),
            ),
          ),
        )
        .orderBy(asc(formSubmissionFiles.id))
    : [];
  return rows.map((row) => ({ ...row, files: files.filter((file) => file.submissionId === row.id) }));
}

const emailsOfPerson = (emails: string[], leadIds: number[]) =>
  or(
    inArray(sql`lower(${outboxEmails.to})`, emails),
    leadIds.length ? inArray(outboxEmails.leadId, leadIds) : undefined,
  );

/** Emails to the person (alerts, password resets, lead confirmations) and about their leads (to the agency). */
export function selectEmailsOf(db: Db, emails: string[], leadIds: number[]) {
  return db
    .select({
      id: outboxEmails.id,
      to: outboxEmails.to,
      replyTo: outboxEmails.replyTo,
      subject: outboxEmails.subject,
      text: outboxEmails.text,
      status: outboxEmails.status,
      leadId: outboxEmails.leadId,
      createdAt: outboxEmails.createdAt,
      sentAt: outboxEmails.sentAt,
    })
    .from(outboxEmails)
    .where(and(ownRows(db, outboxEmails.agencyId), emailsOfPerson(emails, leadIds)))
    .orderBy(asc(outboxEmails.id));
}

// The erasure's writes, each in the caller's transaction.

export async function lockVisitor(tx: Db, id: number) {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(ownRows(tx, users.agencyId), eq(users.id, id)))
    .for("update");
  return row ?? null;
}

/** Emails addressed to the person go; those about their leads (to the agency) lose every word of text. */
export async function eraseEmails(
  tx: Db,
  emails: string[],
  leadIds: number[],
  submissionIds: number[],
  erasedText: string,
) {
  const deleted = await tx
    .delete(outboxEmails)
    .where(and(ownRows(tx, outboxEmails.agencyId), inArray(sql`lower(${outboxEmails.to})`, emails)))
    .returning({ id: outboxEmails.id });
  const about = or(
    leadIds.length ? inArray(outboxEmails.leadId, leadIds) : undefined,
    submissionIds.length ? inArray(outboxEmails.formSubmissionId, submissionIds) : undefined,
    inArray(sql`lower(${outboxEmails.replyTo})`, emails),
  );
  const redacted = await tx
    .update(outboxEmails)
    .set({ subject: erasedText, text: erasedText, html: null, replyTo: null, headers: null })
    .where(and(ownRows(tx, outboxEmails.agencyId), about))
    .returning({ id: outboxEmails.id });
  return { deleted: deleted.length, redacted: redacted.length };
}

export async function eraseWebhooks(tx: Db, leadIds: number[], submissionIds: number[], body: object) {
  const about = or(
    leadIds.length ? inArray(outboxWebhooks.leadId, leadIds) : undefined,
    submissionIds.length ? inArray(outboxWebhooks.formSubmissionId, submissionIds) : undefined,
  );
  if (!about) return 0;
  const rows = await tx
    .update(outboxWebhooks)
    .set({ body: body as Record<string, unknown> })
    .where(and(ownRows(tx, outboxWebhooks.agencyId), about))
    .returning({ id: outboxWebhooks.id });
  return rows.length;
}

/** The submissions keep their form and date; answers go, and the files' rows (their keys are returned). */
export async function eraseSubmissions(tx: Db, submissionIds: number[]) {
  if (submissionIds.length === 0) return [];
  await tx
    .update(formSubmissions)
    .set({ data: {}, ip: null })
    .where(and(ownRows(tx, formSubmissions.agencyId), inArray(formSubmissions.id, submissionIds)));
  return tx
    .delete(formSubmissionFiles)
    .where(
      and(
        ownRows(tx, formSubmissionFiles.agencyId),
        inArray(formSubmissionFiles.submissionId, submissionIds),
      ),
    )
    .returning({ storageKey: formSubmissionFiles.storageKey });
}

export async function updateLeadNote(tx: Db, eventId: number, note: string) {
  await tx
    .update(leadEvents)
    .set({ note })
    .where(and(ownRows(tx, leadEvents.agencyId), eq(leadEvents.id, eventId)));
}

export function eraseSpamLabels(tx: Db, leadIds: number[], erasedText: string) {
  if (leadIds.length === 0) return Promise.resolve();
  return tx
    .update(leadSpamPhrases)
    .set({ label: erasedText })
    .where(
      and(
        ownRows(tx, leadSpamPhrases.agencyId),
        inArray(leadSpamPhrases.leadId, leadIds),
        eq(leadSpamPhrases.kind, "message"),
      ),
    );
}

/**
 * The audit rows that may quote the person: notes on their leads, and any row whose before or after holds
 * their email (a search of the inbox, say). The log is otherwise never changed.
 */
export function selectAuditRowsNaming(tx: Db, leadIds: number[], emails: string[]) {
  const text = sql`lower(coalesce(${auditLog.before}::text, '') || ' ' || coalesce(${auditLog.after}::text, ''))`;
  return tx
    .select({ id: auditLog.id, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(
      and(
        ownRows(tx, auditLog.agencyId),
        or(
          leadIds.length
            ? inArray(
                auditLog.subject,
                leadIds.map((id) => `lead:${id}`),
              )
            : undefined,
          ...emails.map((email) => sql`strpos(${text}, ${email}) > 0`),
        ),
      ),
    );
}

export async function updateAuditRow(tx: Db, id: number, before: unknown, after: unknown) {
  await tx
    .update(auditLog)
    .set({ before, after })
    .where(and(ownRows(tx, auditLog.agencyId), eq(auditLog.id, id)));
}

/** Consent: the account's own evidence goes with it; the leads' terms ticks stay, without address or browser. */
export async function eraseConsent(tx: Db, userId: number, leadIds: number[]) {
  const deleted = await tx
    .delete(consentLogs)
    .where(and(ownRows(tx, consentLogs.agencyId), eq(consentLogs.userId, userId), isNull(consentLogs.leadId)))
    .returning({ id: consentLogs.id });
  const kept = leadIds.length
    ? await tx
        .update(consentLogs)
        .set({ userId: null, ip: null, userAgent: null })
        .where(and(ownRows(tx, consentLogs.agencyId), inArray(consentLogs.leadId, leadIds)))
        .returning({ id: consentLogs.id })
    : [];
  return { deleted: deleted.length, anonymised: kept.length };
}

export async function anonymiseLeads(tx: Db, leadIds: number[], erasedName: string, erasedAt: Date) {
  if (leadIds.length === 0) return;
  await tx
    .update(leads)
    .set({
      firstName: erasedName,
      lastName: "",
      email: "",
      telephone: null,
      message: null,
      payload: { erased_at: erasedAt.toISOString() },
      ip: null,
      userAgent: null,
      userId: null,
    })
    .where(and(ownRows(tx, leads.agencyId), inArray(leads.id, leadIds)));
}

/** The per-account counters named by the email (sign-in failures, registrations, reset requests). */
export function eraseRateLimits(tx: Db, email: string) {
  const key = email.trim().toLowerCase();
  return tx
    .delete(rateLimits)
    .where(
      and(
        ownRows(tx, rateLimits.agencyId),
        inArray(rateLimits.key, [`signin-failures:${key}`, `registration:${key}`, `reset-request:${key}`]),
      ),
    );
}

/** The account; its sessions, password resets, saved listings, saved searches and their alerts cascade. */
export async function deleteVisitor(tx: Db, userId: number) {
  const agencyId = agencyOfHandle(tx);
  const counts = await tx
    .select({
      sessions: sql<number>`(select count(*)::int from sessions where agency_id = ${agencyId} and user_id = ${userId})`,
      savedProperties: sql<number>`(select count(*)::int from saved_properties where agency_id = ${agencyId} and user_id = ${userId})`,
      savedSearches: sql<number>`(select count(*)::int from saved_searches where agency_id = ${agencyId} and user_id = ${userId})`,
      alerts: sql<number>`(select count(*)::int from saved_search_alerts a join saved_searches s on s.id = a.saved_search_id where a.agency_id = ${agencyId} and s.user_id = ${userId})`,
    })
    .from(sql`(select 1) as one`);
  await tx.delete(users).where(and(ownRows(tx, users.agencyId), eq(users.id, userId)));
  return counts[0]!;
}

/** Opted-in accounts after an id, in id order (users_marketing_idx), each with its latest marketing consent. */
export function selectOptInBatch(db: Db, afterId: number, limit: number) {
  return db
    .select({
      id: users.id,
      email: users.email,
      title: users.title,
      firstName: users.firstName,
      lastName: users.lastName,
      postcode: users.postcode,
      consentAt: sql<Date | null>`latest.created_at`.mapWith(consentLogs.createdAt),
      consentStatement: sql<string | null>`latest.statement`,
      consentUrl: sql<string | null>`latest.url`,
      consentIp: sql<string | null>`latest.ip`,
      consentUserAgent: sql<string | null>`latest.user_agent`,
    })
    .from(users)
    .leftJoin(
      sql`lateral (select c.created_at, c.statement, c.url, c.ip, c.user_agent from consent_logs c
        where c.agency_id = ${agencyOfHandle(db)} and c.user_id = ${users.id} and c.kind = 'marketing' and c.choice = 'optin'
        order by c.created_at desc, c.id desc limit 1) as latest`,
      sql`true`,
    )
    .where(
      and(ownRows(db, users.agencyId), eq(users.isOptedInToMarketing, true), sql`${users.id} > ${afterId}`),
    )
    .orderBy(asc(users.id))
    .limit(limit);
}
