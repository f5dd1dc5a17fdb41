// What marking leads as spam has taught the lead check (db/schema.ts lead_spam_phrases; docs/admin.md "Spam
// learning"): looked up by exact value on an index, so the check costs one small query per lead.
import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { ownRows } from "../../../db/agency-scope.ts";
import { leadSpamPhrases } from "../../../db/schema.ts";

export type LearnedSpam = Omit<typeof leadSpamPhrases.$inferInsert, "createdAt">;

export async function insertLearnedSpam(db: Db, rows: LearnedSpam[]): Promise<void> {
  if (rows.length) await db.insert(leadSpamPhrases).values(rows).onConflictDoNothing();
}

export async function deleteLearnedSpamOfLead(db: Db, leadId: number): Promise<void> {
  await db
    .delete(leadSpamPhrases)
    .where(and(ownRows(db, leadSpamPhrases.agencyId), eq(leadSpamPhrases.leadId, leadId)));
}

export function selectLearnedSpamOfLead(db: Db, leadId: number) {
  return db
    .select({ kind: leadSpamPhrases.kind, label: leadSpamPhrases.label })
    .from(leadSpamPhrases)
    .where(and(ownRows(db, leadSpamPhrases.agencyId), eq(leadSpamPhrases.leadId, leadId)))
    .orderBy(leadSpamPhrases.kind, leadSpamPhrases.label);
}

/** Whether any host or the message hash has been learned from a lead marked as spam. */
export async function isLearnedSpam(db: Db, probe: { hosts: string[]; messageHash: string | null }) {
  const matches = [
    probe.hosts.length
      ? and(eq(leadSpamPhrases.kind, "host"), inArray(leadSpamPhrases.value, probe.hosts))
      : undefined,
    probe.messageHash
      ? and(eq(leadSpamPhrases.kind, "message"), eq(leadSpamPhrases.value, probe.messageHash))
      : undefined,
  ].filter(Boolean);
  if (matches.length === 0) return false;
  const [row] = await db
    .select({ one: sql`1` })
    .from(leadSpamPhrases)
    .where(and(ownRows(db, leadSpamPhrases.agencyId), or(...matches)))
    .limit(1);
  return Boolean(row);
}
