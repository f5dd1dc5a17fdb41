// The staff list and a member's page (issue 14): what this member of staff may see of the accounts, scoped on
// the server (modules/staff/model/staff-rules.ts) — owners everyone, managers themself and their branches' staff.
import type { Db } from "../../../db/client.ts";
import {
  countStaff,
  selectBranchChoices,
  selectStaffListRow,
  selectStaffPage,
  type StaffListRow,
} from "../repos/staff-users.ts";
import { branchScope, type StaffRole } from "../model/roles.ts";
import {
  invitableRoles,
  mayChangeAccess,
  mayManage,
  maySee,
  staffState,
  type StaffSide,
  type StaffState,
} from "../model/staff-rules.ts";

export const STAFF_PAGE_SIZE = 50;

export type BranchChoice = { id: number; name: string };

export type StaffMember = {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  state: StaffState;
  branches: BranchChoice[];
  lastSignInAt: Date | null;
  createdAt: Date;
};

function sideOf(row: StaffListRow): StaffSide {
  return { id: row.id, role: row.role, branchIds: row.branchIds };
}

function memberOf(row: StaffListRow, names: Map<number, string>): StaffMember {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    state: staffState({ disabled: Boolean(row.disabledAt), setUp: row.setUp }),
    branches: row.branchIds.map((id) => ({ id, name: names.get(id) ?? `Branch ${id}` })),
    lastSignInAt: row.lastSignInAt,
    createdAt: row.createdAt,
  };
}

async function branchNames(db: Db): Promise<Map<number, string>> {
  return new Map((await selectBranchChoices(db)).map((branch) => [branch.id, branch.name]));
}

export type StaffListPage = {
  rows: StaffMember[];
  page: number;
  pageCount: number;
  total: number;
  mayInvite: boolean;
};

export async function staffListPage(db: Db, actor: StaffSide, page: number): Promise<StaffListPage> {
  const scope = { scope: branchScope(actor), selfId: actor.id };
  const total = await countStaff(db, scope);
  const pageCount = Math.max(1, Math.ceil(total / STAFF_PAGE_SIZE));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const [rows, names] = await Promise.all([
    selectStaffPage(db, { ...scope, limit: STAFF_PAGE_SIZE, offset: (current - 1) * STAFF_PAGE_SIZE }),
    branchNames(db),
  ]);
  return {
    rows: rows.map((row) => memberOf(row, names)),
    page: current,
    pageCount,
    total,
    mayInvite: invitableRoles(actor).length > 0,
  };
}

/** The account with this id when the actor may see it, else null (the page answers 404 either way). */
export async function visibleStaff(db: Db, actor: StaffSide, id: number): Promise<StaffListRow | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const row = await selectStaffListRow(db, id);
  return row && maySee(actor, sideOf(row)) ? row : null;
}

export type StaffMemberPage = {
  member: StaffMember;
  /** What the actor may do here: resend / disable / enable, and role, branches and second-factor reset. */
  mayManage: boolean;
  mayChangeAccess: boolean;
  branchChoices: BranchChoice[];
};

export async function staffMemberPage(db: Db, actor: StaffSide, id: number): Promise<StaffMemberPage | null> {
  const row = await visibleStaff(db, actor, id);
  if (!row) return null;
  const choices = await selectBranchChoices(db);
  return {
    member: memberOf(row, new Map(choices.map((branch) => [branch.id, branch.name]))),
    mayManage: mayManage(actor, sideOf(row)),
    mayChangeAccess: mayChangeAccess(actor),
    branchChoices: choices,
  };
}

export type InviteFormData = { roles: StaffRole[]; branchChoices: BranchChoice[] };

/** The invite form's choices: an owner any role and branch; a manager negotiators of their branches. */
export async function inviteFormData(db: Db, actor: StaffSide): Promise<InviteFormData> {
  const choices = await selectBranchChoices(db);
  return {
    roles: invitableRoles(actor),
    branchChoices:
      actor.role === "owner" ? choices : choices.filter((branch) => actor.branchIds.includes(branch.id)),
  };
}

export { sideOf as staffSideOf };
