// The audit log as tests read it: the newest row of an action (every back-office write leaves one).
import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { auditLog } from "../../db/schema.ts";

export async function latestAudit(db: Db, action: string) {
  const [row] = await db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, action))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}
