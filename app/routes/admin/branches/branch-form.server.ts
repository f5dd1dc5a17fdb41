// What the branches pages' loaders and actions share: the forms' HTML constraints (read off the zod schemas the
// services parse with), a stored row as the form's text, and a post's fields and photo.
import {
  branchForm,
  departmentForm,
  externalDepartmentForm,
  openingHoursText,
  staffProfileForm,
} from "../../../../modules/branches/model/branch-forms.ts";
import { constraintsOf } from "../schema-constraints.server.ts";
import type { AdminBranchRow } from "../../../../modules/branches/index.ts";
import { chosenFile } from "../../../../platform/uploaded-image.ts";
import { readDeskPost } from "../listings/read-form.server.ts";

export const BRANCH_CONSTRAINTS = constraintsOf(branchForm.shape);
export const DEPARTMENT_CONSTRAINTS = constraintsOf(departmentForm.shape);
export const EXTERNAL_DEPARTMENT_CONSTRAINTS = constraintsOf(externalDepartmentForm.shape);
export const STAFF_PROFILE_CONSTRAINTS = constraintsOf(staffProfileForm.shape);

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? "" : String(value);

/** A branch as the form shows it. */
export function branchValues(branch: AdminBranchRow): Record<string, string> {
  return {
    name: branch.name,
    addressLine1: branch.addressLine1,
    addressLine2: text(branch.addressLine2),
    town: branch.town,
    county: text(branch.county),
    postcode: branch.postcode,
    latitude: text(branch.latitude),
    longitude: text(branch.longitude),
    telephone: branch.telephone,
    salesTelephone: text(branch.salesTelephone),
    lettingsTelephone: text(branch.lettingsTelephone),
    email: branch.email,
    postcodeCoverage: branch.postcodeCoverage.join(", "),
    openingHours: openingHoursText(branch.openingHours),
    description: text(branch.description),
    position: String(branch.position),
  };
}

/** A branches page post: its intent, text fields and the photo, when one was chosen. */
export async function readBranchPost(request: Request) {
  const { intent, values, files } = await readDeskPost(request);
  return { intent, values, photo: chosenFile(files.get("photo")) };
}
