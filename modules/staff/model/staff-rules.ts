// Who may do what to whose staff account (issue 14 "Who signs in": owners manage every account; managers the
// staff of their branches, inviting and managing only negotiators there). Pure, so the pages and the
// services read the same rules; every write checks them again on the server.
import type { StaffRole } from "./roles.ts";

export type StaffState = "invited" | "active" | "disabled";

export const STAFF_STATE_LABELS: Record<StaffState, string> = {
  invited: "Invited",
  active: "Active",
  disabled: "Disabled",
};

/** Disabled wins; otherwise an account is active once its set-up link has been used (password and TOTP). */
export function staffState(account: { disabled: boolean; setUp: boolean }): StaffState {
  if (account.disabled) return "disabled";
  return account.setUp ? "active" : "invited";
}

/** The member of staff acting, or the account acted on: role and branches decide. */
export type StaffSide = { id: number; role: StaffRole; branchIds: number[] };

/** Managers and negotiators work for branches; owners and editors have none. */
export function roleHasBranches(role: StaffRole): boolean {
  return role === "manager" || role === "negotiator";
}

function within(branchIds: number[], scope: number[]): boolean {
  return branchIds.length > 0 && branchIds.every((id) => scope.includes(id));
}

/** The roles an invite from this member of staff may give. */
export function invitableRoles(actor: StaffSide): StaffRole[] {
  if (actor.role === "owner") return ["owner", "manager", "negotiator", "editor"];
  if (actor.role === "manager") return ["negotiator"];
  return [];
}

/** An invite of `role` for `branchIds`: an owner any; a manager only a negotiator of their own branches. */
export function mayInvite(actor: StaffSide, role: StaffRole, branchIds: number[]): boolean {
  if (!invitableRoles(actor).includes(role)) return false;
  return actor.role === "owner" || within(branchIds, actor.branchIds);
}

/** Whose account appears in the list and opens: an owner sees all; a manager themself and their branches' staff. */
export function maySee(actor: StaffSide, target: StaffSide): boolean {
  if (actor.role === "owner" || actor.id === target.id) return true;
  if (actor.role !== "manager") return false;
  return target.branchIds.some((id) => actor.branchIds.includes(id));
}

/**
 * Resending an invite, disabling and enabling: an owner for anyone (themself included: the last owner is
 * protected by the services, not here); a manager for a negotiator whose branches are all theirs.
 */
export function mayManage(actor: StaffSide, target: StaffSide): boolean {
  if (actor.role === "owner") return true;
  return (
    actor.role === "manager" && target.role === "negotiator" && within(target.branchIds, actor.branchIds)
  );
}

/** Changing role and branches, and resetting the second factor: owners only. */
export function mayChangeAccess(actor: StaffSide): boolean {
  return actor.role === "owner";
}
