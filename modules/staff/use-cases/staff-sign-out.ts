// Signing staff out (issue 14): this browser's session, or every session of the account ("sign out
// everywhere", after a lost laptop). Both are audited.
import type { Db } from "../../../db/client.ts";
import type { SessionKeys } from "../../../platform/session.ts";
import { recordAudit, type AuditOrigin } from "../../audit/index.ts";
import {
  clearStaffCookie,
  endAllStaffSessions,
  endStaffSession,
  type SignedInStaff,
} from "./staff-sessions.ts";

export async function signOutStaff(
  deps: { db: Db; keys: SessionKeys },
  staff: SignedInStaff,
  options: { everywhere: boolean },
  origin: AuditOrigin,
): Promise<string> {
  const ended = options.everywhere
    ? await endAllStaffSessions(deps.db, staff.id)
    : (await endStaffSession(deps.db, staff.sessionIdHash), 1);
  await recordAudit(deps.db, {
    actor: { staffId: staff.id, email: staff.email },
    action: options.everywhere ? "staff.sign-out-everywhere" : "staff.sign-out",
    subject: `staff:${staff.id}`,
    after: { sessionsEnded: ended },
    origin,
  });
  return clearStaffCookie(deps.keys);
}
