// Time-limited support access (issue 44 item 6): an agency's owner grants the install's operators entry to its back
// office for a chosen period and revokes it at any time; the console hands an operator over to the agency's own
// hostname with a one-time 60-second token; redeemed under a live grant, it starts a back-office session of the
// agency's support user for that operator ("Support: EMAIL", an owner's rights but staff, keys and support access
// itself: model/roles.ts supportMayOpen), which ends with the grant (staff-realm.ts checks it on every request).
// Every step is in the agency's audit log, and the grant, the revocation and the hand-off in the install's too.
import { createHash, randomBytes } from "node:crypto";
import type { Db } from "../../../db/client.ts";
import type { Fields } from "../../../domain/fields.ts";
import { parseValue } from "../../../platform/form-submission.ts";
import type { SessionKeys } from "../../../platform/session.ts";
import { DEFAULT_AGENCY_NAME } from "../../../platform/email/branding.ts";
import { recordAudit, type AuditOrigin } from "../../audit/index.ts";
import { INSTALL_AGENCY_ID } from "../../agencies/model/agency.ts";
import { getSiteContent } from "../../content/index.ts";
import { staffMayOpen } from "../model/roles.ts";
import {
  SUPPORT_HANDOFF_SECONDS,
  supportAccessSchema,
  supportGrantEnd,
  supportUserEmail,
  supportUserName,
} from "../model/support-access.ts";
import {
  claimHandoff,
  deleteSupportSessions,
  insertGrant,
  insertHandoff,
  insertSupportUser,
  revokeLiveGrants,
  selectLiveGrant,
  selectSupportUser,
} from "../repos/support-access.ts";
import { startStaffSession, type SignedInStaff } from "./staff-sessions.ts";

/** Where an agency's support entries are also written: the install's log (agency 1's), as the console's are. */
export type SupportAuditDbs = { db: Db; installDb: Db; agencyId: number };

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** The grant in force, for the owner's page and the console's: until when, and who granted it. */
export function liveSupportGrant(db: Db, now: Date = new Date()) {
  return selectLiveGrant(db, now);
}

/**
 * What every back-office page says about support access: to the support user, for whom it acts and until when
 * (so an operator never forgets it is inside someone else's back office); to whoever may end it (an owner), that
 * it is open and until when (so no owner is unaware that an operator may act). Nothing to anyone else, or
 * without a grant in force.
 */
export type SupportNotice =
  { kind: "acting"; until: Date; agencyName: string } | { kind: "open"; until: Date };

export async function supportNoticeFor(
  db: Db,
  staff: Pick<SignedInStaff, "role" | "support">,
  now: Date = new Date(),
): Promise<SupportNotice | null> {
  const mayEnd = staffMayOpen(staff, "support-access");
  if (!mayEnd && !staff.support) return null;
  const grant = await selectLiveGrant(db, now);
  if (!grant) return null;
  if (mayEnd) return { kind: "open", until: grant.expiresAt };
  // The name the agency gives itself on its site and in its staff's emails (site content, cached per process).
  const agencyName = (await getSiteContent(db)).header?.agencyName ?? DEFAULT_AGENCY_NAME;
  return { kind: "acting", until: grant.expiresAt, agencyName };
}

export type SupportChange =
  | { kind: "granted"; until: Date }
  | { kind: "revoked" }
  | { kind: "invalid"; errors: Record<string, string[]> };

