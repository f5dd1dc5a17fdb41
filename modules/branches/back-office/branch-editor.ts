// Branches in the back office (issue 15 item 4): the list, a new branch, one branch's details, photo and
// departments, the external commercial department, and removing a branch. Owners work on every branch and alone
// create and remove them; managers edit their own branches. Each write is one transaction with its audit row,
// then announced, so the public pages (branch page, footer, postcode routing) change at once.
import type { Db } from "../../../db/client.ts";
import {
  countBranchListings,
  deleteAdminBranch,
  deleteDepartment,
  insertDepartment,
  lockAdminBranch,
  selectAdminBranch,
  selectAdminBranchList,
  selectBranchDepartments,
  selectBranchTeam,
  selectExternalDepartment,
  selectOtherCoverages,
  updateDepartment,
  type AdminBranchRow,
  type NewAdminBranchRow,
} from "../repos/admin-branches.ts";
import { branchSlug, insertBranch, selectSlugsLike, updateBranch } from "../../feeds/index.ts";
import {
  BRANCH_MESSAGES,
  branchForm,
  departmentForm,
  externalDepartmentForm,
  positionPairErrors,
  type BranchInput,
} from "../model/branch-forms.ts";
import { parseForm } from "../../../platform/form-submission.ts";
import { branchScope, type BranchScope } from "../../staff/model/roles.ts";
import { positionFor, type Geocoder } from "../../../platform/geocoder.ts";
import type { AuditOrigin } from "../../audit/index.ts";
import type { SignedInStaff } from "../../staff/index.ts";
import { auditedWrite, changedFields } from "../../audit/index.ts";
import { replacementImage } from "../../../platform/uploaded-image.ts";
import type { MediaStore } from "../../../platform/media-stores.ts";

export type { AdminBranchRow };
export type BranchActor = { staff: SignedInStaff; origin: AuditOrigin };
export type BranchDeps = { db: Db; geocoder: Geocoder; mediaStore: MediaStore };
export type FieldErrors = Record<string, string[]>;
export type FormValues = Record<string, string>;

export type WriteResult =
  | { kind: "done"; id: number }
  | { kind: "unchanged" }
  | { kind: "invalid"; errors: FieldErrors }
  | { kind: "refused"; message: string }
  | { kind: "missing" };

/** Owners create and remove branches and edit the external department; managers only edit their own. */
export const mayCreateBranches = (staff: Pick<SignedInStaff, "role">) => staff.role === "owner";

export async function branchList(db: Db, staff: SignedInStaff) {
  const scope = branchScope(staff);
  const [rows, external] = await Promise.all([
    selectAdminBranchList(db, scope),
    mayCreateBranches(staff) ? selectExternalDepartment(db) : Promise.resolve(null),
  ]);
  return { rows, mayCreate: mayCreateBranches(staff), external };
}

/** A branch with its departments and whole team, or null when it is not the viewer's to edit. */
export async function branchEditor(db: Db, staff: SignedInStaff, id: number) {
  const branch = await selectAdminBranch(db, branchScope(staff), id);
  if (!branch) return null;
  // Not its listings' count: 12,000 of them took the page from 15 to 140 ms (bench/admin.ts); the page links
  // the listings desk filtered by the branch instead.
  const [departments, team] = await Promise.all([selectBranchDepartments(db, id), selectBranchTeam(db, id)]);
  return { branch, departments, team, mayRemove: mayCreateBranches(staff) };
}

/** Coverage entries another branch already has: one entry, one branch, or routing would be a coin toss. */
async function coverageClashes(tx: Db, branchId: number | null, entries: string[]): Promise<string[]> {
  const others = await selectOtherCoverages(tx, branchId);
  const messages: string[] = [];
  for (const entry of entries) {
    const owner = others.find((other) => other.postcodeCoverage.some((e) => e.toUpperCase() === entry));
    if (owner) messages.push(BRANCH_MESSAGES.coverageTaken(entry, owner.name));
  }
  return messages;
}

/**
 * Where the branch stands on the map: the position typed in, else its postcode's (the listings' geocoder). A
 * form shows the stored position, so a moved postcode with that position untouched is placed again.
 */
