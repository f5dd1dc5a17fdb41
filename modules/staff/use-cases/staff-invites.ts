// Invites (issue 14): an owner, or a manager for negotiators of their own branches, invites a member of staff
// by email with the same one-time set-up link as `npm run admin:create` (24 hours, single use), sent through
// the email outbox in the same transaction. Resending makes a new link and kills the old one; an owner's
// second-factor reset forgets TOTP, passkeys and recovery codes, ends the sessions and sends a new link.
import type { Db } from "../../../db/client.ts";
import { deletePasskeyChallengesOf, deletePasskeysOf } from "../repos/staff-passkeys.ts";
import { deleteStaffSessionsOf } from "../repos/staff-sessions.ts";
import {
  clearTotpAndRecoveryCodes,
  insertStaffUser,
  replaceStaffBranches,
  selectBranchChoices,
  selectStaffUserByEmail,
  type StaffListRow,
} from "../repos/staff-users.ts";
import { ROLE_LABELS, type StaffRole } from "../model/roles.ts";
import { mayChangeAccess, mayInvite, mayManage, staffState } from "../model/staff-rules.ts";
import { STAFF_FORM_MESSAGES } from "../model/staff-limits.ts";
import { staffInviteSchema } from "../model/staff-schemas.ts";
import type { Fields } from "../../../domain/fields.ts";
import { parseValue } from "../../../platform/form-submission.ts";
import { queueEmail } from "../../../platform/email/outbox.ts";
import { getSiteContent } from "../../content/index.ts";
import { emailBrandingOf } from "../../../platform/email/branding.ts";
import type { EmailBranding } from "../../../platform/email/layout.ts";
import type { AuditOrigin } from "../../audit/index.ts";
import { changeKeepingAnOwner, checkBranchesForRole, type StaffActionResult } from "./staff-access.ts";
import { recordStaffChange } from "./staff-audit.ts";
import { staffSideOf, visibleStaff } from "./staff-directory.ts";
import { setupLinkEmail, type SetupEmailKind } from "./staff-invite-email.ts";
import type { SignedInStaff } from "./staff-sessions.ts";
import { issueSetupLink } from "./staff-setup.ts";
import { SETUP_LINK_VALID_HOURS } from "../model/staff-messages.ts";

export type InviteDeps = { db: Db; publicUrl: string };

export type InviteResult =
  | { kind: "invited"; staffUserId: number }
  | { kind: "invalid"; errors: Record<string, string[]> }
  | { kind: "forbidden" };

export async function inviteStaff(
  deps: InviteDeps,
  actor: SignedInStaff,
  fields: Fields,
  origin: AuditOrigin,
  now: Date = new Date(),
): Promise<InviteResult> {
  const parsed = parseValue(staffInviteSchema, fields);
  if (!parsed.ok) {
    return { kind: "invalid", errors: parsed.errors };
  }
  const { email, name, role } = parsed.data;
  // The server decides, whatever the form offered: a manager cannot invite an owner or another branch's staff.
  if (!mayInvite(actor, role, parsed.data.branch_ids)) return { kind: "forbidden" };
  const access = await checkBranchesForRole(deps.db, role, parsed.data.branch_ids);
  if (access.kind === "invalid") return access;
  const taken = { kind: "invalid" as const, errors: { email: [STAFF_FORM_MESSAGES.emailTaken] } };
  if (await selectStaffUserByEmail(deps.db, email)) return taken;

  const message = await emailContext(deps, actor);
  const staffUserId = await deps.db.transaction(async (tx) => {
    const user = await insertStaffUser(tx, { email, name, role });
    if (!user) return null;
    await replaceStaffBranches(tx, user.id, access.branchIds);
    const to = { id: user.id, email, name, role, branchIds: access.branchIds };
    const setupLinkExpiresAt = await emailSetupLink(tx, deps, "invite", to, message, now);
    await recordStaffChange(tx, actor, user.id, origin, {
      action: "staff.invite",
      after: { email, name, role, branchIds: access.branchIds, setupLinkExpiresAt },
    });
    return user.id;
  });
  return staffUserId === null ? taken : { kind: "invited", staffUserId };
}

export const INVITE_MESSAGES = {
  notInvited: "Only an account that has not been set up yet can be sent its invite again.",
  disabled: "Enable the account first.",
};

