// Who receives a lead (issue 5 item 7): the staff member, department or branch the visitor wrote to, the
// property's department by spec §9 "Department choice for a contact" (modules/branches/model/departments.ts) for a viewing, and
// always someone: the agency's main inbox when nothing more specific has an address.
import { chooseContact, type DepartmentChoiceInput } from "../../branches/model/departments.ts";

export type LeadRecipient = {
  email: string;
  /** Whose inbox it is (the lead is stored with these ids, so the export shows where it went). */
  reason: "staff" | "department" | "branch" | "agency" | "form";
  branchId: number | null;
  departmentId: number | null;
  staffId: number | null;
};

export type Mailbox = { id: number; email: string | null };

const has = (email: string | null | undefined): email is string => !!email && email.trim() !== "";

function agency(agencyEmail: string, ids: Partial<LeadRecipient> = {}): LeadRecipient {
  return { branchId: null, departmentId: null, staffId: null, ...ids, email: agencyEmail, reason: "agency" };
}

/** A branch lead, or a valuation (branch from the postcode lookup, else the property's): the branch inbox. */
export function branchLeadRecipient(branch: Mailbox | null, agencyEmail: string): LeadRecipient {
  if (branch && has(branch.email)) {
    return { email: branch.email, reason: "branch", branchId: branch.id, departmentId: null, staffId: null };
  }
  return agency(agencyEmail, { branchId: branch?.id ?? null });
}

/** A department lead: the department's inbox, else its branch's. */
export function departmentLeadRecipient(
  department: (Mailbox & { branch: Mailbox | null }) | null,
  agencyEmail: string,
): LeadRecipient {
  if (!department) return agency(agencyEmail);
  const ids = { branchId: department.branch?.id ?? null, departmentId: department.id, staffId: null };
  if (has(department.email)) return { ...ids, email: department.email, reason: "department" };
  if (department.branch && has(department.branch.email)) {
    return { ...ids, email: department.branch.email, reason: "branch" };
  }
  return agency(agencyEmail, ids);
}

/** A staff lead: that person, else their department, else their branch. */
export function staffLeadRecipient(
  member: (Mailbox & { department: Mailbox | null; branch: Mailbox | null }) | null,
  agencyEmail: string,
): LeadRecipient {
  if (!member) return agency(agencyEmail);
  const ids = {
    branchId: member.branch?.id ?? null,
    departmentId: member.department?.id ?? null,
    staffId: member.id,
  };
  if (has(member.email)) return { ...ids, email: member.email, reason: "staff" };
  if (member.department && has(member.department.email)) {
    return { ...ids, email: member.department.email, reason: "department" };
  }
  if (member.branch && has(member.branch.email))
    return { ...ids, email: member.branch.email, reason: "branch" };
  return agency(agencyEmail, ids);
}

/**
 * A viewing: the department the form named (lead[branch_department_id]) when it is one of the property's
 * branch departments, else spec §9's department choice, which itself falls back to the branch.
 */
export function viewingLeadRecipient(
  input: DepartmentChoiceInput & { requestedDepartmentId?: number | undefined },
  agencyEmail: string,
): LeadRecipient {
  const { branch } = input;
  const requested = branch.departments.find((department) => department.id === input.requestedDepartmentId);
  if (requested) {
    return departmentLeadRecipient({ id: requested.id, email: requested.email, branch }, agencyEmail);
  }
  const choice = chooseContact(input);
  const ids = {
    branchId: choice.branchId,
    departmentId: choice.kind === "department" ? choice.id : null,
    staffId: null,
  };
  return has(choice.email) ? { ...ids, email: choice.email, reason: choice.kind } : agency(agencyEmail, ids);
}

/** A new-homes submission: the form definition's own inbox, else what a viewing of the property would reach. */
export function newHomesRecipient(
  notifyEmail: string | null,
  propertyRecipient: LeadRecipient | null,
  agencyEmail: string,
): LeadRecipient {
  if (has(notifyEmail)) {
    return {
      email: notifyEmail,
      reason: "form",
      branchId: propertyRecipient?.branchId ?? null,
      departmentId: propertyRecipient?.departmentId ?? null,
      staffId: null,
    };
  }
  return propertyRecipient ?? agency(agencyEmail);
}
