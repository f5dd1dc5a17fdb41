// The back office's visitors (issue 15 item 5): search the accounts, see a person's data, export it (UK GDPR
// right of access) and erase it (right to erasure). A person is a visitor account together with every lead
// sent with its email, signed in or not (docs/admin.md "Visitors and their data").
import { rm } from "node:fs/promises";
import path from "node:path";
import type { Db } from "../../../db/client.ts";
import { selectSavedSearches } from "../../accounts/index.ts";
import {
  anonymiseLeads,
  deleteVisitor,
  eraseConsent,
  eraseEmails,
  eraseRateLimits,
  eraseSpamLabels,
  eraseSubmissions,
  eraseWebhooks,
  lockVisitor,
  selectAlertsOf,
  selectAuditRowsNaming,
  selectConsentOf,
  selectEmailsOf,
  selectLeadEventsOf,
  selectLeadsOfPerson,
  selectPasswordResetsOf,
  selectSavedOf,
  selectSessionsOf,
  selectSubmissionsOf,
  selectVisitor,
  selectVisitorPage,
  updateAuditRow,
  updateLeadNote,
} from "../repos/visitors.ts";
import { searchTerms } from "../../leads/model/lead-inbox.ts";
import { personIdentifiers, redactJson, redactText } from "../model/visitor-erasure.ts";
import { confirmsEmail } from "../model/visitor-forms.ts";
import { ERASED_NAME, ERASED_TEXT, VISITORS_PAGE_SIZE } from "../model/visitor-terms.ts";
import { uploadsDir } from "../../leads/index.ts";
import { recordAudit, type AuditOrigin } from "../../audit/index.ts";
import type { SignedInStaff } from "../../staff/index.ts";

type Staff = Pick<SignedInStaff, "id" | "email">;
const actorOf = (staff: Staff) => ({ staffId: staff.id, email: staff.email });

/** A page of accounts, newest first; `next` is the cursor of the page after, when there is one. */
export async function searchVisitors(db: Db, query: { q?: string; after: number | null }) {
  const rows = await selectVisitorPage(db, {
    terms: searchTerms(query.q),
    after: query.after,
    limit: VISITORS_PAGE_SIZE + 1,
  });
  const page = rows.slice(0, VISITORS_PAGE_SIZE);
  return { rows: page, next: rows.length > VISITORS_PAGE_SIZE ? page.at(-1)!.id : null };
}

/** What the visitor's page shows, or null for no such account. */
export async function visitorDetail(db: Db, id: number) {
  const user = await selectVisitor(db, id);
  if (!user) return null;
  const personLeads = await selectLeadsOfPerson(db, { userId: user.id, email: user.email });
  const [saved, searches, alerts, consent] = await Promise.all([
    selectSavedOf(db, id),
    selectSavedSearches(db, id),
    selectAlertsOf(db, id),
    selectConsentOf(
      db,
      id,
      personLeads.map((lead) => lead.id),
    ),
  ]);
  return { user, saved, searches, alerts, leads: personLeads, consent };
}

export type VisitorDetail = NonNullable<Awaited<ReturnType<typeof visitorDetail>>>;

const withoutSecrets = <T extends { passwordHash: string; searchText: string }>(user: T) => {
  const { passwordHash: _passwordHash, searchText: _searchText, ...rest } = user;
  return rest;
};

/**
 * Everything held about the person, as one JSON document: the account (without its password hash), saved
 * listings, saved searches and their alerts, every lead with everything sent, its history and new-homes
 * answers and files (names and sizes), consent evidence, session and password-reset metadata, and the emails
 * sent to them or about their leads. Audited (who exported whom).
 */
export async function exportVisitor(db: Db, staff: Staff, id: number, origin: AuditOrigin) {
  const detail = await visitorDetail(db, id);
  if (!detail) return null;
  const leadIds = detail.leads.map((lead) => lead.id);
  const emails = [detail.user.email.toLowerCase()];
  const [sessions, passwordResets, events, submissions, sentEmails] = await Promise.all([
    selectSessionsOf(db, id),
    selectPasswordResetsOf(db, id),
    selectLeadEventsOf(db, leadIds),
    selectSubmissionsOf(db, leadIds),
    selectEmailsOf(db, emails, leadIds),
  ]);
  await recordAudit(db, {
    actor: actorOf(staff),
    action: "visitor.export",
    subject: `user:${id}`,
    after: { leads: leadIds.length },
    origin,
  });
  return {
    exportedAt: new Date().toISOString(),
    person: {
      description: "A visitor account, and every lead sent with its email address, whether signed in or not.",
      email: detail.user.email,
    },
    account: withoutSecrets(detail.user),
    savedProperties: detail.saved,
    savedSearches: detail.searches,
    alertsSent: detail.alerts,
    leads: detail.leads.map(({ searchText: _searchText, ...lead }) => ({
      ...lead,
      history: events.filter((event) => event.leadId === lead.id).map(({ id: _id, ...event }) => event),
    })),
    formSubmissions: submissions.map((submission) => ({
      ...submission,
      files: submission.files.map((file) => ({
        fieldName: file.fieldName,
        fileName: file.fileName,
        contentType: file.contentType,
        sizeBytes: file.sizeBytes,
      })),
    })),
    consent: detail.consent,
    sessions,
    passwordResets,
    emails: sentEmails,
  };
}