async function placeBranch(
  geocoder: Geocoder,
  input: BranchInput,
  current: AdminBranchRow | null,
): Promise<{ latitude: number; longitude: number } | null> {
  const typed =
    input.latitude !== null && input.longitude !== null
      ? { latitude: input.latitude, longitude: input.longitude }
      : null;
  const moved = current !== null && current.postcode !== input.postcode;
  const untouched =
    typed !== null &&
    current !== null &&
    typed.latitude === current.latitude &&
    typed.longitude === current.longitude;
  if (typed && !(moved && untouched)) return typed;
  if (!typed && current && !moved) return { latitude: current.latitude, longitude: current.longitude };
  return (await positionFor(geocoder, { postcode: input.postcode, town: input.town })) ?? typed;
}

const columnsOf = (input: BranchInput, position: { latitude: number; longitude: number }) => ({
  name: input.name,
  addressLine1: input.addressLine1,
  addressLine2: input.addressLine2,
  town: input.town,
  county: input.county,
  postcode: input.postcode,
  latitude: position.latitude,
  longitude: position.longitude,
  telephone: input.telephone,
  salesTelephone: input.salesTelephone,
  lettingsTelephone: input.lettingsTelephone,
  email: input.email,
  postcodeCoverage: input.postcodeCoverage,
  openingHours: input.openingHours,
  description: input.description,
  position: input.position,
});

type BranchPost = { values: FormValues; photo: File | null };

async function parseBranchPost(
  deps: BranchDeps,
  post: BranchPost,
  current: AdminBranchRow | null,
): Promise<
  | { ok: true; columns: Partial<NewAdminBranchRow> & ReturnType<typeof columnsOf> }
  | { ok: false; errors: FieldErrors }
> {
  const parsed = parseForm(branchForm, post.values);
  const photo = await replacementImage(deps.mediaStore, post.photo, post.values.removePhoto === "on");
  const errors: FieldErrors = { ...(parsed.ok ? {} : parsed.errors), ...positionPairErrors(post.values) };
  if ("error" in photo) errors.photo = [photo.error];
  if (!parsed.ok || Object.keys(errors).length) return { ok: false, errors };
  const position = await placeBranch(deps.geocoder, parsed.data, current);
  if (!position) return { ok: false, errors: { latitude: [BRANCH_MESSAGES.unplaced] } };
  const photoKey = "key" in photo && photo.key !== undefined ? { photoKey: photo.key } : {};
  return { ok: true, columns: { ...columnsOf(parsed.data, position), ...photoKey } };
}

