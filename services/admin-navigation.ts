// The back office's navigation (issue 14): the areas a member of staff may open, in a fixed order. The leads
// entry carries the count of new leads in their branches (modules/leads/back-office/lead-inbox.ts newLeadsBadge: one
// small query on a partial index, capped, since every admin page shows it).
import type { Db } from "../db/client.ts";
import {
  ADMIN_ACCOUNT_PATH,
  ADMIN_ADVERT_RULES_PATH,
  ADMIN_ARTICLES_PATH,
  ADMIN_AUDIT_PATH,
  ADMIN_SUPPORT_ACCESS_PATH,
  ADMIN_BRANCHES_PATH,
  ADMIN_CONTENT_PATH,
  ADMIN_FORMS_PATH,
  ADMIN_FEEDS_PATH,
  ADMIN_HOME_PATH,
  ADMIN_LEADS_PATH,
  ADMIN_LISTINGS_PATH,
  ADMIN_PAGES_PATH,
  ADMIN_SECTIONS_PATH,
  ADMIN_STAFF_PATH,
  ADMIN_VISITORS_PATH,
} from "../domain/admin/admin-urls.ts";
import { ADMIN_REPORTS_PATH } from "../modules/reports/model/report-urls.ts";
import { staffMayOpen, type AdminArea } from "../modules/staff/model/roles.ts";
import { newLeadsBadge } from "../modules/leads/index.ts";
import type { SignedInStaff } from "../modules/staff/index.ts";

export type AdminNavItem = {
  href: string;
  label: string;
  /** A number shown beside the label (new leads), with its meaning for screen readers. */
  badge?: { count: number; label: string };
};

const AREA_LINKS: { area: AdminArea; href: string; label: string }[] = [
  { area: "leads", href: ADMIN_LEADS_PATH, label: "Leads" },
  { area: "listings", href: ADMIN_LISTINGS_PATH, label: "Listings" },
  { area: "visitors", href: ADMIN_VISITORS_PATH, label: "Visitors" },
  { area: "feeds", href: ADMIN_FEEDS_PATH, label: "Feeds" },
  { area: "branches", href: ADMIN_BRANCHES_PATH, label: "Branches" },
  { area: "content", href: ADMIN_CONTENT_PATH, label: "Site content" },
  { area: "content", href: ADMIN_PAGES_PATH, label: "Pages" },
  { area: "content", href: ADMIN_ARTICLES_PATH, label: "Articles" },
  { area: "content", href: ADMIN_FORMS_PATH, label: "Forms" },
  { area: "content", href: ADMIN_SECTIONS_PATH, label: "Sections" },
  { area: "reports", href: ADMIN_REPORTS_PATH, label: "Reports" },
  { area: "staff", href: ADMIN_STAFF_PATH, label: "Staff" },
  { area: "advert-rules", href: ADMIN_ADVERT_RULES_PATH, label: "Advert rules" },
  { area: "audit", href: ADMIN_AUDIT_PATH, label: "Audit log" },
  { area: "support-access", href: ADMIN_SUPPORT_ACCESS_PATH, label: "Support access" },
];

export async function adminNavigation(db: Db, staff: SignedInStaff): Promise<AdminNavItem[]> {
  const areas = AREA_LINKS.filter((link) => staffMayOpen(staff, link.area));
  const leadsBadge = areas.some((link) => link.area === "leads") ? await newLeadsBadge(db, staff) : null;
  return [
    { href: ADMIN_HOME_PATH, label: "Overview" },
    ...areas.map(({ area, href, label }) =>
      area === "leads" && leadsBadge?.count ? { href, label, badge: leadsBadge } : { href, label },
    ),
    ...(staffMayOpen(staff, "account") ? [{ href: ADMIN_ACCOUNT_PATH, label: "Your account" }] : []),
  ];
}