/** A new set-up link for an account that has not used its invite; the old link stops working. */
export async function resendInvite(
  deps: InviteDeps,
  actor: SignedInStaff,
  targetId: number,
  origin: AuditOrigin,
  now: Date = new Date(),
): Promise<StaffActionResult> {
  const target = await visibleStaff(deps.db, actor, targetId);
  if (!target) return { kind: "not-found" };
  if (!mayManage(actor, staffSideOf(target))) return { kind: "forbidden" };
  if (staffState({ disabled: Boolean(target.disabledAt), setUp: target.setUp }) !== "invited") {
    return {
      kind: "refused",
      message: target.disabledAt ? INVITE_MESSAGES.disabled : INVITE_MESSAGES.notInvited,
    };
  }
  const message = await emailContext(deps, actor);
  await deps.db.transaction(async (tx) => {
    const setupLinkExpiresAt = await emailSetupLink(tx, deps, "invite", target, message, now);
    await recordStaffChange(tx, actor, target.id, origin, {
      action: "staff.invite-resent",
      after: { setupLinkExpiresAt },
    });
  });
  return { kind: "done" };
}

/**
 * Owners: forgets the account's TOTP secret, passkeys and recovery codes, ends its sessions and emails a new
 * set-up link (the password is chosen again there too). Refused when it would leave no owner who can sign in.
 */
export async function resetSecondFactor(
  deps: InviteDeps,
  actor: SignedInStaff,
  targetId: number,
  origin: AuditOrigin,
  now: Date = new Date(),
): Promise<StaffActionResult> {
  const target = await visibleStaff(deps.db, actor, targetId);
  if (!target) return { kind: "not-found" };
  if (!mayChangeAccess(actor)) return { kind: "forbidden" };
  if (target.disabledAt) return { kind: "refused", message: INVITE_MESSAGES.disabled };
  const message = await emailContext(deps, actor);
  return changeKeepingAnOwner(deps.db, actor, origin, target, false, async (tx) => {
    await clearTotpAndRecoveryCodes(tx, target.id);
    const passkeys = await deletePasskeysOf(tx, target.id);
    await deletePasskeyChallengesOf(tx, target.id);
    const sessions = await deleteStaffSessionsOf(tx, target.id);
    const setupLinkExpiresAt = await emailSetupLink(tx, deps, "reset", target, message, now);
    return {
      action: "staff.second-factor-reset",
      before: { totp: target.setUp ? "enrolled" : "none", passkeys },
      after: { totp: "none", passkeys: 0, sessionsEnded: sessions, setupLinkExpiresAt },
    };
  });
}

type EmailContext = { branding: EmailBranding; from: string; branchNames: Map<number, string> };

async function emailContext(deps: InviteDeps, actor: SignedInStaff): Promise<EmailContext> {
  const [content, branches] = await Promise.all([getSiteContent(deps.db), selectBranchChoices(deps.db)]);
  return {
    branding: emailBrandingOf(content, deps.publicUrl),
    from: actor.name || actor.email,
    branchNames: new Map(branches.map((branch) => [branch.id, branch.name])),
  };
}

type SetupLinkRecipient = Pick<StaffListRow, "email" | "name" | "branchIds"> & { role: StaffRole };

/** Issues the account a new set-up link and queues its email; answers when the link expires (for the audit). */
async function emailSetupLink(
  tx: Db,
  deps: InviteDeps,
  kind: SetupEmailKind,
  to: SetupLinkRecipient & { id: number },
  context: EmailContext,
  now: Date,
): Promise<string> {
  const { link, expiresAt } = await issueSetupLink(tx, to.id, { publicUrl: deps.publicUrl, now });
  await queueEmail(tx, composeEmail(kind, to, link, context));
  return expiresAt.toISOString();
}

function composeEmail(kind: SetupEmailKind, to: SetupLinkRecipient, link: string, context: EmailContext) {
  const branches = to.branchIds.map((id) => context.branchNames.get(id)).filter(Boolean);
  const role = ROLE_LABELS[to.role].toLowerCase();
  const article = /^[aeiou]/.test(role) ? "an" : "a";
  return setupLinkEmail({
    kind,
    to: to.email,
    name: to.name,
    branding: context.branding,
    from: context.from,
    roleText: `${article} ${role}${branches.length ? ` (${branches.join(", ")})` : ""}`,
    link,
    validHours: SETUP_LINK_VALID_HOURS,
  });
}
