// Staff roles (issue 14 "Who signs in"): owner (everything, staff accounts, security settings), manager (their
// branches' leads, listings and staff), negotiator (their branches' leads and listings), editor (site content).
// What each role may open is decided here once; every query is also scoped on the server by branchScope.
export const STAFF_ROLES = ["owner", "manager", "negotiator", "editor"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_LABELS: Record<StaffRole, string> = {
  owner: "Owner",
  manager: "Manager",
  negotiator: "Negotiator",
  editor: "Editor",
};

/**
 * The back office's areas. `content`, `visitors` and the feeds come alive in part 2 (issue 15). `feeds` is the
 * feeds page (sources, import log, "import this file now"); `feed-keys` is creating and revoking the push API
 * keys, a security setting, so owners only. `branches` is the branches, their departments and their teams as the
 * public site shows them (issue 15 item 4): owners all of them, managers their own. `reports` are the reports
 * (issue 15 item 7): managers see their branches' and their listings' reports, and the site-wide one.
 * `advert-rules` is the agency's settings for the advert rules (issue 41: whether a listing missing a Part A item
 * is held back, how long evidence is kept), a choice with legal weight, so owners only.
 */
export type AdminArea =
  | "leads"
  | "listings"
  | "staff"
  | "audit"
  | "content"
  | "visitors"
  | "feeds"
  | "feed-keys"
  | "branches"
  | "reports"
  | "advert-rules"
  | "support-access"
  /** The signed-in member's own account: name, password, second factor, passkeys, sessions. */
  | "account";

const AREAS: Record<StaffRole, readonly AdminArea[]> = {
  owner: [
    "leads",
    "listings",
    "staff",
    "audit",
    "content",
    "visitors",
    "feeds",
    "feed-keys",
    "branches",
    "reports",
    "advert-rules",
    "support-access",
    "account",
  ],
  manager: ["leads", "listings", "staff", "visitors", "feeds", "branches", "reports", "account"],
  negotiator: ["leads", "listings", "account"],
  editor: ["content", "account"],
};

export function mayOpen(role: StaffRole, area: AdminArea): boolean {
  return AREAS[role].includes(area);
}

/**
 * What an install operator acting as the agency's support user (issue 44 item 6) may not open, though the support
 * user has an owner's rights: whatever would outlive the owner's grant (staff accounts, push API keys, a passkey or
 * password of its own) or extend it (support access itself), and its own name, which says who is acting.
 */
const BEYOND_SUPPORT: readonly AdminArea[] = ["staff", "feed-keys", "support-access", "account"];

/** Whether this member of staff may open an area: the role's areas, less those beyond a support user. */
export function staffMayOpen(staff: { role: StaffRole; support: boolean }, area: AdminArea): boolean {
  return mayOpen(staff.role, area) && !(staff.support && BEYOND_SUPPORT.includes(area));
}

/** The roles that may open an area: what a route passes to requireStaff. */
export function rolesFor(area: AdminArea): StaffRole[] {
  return STAFF_ROLES.filter((role) => mayOpen(role, area));
}

/**
 * The branches whose leads, listings and staff a member of staff works with: "all" for owners, their own
 * branches for managers and negotiators (none assigned means none), nothing for editors.
 */
export type BranchScope = { kind: "all" } | { kind: "branches"; branchIds: number[] };

export function branchScope(staff: { role: StaffRole; branchIds: number[] }): BranchScope {
  if (staff.role === "owner") return { kind: "all" };
  if (staff.role === "editor") return { kind: "branches", branchIds: [] };
  return { kind: "branches", branchIds: staff.branchIds };
}

export function inScope(scope: BranchScope, branchId: number | null): boolean {
  if (scope.kind === "all") return true;
  return branchId !== null && scope.branchIds.includes(branchId);
}