export type ErasureCounts = {
  leadsAnonymised: number;
  sessions: number;
  savedProperties: number;
  savedSearches: number;
  alerts: number;
  consentDeleted: number;
  consentAnonymised: number;
  emailsDeleted: number;
  emailsRedacted: number;
  webhooksRedacted: number;
  files: number;
  notesRedacted: number;
  auditRowsRedacted: number;
};

/**
 * Erases the person in one transaction: the account goes (its sessions, saved listings and searches and
 * alerts cascade), the leads stay for the agency's legal basis without anything that names the person, and
 * the audit log keeps who erased which account id when, with counts (never the erased data). The uploaded
 * files are removed from the disk once the transaction has committed. The confirmation is the account's email
 * typed again.
 */
export type ErasureResult =
  { kind: "not-found" } | { kind: "unconfirmed" } | { kind: "erased"; counts: ErasureCounts };

export async function eraseVisitor(
  deps: { db: Db; dataDir: string },
  staff: Staff,
  id: number,
  confirmation: unknown,
  origin: AuditOrigin,
): Promise<ErasureResult> {
  const erasedAt = new Date();
  const outcome = await deps.db.transaction(async (tx) => {
    const user = await lockVisitor(tx, id);
    if (!user) return { kind: "not-found" } as const;
    // Checked against the locked row: what was typed names the account erased.
    if (!confirmsEmail(confirmation, user.email)) return { kind: "unconfirmed" } as const;
    const personLeads = await selectLeadsOfPerson(tx, { userId: user.id, email: user.email });
    const leadIds = personLeads.map((lead) => lead.id);
    const emails = [
      ...new Set([user.email, ...personLeads.map((lead) => lead.email)].map((e) => e.toLowerCase())),
    ];
    const identifiers = personIdentifiers({
      emails,
      names: [user, ...personLeads].map((row) => `${row.firstName} ${row.lastName}`),
      phones: [user.telHome, user.telMobile, ...personLeads.map((lead) => lead.telephone)].filter(
        (phone): phone is string => Boolean(phone),
      ),
    });
    const submissions = await selectSubmissionsOf(tx, leadIds);
    const submissionIds = submissions.map((submission) => submission.id);

    const notes = (await selectLeadEventsOf(tx, leadIds)).filter((event) => event.note);
    let notesRedacted = 0;
    for (const event of notes) {
      const redacted = redactText(event.note!, identifiers);
      if (redacted === event.note) continue;
      await updateLeadNote(tx, event.id, redacted);
      notesRedacted += 1;
    }
    let auditRowsRedacted = 0;
    for (const row of await selectAuditRowsNaming(tx, leadIds, emails)) {
      const before = redactJson(row.before, identifiers);
      const after = redactJson(row.after, identifiers);
      if (JSON.stringify([before, after]) === JSON.stringify([row.before, row.after])) continue;
      await updateAuditRow(tx, row.id, before, after);
      auditRowsRedacted += 1;
    }
    const sent = await eraseEmails(tx, emails, leadIds, submissionIds, ERASED_TEXT);
    const webhooksRedacted = await eraseWebhooks(tx, leadIds, submissionIds, {
      erased_at: erasedAt.toISOString(),
    });
    const files = await eraseSubmissions(tx, submissionIds);
    await eraseSpamLabels(tx, leadIds, ERASED_TEXT);
    const consent = await eraseConsent(tx, user.id, leadIds);
    await anonymiseLeads(tx, leadIds, ERASED_NAME, erasedAt);
    for (const email of emails) await eraseRateLimits(tx, email);
    const cascaded = await deleteVisitor(tx, user.id);
    const counts: ErasureCounts = {
      leadsAnonymised: leadIds.length,
      ...cascaded,
      consentDeleted: consent.deleted,
      consentAnonymised: consent.anonymised,
      emailsDeleted: sent.deleted,
      emailsRedacted: sent.redacted,
      webhooksRedacted,
      files: files.length,
      notesRedacted,
      auditRowsRedacted,
    };
    await recordAudit(tx, {
      actor: actorOf(staff),
      action: "visitor.erase",
      subject: `user:${user.id}`,
      after: { userId: user.id, leadIds, ...counts },
      origin,
    });
    return { kind: "erased", counts, storageKeys: files.map((file) => file.storageKey) } as const;
  });
  if (outcome.kind !== "erased") return outcome;
  await removeUploads(deps.dataDir, outcome.storageKeys);
  return { kind: "erased", counts: outcome.counts };
}

/** Best effort: a file already gone is fine; a key leaving the uploads folder (a row edited by hand) is skipped. */
async function removeUploads(dataDir: string, keys: string[]) {
  const root = path.resolve(uploadsDir(dataDir));
  for (const key of keys) {
    const full = path.resolve(root, key);
    if (full.startsWith(`${root}${path.sep}`)) await rm(full, { force: true });
  }
}
