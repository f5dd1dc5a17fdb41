// One back-office write: a transaction holding the change and its audit row, then the change announced to every
// process's caches (platform/change-notices.ts) once it has committed. A step that wrote nothing (a refusal, no
// change) leaves no audit row and announces nothing.
import type { Db } from "../../../db/client.ts";
import { announceChange, type ChangeScope } from "../../../platform/change-notices.ts";
import { recordAudit, type AuditOrigin } from "./audit.ts";
import type { SignedInStaff } from "../../staff/index.ts";

export type WriteActor = { staff: Pick<SignedInStaff, "id" | "email">; origin: AuditOrigin };

type AuditSpec = { action: string; subject: string; before?: unknown; after?: unknown };
/** What a write step answers: its outcome, and the audit row when it wrote something. */
export type WriteStep<T> = { value: T; audit?: AuditSpec };

/** One write in a transaction with its audit row; announced after it commits when it wrote anything. */
export async function auditedWrite<T>(
  db: Db,
  actor: WriteActor,
  change: ChangeScope,
  write: (tx: Db) => Promise<WriteStep<T>>,
): Promise<T> {
  const result = await db.transaction(async (tx) => {
    const step = await write(tx);
    if (step.audit)
      await recordAudit(tx, {
        actor: { staffId: actor.staff.id, email: actor.staff.email },
        ...step.audit,
        origin: actor.origin,
      });
    return step;
  });
  if (result.audit) await announceChange(db, change);
  return result.value;
}

/** The fields a write changed, before and after (what the audit row keeps). */
export function changedFields<T extends object>(current: T, next: Partial<T>) {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(next)) {
    const old = current[key as keyof T];
    // Arrays and objects (coverage, opening hours, form elements) compare by value, keys in any order (jsonb
    // keeps them in its own order).
    if (canonical(old) !== canonical(value)) {
      before[key] = old;
      after[key] = value;
    }
  }
  return { before, after, any: Object.keys(after).length > 0 };
}

function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === "object" && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}
