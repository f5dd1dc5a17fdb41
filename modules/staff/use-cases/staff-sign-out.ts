// Signing staff out (issue 14): this browser's session, or every session of the account ("sign out
// everywhere", after a lost laptop). Both are audited.
import type { Db } from "../../../db/client.ts";
import type { SessionKeys } from "../../../platform/session.ts";
import type { AuditOrigin } from "../../audit/index.ts";
import { recordStaffChange } from "./staff-audit.ts";
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
  await recordStaffChange(deps.db, staff, staff.id, origin, {
    action: options.everywhere ? "staff.sign-out-everywhere" : "staff.sign-out",
    after: { sessionsEnded: ended },
  });
  return clearStaffCookie(deps.keys);
}
