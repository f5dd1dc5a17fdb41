// Users and their consent evidence (issue 6; spec §3 "User"). Emails are matched without regard to case, as
// the unique index `users_email_lower_key` compares them.
import { sqlStateOf, UNIQUE_VIOLATION } from "../../../db/sql-state.ts";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { agencyOfHandle, ownRows } from "../../../db/agency-scope.ts";
import { consentLogs, sessions, users } from "../../../db/schema.ts";

export type UserRow = typeof users.$inferSelect;
export type NewUser = Omit<typeof users.$inferInsert, "id" | "createdAt" | "updatedAt">;
export type UserProfileChanges = Partial<Omit<NewUser, "passwordHash" | "isOptedInToMarketing">>;
export type ConsentLogRow = typeof consentLogs.$inferSelect;
export type NewConsentLog = Omit<typeof consentLogs.$inferInsert, "id" | "createdAt">;

const lowerEmail = (email: string) => sql`lower(${users.email}) = lower(${email})`;

export async function selectUserById(db: Db, id: number): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(ownRows(db, users.agencyId), eq(users.id, id)))
    .limit(1);
  return row ?? null;
}

export async function selectUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(ownRows(db, users.agencyId), lowerEmail(email)))
    .limit(1);
  return row ?? null;
}

/** True when another account (not `exceptUserId`) already uses this email, in any case. */
export async function isEmailTaken(db: Db, email: string, exceptUserId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        ownRows(db, users.agencyId),
        lowerEmail(email),
        exceptUserId === undefined ? undefined : ne(users.id, exceptUserId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Inserts the user; null when the email is taken (the unique index decides, so two racing sign-ups cannot both win). */
export async function insertUser(db: Db, user: NewUser): Promise<UserRow | null> {
  const [row] = await db.insert(users).values(user).onConflictDoNothing().returning();
  return row ?? null;
}

/** Updates the profile; false when the new email is taken by another account. */
export async function updateUserProfile(db: Db, id: number, changes: UserProfileChanges): Promise<boolean> {
  if (Object.keys(changes).length === 0) return true;
  const updated = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(ownRows(db, users.agencyId), eq(users.id, id)))
    .returning({ id: users.id })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) return null;
      throw error;
    });
  return updated !== null;
}

export async function updatePasswordHash(db: Db, id: number, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, updatedAt: new Date() })
    .where(and(ownRows(db, users.agencyId), eq(users.id, id)));
}

export async function setMarketingOptIn(db: Db, id: number, optedIn: boolean): Promise<void> {
  await db
    .update(users)
    .set({ isOptedInToMarketing: optedIn, updatedAt: new Date() })
    .where(and(ownRows(db, users.agencyId), eq(users.id, id)));
}

export async function deleteSessionsOfUser(db: Db, userId: number): Promise<void> {
  await db.delete(sessions).where(and(ownRows(db, sessions.agencyId), eq(sessions.userId, userId)));
}

export async function insertConsentLog(db: Db, log: NewConsentLog): Promise<void> {
  await db.insert(consentLogs).values(log);
}

const isUniqueViolation = (error: unknown) => sqlStateOf(error) === UNIQUE_VIOLATION;

export type AccountSnapshot = {
  user: UserRow;
  savedPropertyIds: number[];
  savedSearches: {
    id: number;
    path: string;
    criteria: Record<string, unknown>;
    alertFrequency: "I" | "W" | "M" | "N";
    createdAt: Date;
  }[];
  marketing: { url: string | null; statement: string | null; createdAt: Date } | null;
  termsAccepted: boolean;
  /** The user's latest leads, newest first (leads_user_idx). */
  leads: { id: number; kind: string; propertyId: number | null; createdAt: Date }[];
};

/**
 * Everything the user JSON shows (spec §3 "User"), in one statement: GET /user.ljson runs on every page load,
 * and one round trip keeps it within its 5 ms budget where five separate reads did not. The subqueries name
 * the outer table as "users"."id" in full: drizzle renders a column of a one-table select unqualified, which
 * inside a subquery would bind to the subquery's own `id`.
 */
export async function selectAccountSnapshot(
  db: Db,
  owner: { userId: number } | { sessionIdHash: string; now: Date },
  leadLimit = 50,
): Promise<AccountSnapshot | null> {
  const agency = agencyOfHandle(db);
  // By session: the session row joins in the same statement (the signed-in check of platform/session.ts).
  const where =
    "userId" in owner
      ? eq(users.id, owner.userId)
      : sql`"users"."id" = (select se.user_id from sessions se
          where se.agency_id = ${agency} and se.id_hash = ${owner.sessionIdHash}
            and se.expires_at > ${owner.now})`;
  const [row] = await db
    .select({
      user: users,
      savedPropertyIds: sql<number[]>`coalesce((
        select json_agg(sp.property_id order by sp.created_at, sp.property_id)
        from saved_properties sp where sp.agency_id = ${agency} and sp.user_id = "users"."id"),
        '[]'::json)`,
      savedSearches: sql<
        (Omit<AccountSnapshot["savedSearches"][number], "createdAt"> & { createdAt: string })[]
      >`
        coalesce((
          select json_agg(json_build_object('id', s.id, 'path', s.path, 'criteria', s.criteria,
            'alertFrequency', s.alert_frequency, 'createdAt', s.created_at) order by s.created_at, s.id)
          from saved_searches s where s.agency_id = ${agency} and s.user_id = "users"."id"),
          '[]'::json)`,
      marketing: sql<{ url: string | null; statement: string | null; createdAt: string } | null>`(
        select json_build_object('url', c.url, 'statement', c.statement, 'createdAt', c.created_at)
        from consent_logs c
        where c.agency_id = ${agency} and c.user_id = "users"."id" and c.kind = 'marketing'
        order by c.created_at desc, c.id desc limit 1)`,
      termsAccepted: sql<boolean>`exists(
        select 1 from consent_logs c
        where c.agency_id = ${agency} and c.user_id = "users"."id" and c.kind = 'terms')`,
      leads: sql<{ id: number; kind: string; propertyId: number | null; createdAt: string }[]>`
        coalesce((
          select json_agg(json_build_object('id', l.id, 'kind', l.kind, 'propertyId', l.property_id,
            'createdAt', l.created_at) order by l.created_at desc, l.id desc)
          from (select id, kind, property_id, created_at from leads
            where leads.agency_id = ${agency} and leads.user_id = "users"."id"
            order by created_at desc, id desc limit ${leadLimit}) l),
          '[]'::json)`,
    })
    .from(users)
    .where(and(ownRows(db, users.agencyId), where))
    .limit(1);
  if (!row) return null;
  return {
    user: row.user,
    savedPropertyIds: row.savedPropertyIds,
    savedSearches: row.savedSearches.map((s) => ({ ...s, createdAt: new Date(s.createdAt) })),
    marketing: row.marketing ? { ...row.marketing, createdAt: new Date(row.marketing.createdAt) } : null,
    termsAccepted: row.termsAccepted,
    leads: row.leads.map((lead) => ({ ...lead, createdAt: new Date(lead.createdAt) })),
  };
}