/** An owner grants support access for a period (ending any grant before it) or revokes it. */
export async function changeSupportAccess(
  dbs: SupportAuditDbs,
  owner: SignedInStaff,
  fields: Fields,
  origin: AuditOrigin,
  now: Date = new Date(),
): Promise<SupportChange> {
  const parsed = parseValue(supportAccessSchema, fields);
  if (!parsed.ok) return { kind: "invalid", errors: parsed.errors };
  const actor = { staffId: owner.id, email: owner.email };
  const subject = `agency:${dbs.agencyId}`;
  if (parsed.data.intent === "revoke") {
    await dbs.db.transaction(async (tx) => {
      const ended = await revokeLiveGrants(tx, owner.id, now);
      await deleteSupportSessions(tx);
      await recordAudit(tx, { actor, origin, action: "support.revoke", subject, after: { ended } });
    });
    if (dbs.agencyId !== INSTALL_AGENCY_ID)
      await recordAudit(dbs.installDb, {
        actor: null,
        origin,
        action: "support.revoke",
        subject,
        after: { by: owner.email },
      });
    return { kind: "revoked" };
  }
  const until = supportGrantEnd(parsed.data.period, now);
  const after = { period: parsed.data.period, until: until.toISOString() };
  await dbs.db.transaction(async (tx) => {
    await revokeLiveGrants(tx, owner.id, now);
    await insertGrant(tx, { staffUserId: owner.id, expiresAt: until });
    await recordAudit(tx, { actor, origin, action: "support.grant", subject, after });
  });
  // Agency 1's own log is the install's: one entry there.
  if (dbs.agencyId !== INSTALL_AGENCY_ID)
    await recordAudit(dbs.installDb, {
      actor: null,
      origin,
      action: "support.grant",
      subject,
      after: { ...after, by: owner.email },
    });
  return { kind: "granted", until };
}

/**
 * The console's hand-off (the agency's own handle): a one-time token for this operator at this agency, or null
 * without a grant in force (the operator sees nothing inside).
 */
export async function issueSupportHandoff(
  agencyDb: Db,
  operator: { id: number; email: string },
  now: Date = new Date(),
): Promise<string | null> {
  if (!(await selectLiveGrant(agencyDb, now))) return null;
  const token = randomBytes(32).toString("base64url");
  await insertHandoff(agencyDb, {
    tokenHash: hashToken(token),
    operatorId: operator.id,
    operatorEmail: operator.email,
    expiresAt: new Date(now.getTime() + SUPPORT_HANDOFF_SECONDS * 1000),
  });
  return token;
}

/**
 * Redeems a hand-off at the agency's hostname: spends the token (once, within its minute, this agency's only) and,
 * under a grant in force, starts the support user's session. Null for anything else.
 */
export async function redeemSupportHandoff(
  dbs: SupportAuditDbs,
  keys: SessionKeys,
  token: string,
  request: { origin: AuditOrigin; cookieHeader: string | null },
  now: Date = new Date(),
): Promise<{ cookies: string[]; grantEnds: Date } | null> {
  if (!/^[\w-]{20,100}$/.test(token)) return null;
  const entered = await dbs.db.transaction(async (tx) => {
    const handoff = await claimHandoff(tx, hashToken(token), now);
    const grant = handoff && (await selectLiveGrant(tx, now));
    if (!handoff || !grant) return null;
    const user =
      (await selectSupportUser(tx, handoff.operatorId)) ??
      (await insertSupportUser(tx, {
        operatorId: handoff.operatorId,
        email: supportUserEmail(handoff.operatorId),
        name: supportUserName(handoff.operatorEmail),
      }));
    await recordAudit(tx, {
      actor: { staffId: user.id, email: user.email },
      origin: request.origin,
      action: "support.handoff",
      subject: `staff:${user.id}`,
      after: { operator: handoff.operatorEmail, until: grant.expiresAt.toISOString() },
    });
    return { user, handoff, grant };
  });
  if (!entered) return null;
  await recordAudit(dbs.installDb, {
    actor: { operatorId: entered.handoff.operatorId, email: entered.handoff.operatorEmail },
    origin: request.origin,
    action: "support.handoff",
    subject: `agency:${dbs.agencyId}`,
    after: { until: entered.grant.expiresAt.toISOString() },
  });
  const cookies = await startStaffSession(
    dbs.db,
    keys,
    entered.user.id,
    { ip: request.origin.ip, userAgent: request.origin.userAgent },
    request.cookieHeader,
    now,
  );
  return { cookies, grantEnds: entered.grant.expiresAt };
}
