// The back office's navigation (issue 14): the areas a member of staff may open, in a fixed order. The leads
// entry carries the count of new leads in their branches (services/admin/leads, when the inbox lands).
import type { Db } from "../../db/client.ts";
import {
  ADMIN_ACCOUNT_PATH,
  ADMIN_AUDIT_PATH,
  ADMIN_HOME_PATH,
  ADMIN_LEADS_PATH,
  ADMIN_LISTINGS_PATH,
  ADMIN_STAFF_PATH,
} from "../../domain/admin/admin-urls.ts";
import { mayOpen, type AdminArea } from "../../domain/admin/roles.ts";
import type { SignedInStaff } from "./staff-sessions.ts";

export type AdminNavItem = {
  href: string;
  label: string;
  /** A number shown beside the label (new leads), with its meaning for screen readers. */
  badge?: { count: number; label: string };
};

const AREA_LINKS: { area: AdminArea; href: string; label: string }[] = [
  { area: "leads", href: ADMIN_LEADS_PATH, label: "Leads" },
  { area: "listings", href: ADMIN_LISTINGS_PATH, label: "Listings" },
  { area: "staff", href: ADMIN_STAFF_PATH, label: "Staff" },
  { area: "audit", href: ADMIN_AUDIT_PATH, label: "Audit log" },
];

export async function adminNavigation(_db: Db, staff: SignedInStaff): Promise<AdminNavItem[]> {
  return [
    { href: ADMIN_HOME_PATH, label: "Overview" },
    ...AREA_LINKS.filter((link) => mayOpen(staff.role, link.area)).map(({ href, label }) => ({
      href,
      label,
    })),
    { href: ADMIN_ACCOUNT_PATH, label: "Your account" },
  ];
}