async function freeSlug(tx: Db, name: string): Promise<string> {
  const base = branchSlug(name);
  const taken = await selectSlugsLike(tx, base);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

export async function createBranch(
  deps: BranchDeps,
  actor: BranchActor,
  post: BranchPost,
): Promise<WriteResult> {
  if (!mayCreateBranches(actor.staff)) return { kind: "refused", message: "Only owners add branches" };
  const parsed = await parseBranchPost(deps, post, null);
  if (!parsed.ok) return { kind: "invalid", errors: parsed.errors };
  return auditedWrite<WriteResult>(deps.db, actor, "branches", async (tx) => {
    const clashes = await coverageClashes(tx, null, parsed.columns.postcodeCoverage);
    if (clashes.length) return { value: { kind: "invalid", errors: { postcodeCoverage: clashes } } };
    const row = await insertBranch(tx, {
      ...parsed.columns,
      slug: await freeSlug(tx, parsed.columns.name),
      source: "manual",
    });
    return {
      value: { kind: "done", id: row.id },
      audit: { action: "branch.create", subject: `branch:${row.id}`, after: parsed.columns },
    };
  });
}

export async function saveBranch(
  deps: BranchDeps,
  actor: BranchActor,
  id: number,
  post: BranchPost,
): Promise<WriteResult> {
  const scope = branchScope(actor.staff);
  const current = await selectAdminBranch(deps.db, scope, id);
  if (!current) return { kind: "missing" };
  const parsed = await parseBranchPost(deps, post, current);
  if (!parsed.ok) return { kind: "invalid", errors: parsed.errors };
  return auditedWrite<WriteResult>(deps.db, actor, "branches", async (tx) => {
    const locked = await lockAdminBranch(tx, scope, id);
    if (!locked) return { value: { kind: "missing" } };
    const clashes = await coverageClashes(tx, id, parsed.columns.postcodeCoverage);
    if (clashes.length) return { value: { kind: "invalid", errors: { postcodeCoverage: clashes } } };
    const diff = changedFields(locked, parsed.columns);
    if (!diff.any) return { value: { kind: "unchanged" } };
    await updateBranch(tx, id, parsed.columns);
    return {
      value: { kind: "done", id },
      audit: { action: "branch.update", subject: `branch:${id}`, before: diff.before, after: diff.after },
    };
  });
}

export async function removeBranch(db: Db, actor: BranchActor, id: number): Promise<WriteResult> {
  if (!mayCreateBranches(actor.staff)) return { kind: "refused", message: "Only owners remove branches" };
  return auditedWrite<WriteResult>(db, actor, "branches", async (tx) => {
    const locked = await lockAdminBranch(tx, { kind: "all" }, id);
    if (!locked) return { value: { kind: "missing" } };
    const listings = await countBranchListings(tx, id);
    if (listings > 0) return { value: { kind: "refused", message: BRANCH_MESSAGES.hasListings(listings) } };
    await deleteAdminBranch(tx, id);
    return {
      value: { kind: "done", id },
      audit: {
        action: "branch.remove",
        subject: `branch:${id}`,
        before: { name: locked.name, slug: locked.slug },
      },
    };
  });
}

/** A department added to, changed in or removed from a branch the viewer may edit. */
export async function writeDepartment(
  db: Db,
  actor: BranchActor,
  branchId: number,
  request: { intent: "add" | "save" | "remove"; departmentId: number | null; values: FormValues },
): Promise<WriteResult> {
  const scope: BranchScope = branchScope(actor.staff);
  const parsed = request.intent === "remove" ? null : parseForm(departmentForm, request.values);
  if (parsed && !parsed.ok) return { kind: "invalid", errors: parsed.errors };
  return auditedWrite<WriteResult>(db, actor, "branches", async (tx) => {
    if (!(await lockAdminBranch(tx, scope, branchId))) return { value: { kind: "missing" } };
    const existing = await selectBranchDepartments(tx, branchId);
    const department = existing.find((d) => d.id === request.departmentId) ?? null;
    if (request.intent !== "add" && !department) return { value: { kind: "missing" } };
    if (request.intent === "remove") {
      await deleteDepartment(tx, department!.id);
      return {
        value: { kind: "done", id: department!.id },
        audit: { action: "department.remove", subject: `department:${department!.id}`, before: department },
      };
    }
    const columns = parsed!.ok ? parsed!.data : null;
    if (request.intent === "add") {
      const row = await insertDepartment(tx, { ...columns!, branchId });
      return {
        value: { kind: "done", id: row.id },
        audit: {
          action: "department.create",
          subject: `department:${row.id}`,
          after: { ...columns, branchId },
        },
      };
    }
    const diff = changedFields(department!, columns!);
    await updateDepartment(tx, department!.id, columns!);
    return {
      value: { kind: "done", id: department!.id },
      audit: {
        action: "department.update",
        subject: `department:${department!.id}`,
        before: diff.before,
        after: diff.after,
      },
    };
  });
}

/** The one department outside every branch (spec §3 externalCommercialDepartment): owners set it. */
export async function saveExternalDepartment(
  db: Db,
  actor: BranchActor,
  values: FormValues,
): Promise<WriteResult> {
  if (!mayCreateBranches(actor.staff))
    return { kind: "refused", message: "Only owners change this department" };
  const parsed = parseForm(externalDepartmentForm, values);
  if (!parsed.ok) return { kind: "invalid", errors: parsed.errors };
  return auditedWrite<WriteResult>(db, actor, "branches", async (tx) => {
    const current = await selectExternalDepartment(tx);
    if (!current) {
      const row = await insertDepartment(tx, { ...parsed.data, kind: "external_commercial", branchId: null });
      return {
        value: { kind: "done", id: row.id },
        audit: { action: "department.create", subject: `department:${row.id}`, after: parsed.data },
      };
    }
    const diff = changedFields(current, parsed.data);
    await updateDepartment(tx, current.id, parsed.data);
    return {
      value: { kind: "done", id: current.id },
      audit: {
        action: "department.update",
        subject: `department:${current.id}`,
        before: diff.before,
        after: diff.after,
      },
    };
  });
}
