// The agencies and their hostnames (db/schema.ts `agencies`, `agency_hostnames`).
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { agencies, agencyHostnames } from "../../../db/schema.ts";
import type { Agency, AgencyHostname, AgencyStatus } from "../model/agency.ts";

const agencyColumns = {
  id: agencies.id,
  name: agencies.name,
  status: agencies.status,
  publicUrl: agencies.publicUrl,
  groupId: agencies.groupAgencyId,
  // Written out: drizzle leaves a lone table's columns unqualified, which the subquery's own would shadow.
  memberIds: sql<number[]>`coalesce((
    select array_agg(m.id order by m.id) from agencies m
     where m.group_agency_id = "agencies"."id" and m.status = 'live'), '{}')`,
};

const hostnameColumns = {
  hostname: agencyHostnames.hostname,
  agencyId: agencyHostnames.agencyId,
  isPrimary: agencyHostnames.isPrimary,
};

export async function selectAgencies(db: Db): Promise<Agency[]> {
  return db.select(agencyColumns).from(agencies).orderBy(asc(agencies.id));
}

export async function selectAgency(db: Db, id: number): Promise<Agency | null> {
  const [row] = await db.select(agencyColumns).from(agencies).where(eq(agencies.id, id));
  return row ?? null;
}

export async function selectHostnames(db: Db): Promise<AgencyHostname[]> {
  return db
    .select(hostnameColumns)
    .from(agencyHostnames)
    .orderBy(asc(agencyHostnames.agencyId), asc(agencyHostnames.hostname));
}

export async function selectHostname(db: Db, hostname: string): Promise<AgencyHostname | null> {
  const [row] = await db
    .select(hostnameColumns)
    .from(agencyHostnames)
    .where(eq(agencyHostnames.hostname, hostname));
  return row ?? null;
}

/**
 * Writes the agency with this id as given, creating it (and making its primary hostname) when new; true when its
 * primary hostname changed. Refuses (throws) a hostname that is another agency's.
 */
export async function upsertAgencyWithPrimary(
  db: Db,
  agency: Pick<Agency, "id" | "name" | "status" | "publicUrl">,
  primaryHostname: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx
      .insert(agencies)
      .values({
        id: agency.id,
        name: agency.name,
        status: agency.status,
        publicUrl: agency.publicUrl,
        updatedAt: sql`now()`,
      })
      .onConflictDoUpdate({
        target: agencies.id,
        set: { name: agency.name, publicUrl: agency.publicUrl, updatedAt: sql`now()` },
      });
    // Identity columns do not advance when a row names its id: keep the sequence past it for the next agency.
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('agencies', 'id'), greatest((select max(id) from agencies), 1))`,
    );
    const current = await tx
      .select(hostnameColumns)
      .from(agencyHostnames)
      .where(and(eq(agencyHostnames.agencyId, agency.id), eq(agencyHostnames.isPrimary, true)));
    if (current[0]?.hostname === primaryHostname) return false;
    await tx.update(agencyHostnames).set({ isPrimary: false }).where(eq(agencyHostnames.agencyId, agency.id));
    const written = await tx
      .insert(agencyHostnames)
      .values({ hostname: primaryHostname, agencyId: agency.id, isPrimary: true })
      .onConflictDoUpdate({
        target: agencyHostnames.hostname,
        set: { isPrimary: true },
        setWhere: eq(agencyHostnames.agencyId, agency.id),
      })
      .returning({ hostname: agencyHostnames.hostname });
    if (written.length === 0) throw new Error(`${primaryHostname} is another agency's name`);
    return true;
  });
}

export async function updateAgencyStatus(db: Db, id: number, status: AgencyStatus): Promise<boolean> {
  const rows = await db
    .update(agencies)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(agencies.id, id))
    .returning({ id: agencies.id });
  return rows.length > 0;
}

/** Makes the agency a member of the group agency, or of none; false when there is no such agency. */
export async function updateAgencyGroup(db: Db, memberId: number, groupId: number | null): Promise<boolean> {
  const rows = await db
    .update(agencies)
    .set({ groupAgencyId: groupId, updatedAt: sql`now()` })
    .where(eq(agencies.id, memberId))
    .returning({ id: agencies.id });
  return rows.length > 0;
}

/**
 * Holds the agencies' rows until the transaction ends, in id order (so two holders never wait on each other): a
 * group change that checks its rule against them is not crossed by another's, as two changes each allowed alone
 * (A joins B while C joins A) would make a chain of groups together.
 */
export async function lockAgencyRows(db: Db, ids: readonly number[]): Promise<void> {
  await db
    .select({ id: agencies.id })
    .from(agencies)
    .where(inArray(agencies.id, [...ids]))
    .orderBy(asc(agencies.id))
    .for("update");
}

/** Adds an alias; false when another name of that spelling is already registered. */
export async function insertAlias(db: Db, agencyId: number, hostname: string): Promise<boolean> {
  const rows = await db
    .insert(agencyHostnames)
    .values({ hostname, agencyId, isPrimary: false })
    .onConflictDoNothing()
    .returning({ hostname: agencyHostnames.hostname });
  return rows.length > 0;
}

/** Removes an alias of the agency (never its primary name); false when it has no such alias. */
export async function deleteAlias(db: Db, agencyId: number, hostname: string): Promise<boolean> {
  const rows = await db
    .delete(agencyHostnames)
    .where(
      and(
        eq(agencyHostnames.agencyId, agencyId),
        eq(agencyHostnames.hostname, hostname),
        eq(agencyHostnames.isPrimary, false),
      ),
    )
    .returning({ hostname: agencyHostnames.hostname });
  return rows.length > 0;
}

/** Sets the agency's public URL; false when it had that one already (or there is no such agency). */
export async function updateAgencyPublicUrl(db: Db, id: number, publicUrl: string): Promise<boolean> {
  const rows = await db
    .update(agencies)
    .set({ publicUrl, updatedAt: sql`now()` })
    .where(and(eq(agencies.id, id), ne(agencies.publicUrl, publicUrl)))
    .returning({ id: agencies.id });
  return rows.length > 0;
}

/** Notes that the agency's export was written whole now. */
export async function markAgencyExported(db: Db, id: number): Promise<void> {
  await db
    .update(agencies)
    .set({ exportedAt: sql`now()` })
    .where(eq(agencies.id, id));
}

/** When the agency's export was last written whole; null if never. */
export async function selectAgencyExportedAt(db: Db, id: number): Promise<Date | null> {
  const [row] = await db.select({ at: agencies.exportedAt }).from(agencies).where(eq(agencies.id, id));
  return row?.at ?? null;
}

/** Deletes the agency; every agency table's rows go with it (their foreign keys cascade). */
export async function deleteAgencyRow(db: Db, id: number): Promise<boolean> {
  const deleted = await db.delete(agencies).where(eq(agencies.id, id)).returning({ id: agencies.id });
  return deleted.length > 0;
}
