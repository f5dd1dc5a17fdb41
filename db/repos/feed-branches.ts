// Branches as feeds name them: by the CRM's code within a source (issue 12 "branches created or matched by
// BRANCH_ID").
import { and, asc, eq, inArray, ne } from "drizzle-orm";
import type { Db } from "../client.ts";
import { branches } from "../schema.ts";

export type BranchInsert = typeof branches.$inferInsert;

/** The ids of a source's branches by their CRM code. */
export async function selectBranchIdsByCode(db: Db, source: string, codes: string[]) {
  if (codes.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ id: branches.id, code: branches.sourceCode })
    .from(branches)
    .where(and(eq(branches.source, source), inArray(branches.sourceCode, codes)));
  return new Map(rows.map((row) => [row.code!, row.id]));
}

/** The contact details of the agency's first branch with an email: what a placeholder branch starts with. */
export async function selectFirstBranchContact(db: Db) {
  const [row] = await db
    .select({ telephone: branches.telephone, email: branches.email })
    .from(branches)
    .where(ne(branches.email, ""))
    .orderBy(asc(branches.position), asc(branches.id))
    .limit(1);
  return row ?? null;
}

export async function slugTaken(db: Db, slug: string): Promise<boolean> {
  const rows = await db.select({ id: branches.id }).from(branches).where(eq(branches.slug, slug)).limit(1);
  return rows.length > 0;
}

export async function insertBranch(db: Db, row: BranchInsert): Promise<number> {
  const [inserted] = await db.insert(branches).values(row).returning({ id: branches.id });
  return inserted!.id;
}
