// A branch's team in the back office (issue 15 item 4): the people the public site shows on the branch page and
// listings, each with a photo, job title, department, whether visitors may contact them for sales or lettings,
// and whether they show at all. Same rules as the branches: a manager works on their own branches' people.
import type { Db } from "../../../db/client.ts";
import {
  deleteTeamMember,
  lockAdminBranch,
  selectAdminBranch,
  selectBranchChoices,
  selectBranchDepartments,
  selectTeamMember,
} from "../repos/admin-branches.ts";
import { insertStaff, updateStaff } from "../../feeds/index.ts";
import { BRANCH_MESSAGES, staffProfileForm } from "../model/branch-forms.ts";
import { parseForm } from "../../../platform/form-submission.ts";
import { branchScope, inScope } from "../../staff/model/roles.ts";
import { auditedWrite, changedFields, type WriteStep } from "../../audit/index.ts";
import { type BranchActor, type FieldErrors, type FormValues, type WriteResult } from "./branch-editor.ts";
import type { SignedInStaff } from "../../staff/index.ts";
import { replacementImage } from "../../../platform/uploaded-image.ts";
import type { MediaStore } from "../../../platform/media-stores.ts";

/** What the person's page needs: the branch, its departments, the branches they may move to, the person. */
export async function teamMemberEditor(
  db: Db,
  staff: SignedInStaff,
  branchId: number,
  memberId: number | null,
) {
  const scope = branchScope(staff);
  const branch = await selectAdminBranch(db, scope, branchId);
  if (!branch) return null;
  const [departments, branches, member] = await Promise.all([
    selectBranchDepartments(db, branchId),
    selectBranchChoices(db, scope),
    memberId === null ? Promise.resolve(null) : selectTeamMember(db, branchId, memberId),
  ]);
  if (memberId !== null && !member) return null;
  return { branch, departments, branches, member };
}

type TeamPost = { values: FormValues; photo: File | null };

const profileColumns = (data: ReturnType<typeof staffProfileForm.parse>) => ({
  branchId: data.branchId,
  departmentId: data.departmentId,
  firstName: data.firstName,
  surname: data.surname,
  jobTitle: data.jobTitle,
  telephone: data.telephone,
  email: data.email,
  contactableForSales: data.contactableForSales,
  contactableForLettings: data.contactableForLettings,
  visible: data.visible,
  position: data.position,
});

/**
 * Adds a person to a branch (memberId null) or saves one: the branch they move to must be the viewer's too,
 * and their department one of that branch's (a department belongs to one branch).
 */
export async function saveTeamMember(
  deps: { db: Db; mediaStore: MediaStore },
  actor: BranchActor,
  branchId: number,
  memberId: number | null,
  post: TeamPost,
): Promise<WriteResult> {
  const scope = branchScope(actor.staff);
  const parsed = parseForm(staffProfileForm, post.values);
  const errors: FieldErrors = parsed.ok ? {} : { ...parsed.errors };
  const photo = await replacementImage(deps.mediaStore, post.photo, parsed.ok && parsed.data.removePhoto);
  if ("error" in photo) errors.photo = [photo.error];
  const photoKey = "key" in photo ? photo.key : undefined;
  if (parsed.ok && !inScope(scope, parsed.data.branchId)) errors.branchId = [BRANCH_MESSAGES.branch];
  if (!parsed.ok || Object.keys(errors).length) return { kind: "invalid", errors };
  const columns = { ...profileColumns(parsed.data), ...(photoKey === undefined ? {} : { photoKey }) };

  return auditedWrite<WriteResult>(deps.db, actor, "staff", async (tx): Promise<WriteStep<WriteResult>> => {
    if (!(await lockAdminBranch(tx, scope, branchId))) return { value: { kind: "missing" } };
    const current = memberId === null ? null : await selectTeamMember(tx, branchId, memberId);
    if (memberId !== null && !current) return { value: { kind: "missing" } };
    if (columns.branchId !== branchId && !(await lockAdminBranch(tx, scope, columns.branchId)))
      return { value: { kind: "invalid", errors: { branchId: [BRANCH_MESSAGES.branch] } } };
    const departments = await selectBranchDepartments(tx, columns.branchId);
    if (columns.departmentId !== null && !departments.some((d) => d.id === columns.departmentId))
      return { value: { kind: "invalid", errors: { departmentId: [BRANCH_MESSAGES.department] } } };
    if (!current) {
      const row = await insertStaff(tx, { ...columns, source: "manual" });
      return {
        value: { kind: "done", id: row.id },
        audit: { action: "team.create", subject: `team:${row.id}`, after: columns },
      };
    }
    const { before, after, any } = changedFields(current, columns);
    if (!any) return { value: { kind: "unchanged" } };
    await updateStaff(tx, current.id, columns);
    return {
      value: { kind: "done", id: current.id },
      audit: { action: "team.update", subject: `team:${current.id}`, before, after },
    };
  });
}

/** Removes a person: their listings and leads keep the record and lose the link (ON DELETE SET NULL). */
export async function removeTeamMember(
  db: Db,
  actor: BranchActor,
  branchId: number,
  memberId: number,
): Promise<WriteResult> {
  const scope = branchScope(actor.staff);
  return auditedWrite<WriteResult>(db, actor, "staff", async (tx) => {
    if (!(await lockAdminBranch(tx, scope, branchId))) return { value: { kind: "missing" } };
    const current = await selectTeamMember(tx, branchId, memberId);
    if (!current) return { value: { kind: "missing" } };
    await deleteTeamMember(tx, memberId);
    return {
      value: { kind: "done", id: memberId },
      audit: {
        action: "team.remove",
        subject: `team:${memberId}`,
        before: { firstName: current.firstName, surname: current.surname, jobTitle: current.jobTitle },
      },
    };
  });
}
