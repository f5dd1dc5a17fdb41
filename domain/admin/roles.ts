// Staff roles (issue 14 "Who signs in"): owner (everything, staff accounts, security settings), manager (their
// branches' leads, listings and staff), negotiator (their branches' leads and listings), editor (site content).
export const STAFF_ROLES = ["owner", "manager", "negotiator", "editor"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_LABELS: Record<StaffRole, string> = {
  owner: "Owner",
  manager: "Manager",
  negotiator: "Negotiator",
  editor: "Editor",
};
