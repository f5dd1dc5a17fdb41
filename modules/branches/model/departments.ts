// Who a visitor contacts about a property (spec §9 "Department choice for a contact", spec §6 staff contact).
// Pure: the property page passes in its branch (with departments and staff) and this picks the contact.

export type ContactChannel = "sales" | "lettings";

/** The database's spelling (db/schema.ts department_kind). */
export type DepartmentKind =
  "sales" | "lettings" | "new_homes" | "estate_agents" | "commercial" | "external_commercial";

export type ContactDepartment = {
  id: number;
  kind: DepartmentKind;
  name: string;
  label: string;
  telephone: string | null;
  email: string | null;
  externalUrl: string | null;
};

export type ContactBranch = {
  id: number;
  name: string;
  telephone: string;
  salesTelephone: string | null;
  lettingsTelephone: string | null;
  email: string;
  /** The branch's own departments, plus any outside every branch (the external commercial department). */
  departments: readonly ContactDepartment[];
};

export type ContactableStaff = {
  contactableForSales: boolean;
  contactableForLettings: boolean;
};

export type DepartmentChoiceInput = {
  channel: ContactChannel;
  tags: readonly string[];
  /** The plots of a development; empty for everything else. */
  childPropertyCount: number;
  branch: ContactBranch;
};

/** The office a contact goes to: a department of the branch, or the branch itself. */
export type ContactChoice = {
  kind: "department" | "branch";
  /** The department id, or the branch id for the branch. */
  id: number;
  branchId: number;
  name: string;
  telephone: string;
  email: string;
  /** The external commercial department's own website, when it has one. */
  externalUrl: string | null;
  /** Whether this is the new-homes team (the page then offers #/new-homes-enquiry). */
  newHomes: boolean;
};

/**
 * Spec §9 "tag-to-department mapping by channel" (the spec's tagsToDepartmentLabelsConversions): the first
 * entry whose tag the property carries picks the branch department of that kind. Ordered by priority; a kind
 * the branch lacks is skipped. Tags are the lower-case listing tags of db/seed/listings.ts.
 * - sales: new homes and development sites go to the new-homes team; land and auction lots to the general
 *   estate-agents desk, which handles them across the branch.
 * - lettings: student lets go to the lettings team (they are let per room, per academic year).
 */
export const TAG_TO_DEPARTMENT: Readonly<
  Record<ContactChannel, readonly { tag: string; department: DepartmentKind }[]>
> = {
  sales: [
    { tag: "new home", department: "new_homes" },
    { tag: "development", department: "new_homes" },
    { tag: "land", department: "estate_agents" },
    { tag: "auction", department: "estate_agents" },
  ],
  lettings: [{ tag: "student", department: "lettings" }],
};

export function chooseContact(input: DepartmentChoiceInput): ContactChoice {
  const { branch, channel } = input;
  const tags = new Set(input.tags.map((tag) => tag.trim().toLowerCase()));
  const ofKind = (kind: DepartmentKind) => branch.departments.find((d) => d.kind === kind);

  // spec §9: "A development plot with child properties goes to the new-homes department, else estate-agents."
  if (input.childPropertyCount > 0) {
    const department = ofKind("new_homes") ?? ofKind("estate_agents");
    if (department) return departmentContact(department, branch, channel);
  }
  // spec §9: "A commercial tag goes to the external commercial department."
  if (tags.has("commercial")) {
    const department = ofKind("external_commercial");
    if (department) return departmentContact(department, branch, channel);
  }
  for (const { tag, department: kind } of TAG_TO_DEPARTMENT[channel]) {
    const department = tags.has(tag) ? ofKind(kind) : undefined;
    if (department) return departmentContact(department, branch, channel);
  }
  return {
    kind: "branch",
    id: branch.id,
    branchId: branch.id,
    name: branch.name,
    telephone: branchTelephone(branch, channel),
    email: branch.email,
    externalUrl: null,
    newHomes: false,
  };
}

/** spec §9: "Sales or lettings numbers are preferred by channel", falling back to the branch's main line. */
export function branchTelephone(
  branch: Pick<ContactBranch, "telephone" | "salesTelephone" | "lettingsTelephone">,
  channel: ContactChannel,
): string {
  const preferred = channel === "lettings" ? branch.lettingsTelephone : branch.salesTelephone;
  return preferred || branch.telephone;
}

/** spec §6: "Staff contact for a property uses contactableForSales or contactableForLettings by channel." */
export function contactableStaff<T extends ContactableStaff>(
  staff: readonly T[],
  channel: ContactChannel,
): T[] {
  return staff.filter((member) =>
    channel === "lettings" ? member.contactableForLettings : member.contactableForSales,
  );
}

function departmentContact(
  department: ContactDepartment,
  branch: ContactBranch,
  channel: ContactChannel,
): ContactChoice {
  return {
    kind: "department",
    id: department.id,
    branchId: branch.id,
    name: department.name,
    // A department without its own line or inbox is reached through its branch.
    telephone: department.telephone || branchTelephone(branch, channel),
    email: department.email || branch.email,
    externalUrl: department.externalUrl,
    newHomes: department.kind === "new_homes",
  };
}
