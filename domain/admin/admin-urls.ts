// The back office's URLs (issue 14), apart from domain/urls.ts so public code never carries them.
export const ADMIN_HOME_PATH = "/admin";
export const ADMIN_SIGN_IN_PATH = "/admin/sign-in";
export const ADMIN_SECOND_FACTOR_PATH = "/admin/sign-in/code";
export const ADMIN_SIGN_OUT_PATH = "/admin/sign-out";
export const ADMIN_AUDIT_PATH = "/admin/audit";
/** The owner's time-limited support access for the install's operators (issue 44 item 6). */
export const ADMIN_SUPPORT_ACCESS_PATH = "/admin/support-access";
/** The console's one-time hand-off into the back office under a support grant. */
export const adminSupportHandoffPath = (token: string) => `/admin/support/${encodeURIComponent(token)}`;
export const ADMIN_LEADS_PATH = "/admin/leads";
export const ADMIN_LISTINGS_PATH = "/admin/listings";
/** The agency's advert rule settings (issue 41): owners only. */
export const ADMIN_ADVERT_RULES_PATH = "/admin/advert-rules";
export const ADMIN_STAFF_PATH = "/admin/staff";
export const ADMIN_ACCOUNT_PATH = "/admin/account";
export const ADMIN_STAFF_INVITE_PATH = "/admin/staff/invite";
/** The one browser script of the back office: the passkey ceremonies (routes/admin/passkeys-script.ts). */
export const ADMIN_PASSKEY_SCRIPT_PATH = "/admin/passkeys.js";
/** JSON: the options of a passkey sign-in (after the password) and of a passkey registration. */
export const ADMIN_SIGN_IN_PASSKEY_OPTIONS_PATH = "/admin/sign-in/passkey-options";
export const ADMIN_ACCOUNT_PASSKEY_OPTIONS_PATH = "/admin/account/passkey-options";

// Pages no one should land on after signing in: the sign-in steps themselves, set-up links, sign-out and the
// passkey calls (landing there would loop, log out or show JSON).
const NOT_A_LANDING =
  /^\/admin\/(sign-in|sign-out|setup|password-reset|passkeys\.js)(\/|$|\?)|-options(\?|$)/;

/** A safe path (already checked same-origin) as a place to land after signing in: a back-office page, or home. */
export function adminReturnTarget(path: string): string {
  const isAdmin =
    path === ADMIN_HOME_PATH ||
    path.startsWith(`${ADMIN_HOME_PATH}/`) ||
    path.startsWith(`${ADMIN_HOME_PATH}?`);
  return isAdmin && !NOT_A_LANDING.test(path) ? path : ADMIN_HOME_PATH;
}

function withReturnTo(path: string, returnTo: string): string {
  return returnTo === ADMIN_HOME_PATH ? path : `${path}?return_to=${encodeURIComponent(returnTo)}`;
}

/** The sign-in page, carrying the page to return to afterwards (none for the overview). */
export function adminSignInPath(returnTo: string = ADMIN_HOME_PATH): string {
  return withReturnTo(ADMIN_SIGN_IN_PATH, returnTo);
}

/** The second step, carrying the page to return to. */
export function adminSecondFactorPath(returnTo: string = ADMIN_HOME_PATH): string {
  return withReturnTo(ADMIN_SECOND_FACTOR_PATH, returnTo);
}

/** The query parameter that shows "this form had expired" on the page a refused button was on (issue 42 item 4). */
export const FORM_EXPIRED_PARAM = "form_expired";

/** Forgotten password: the form that emails a reset link, and the link's page (issue 42 item 6). */
export const ADMIN_PASSWORD_RESET_PATH = "/admin/password-reset";

export function adminPasswordResetPath(token: string): string {
  return `${ADMIN_PASSWORD_RESET_PATH}/${encodeURIComponent(token)}`;
}

/** After a reset: the sign-in page says the password was changed. */
export const ADMIN_SIGN_IN_AFTER_RESET_PATH = `${ADMIN_SIGN_IN_PATH}?password_reset=1`;

export function adminSetupPath(token: string): string {
  return `/admin/setup/${encodeURIComponent(token)}`;
}

export function adminStaffMemberPath(id: number, done?: string): string {
  return `${ADMIN_STAFF_PATH}/${id}${done ? `?done=${encodeURIComponent(done)}` : ""}`;
}

export function adminStaffPagePath(page: number): string {
  return page > 1 ? `${ADMIN_STAFF_PATH}?page=${page}` : ADMIN_STAFF_PATH;
}

export function adminAccountPath(done?: string): string {
  return done ? `${ADMIN_ACCOUNT_PATH}?done=${encodeURIComponent(done)}` : ADMIN_ACCOUNT_PATH;
}

export function adminAuditPagePath(page: number): string {
  return page > 1 ? `${ADMIN_AUDIT_PATH}?page=${page}` : ADMIN_AUDIT_PATH;
}

// The leads inbox (issue 14). The list's query is modules/leads/model/lead-inbox.ts leadFilterQuery's.
export const ADMIN_LEADS_EXPORT_PATH = "/admin/leads/export.csv";
export const ADMIN_LEADS_BRANCHES_PATH = "/admin/leads/branches";

export function adminLeadsListPath(query = ""): string {
  return `${ADMIN_LEADS_PATH}${query}`;
}

export function adminLeadPath(id: number): string {
  return `${ADMIN_LEADS_PATH}/${id}`;
}

export function adminLeadFilePath(leadId: number, fileId: number): string {
  return `${adminLeadPath(leadId)}/files/${fileId}`;
}

/** A path with `done=KEY` added to its query: the confirmation the page after a write shows. */
export function withDone(path: string, done: string): string {
  return `${path}${path.includes("?") ? "&" : "?"}done=${encodeURIComponent(done)}`;
}

// The listings desk (issue 14).
export const ADMIN_NEW_LISTING_PATH = "/admin/listings/new";

export function adminListingPath(id: number, done?: string): string {
  const path = `${ADMIN_LISTINGS_PATH}/${id}`;
  return done ? withDone(path, done) : path;
}

/** A listing "as advertised on" a moment, from its kept versions (issue 41). */
export const adminListingAdvertisedPath = (id: number) => `${ADMIN_LISTINGS_PATH}/${id}/advertised`;

/** That advert at a moment (an ISO instant, or a datetime-local value in UK time) as one HTML file to download. */
export const adminListingAdvertisedDownloadPath = (id: number, at: string) =>
  `${adminListingAdvertisedPath(id)}/download?at=${encodeURIComponent(at)}`;

/** Where the editor's drag-and-drop posts a new media order (JSON back). */
export const adminListingMediaOrderPath = (id: number) => `${ADMIN_LISTINGS_PATH}/${id}/media-order`;

// Visitors and their data (issue 15 item 5). The list's query is modules/people/model/visitor-forms.ts visitorQueryString's.
export const ADMIN_VISITORS_PATH = "/admin/visitors";
export const ADMIN_VISITOR_OPT_INS_PATH = "/admin/visitors/marketing-opt-ins.csv";

export function adminVisitorPath(id: number): string {
  return `${ADMIN_VISITORS_PATH}/${id}`;
}

export function adminVisitorExportPath(id: number): string {
  return `${adminVisitorPath(id)}/export.json`;
}

export function adminVisitorErasePath(id: number): string {
  return `${adminVisitorPath(id)}/erase`;
}

// Feeds (issue 15 item 6): the sources, their keys and the import log; one import run; "import this file now".
export const ADMIN_FEEDS_PATH = "/admin/feeds";
export const ADMIN_FEED_UPLOAD_PATH = "/admin/feeds/upload";

/** The import log's page of runs older than `before` (a run id), or its first page. */
export function adminFeedsPath(before?: number | null): string {
  return before ? `${ADMIN_FEEDS_PATH}?before=${before}` : ADMIN_FEEDS_PATH;
}

export function adminFeedRunPath(id: number, query: { outcome?: string | null; after?: number | null } = {}) {
  const params = new URLSearchParams();
  if (query.outcome) params.set("outcome", query.outcome);
  if (query.after) params.set("after", String(query.after));
  const text = params.toString();
  return `${ADMIN_FEEDS_PATH}/runs/${id}${text ? `?${text}` : ""}`;
}

// Branches and their teams (issue 15 item 4). The public staff profiles live under their branch: /admin/staff
// is the staff accounts' page (issue 14).
export const ADMIN_BRANCHES_PATH = "/admin/branches";
export const ADMIN_NEW_BRANCH_PATH = "/admin/branches/new";

export function adminBranchPath(id: number): string {
  return `${ADMIN_BRANCHES_PATH}/${id}`;
}

export function adminTeamMemberPath(branchId: number, memberId: number | "new"): string {
  return `${adminBranchPath(branchId)}/team/${memberId}`;
}

// The site's content and its versions (issue 15 item 1).
export const ADMIN_CONTENT_PATH = "/admin/content";
export const ADMIN_CONTENT_COMPARE_PATH = "/admin/content/compare";

export function adminContentSectionPath(key: string): string {
  return `${ADMIN_CONTENT_PATH}/${encodeURIComponent(key)}`;
}

export function adminContentComparePath(from: number | "live", to: number | "draft"): string {
  return `${ADMIN_CONTENT_COMPARE_PATH}?from=${from}&to=${to}`;
}

// Form definitions (issue 15 item 3): the new-homes enquiry form and any other.
export const ADMIN_FORMS_PATH = "/admin/forms";

export function adminFormPath(id: number): string {
  return `${ADMIN_FORMS_PATH}/${id}`;
}

// Articles (issue 15 item 2).
export const ADMIN_ARTICLES_PATH = "/admin/articles";

export function adminArticlePath(id: number | "new"): string {
  return `${ADMIN_ARTICLES_PATH}/${id}`;
}

// The agency's own pages (issue 15 item 2), kept in the site content's `pages` section.
export const ADMIN_PAGES_PATH = "/admin/pages";

/** A page's editor; a new page's is /admin/pages/new (the edit path has its own segment, so a page may be "new"). */
export function adminPagePath(slug: string | null): string {
  return slug === null ? `${ADMIN_PAGES_PATH}/new` : `${ADMIN_PAGES_PATH}/${slug}/edit`;
}

/** POST starts a staff preview of a content version on the public site; GET stops it (issue 15 item 1). The
 * public preview bar spells it out itself (app/components/content-preview-bar.tsx): importing it would split a
 * shared chunk off every public page. tests/e2e/admin-pages.spec.ts follows the bar's link. */
export const CONTENT_PREVIEW_PATH = "/admin/content/preview";

// The section editors (issue 15 item 3): the auctions page, sales events and services pages, by their index.
export const ADMIN_SECTIONS_PATH = "/admin/sections";
export const ADMIN_AUCTIONS_EDITOR_PATH = "/admin/sections/auctions";

export function adminSalesEventPath(index: number | "new"): string {
  return `${ADMIN_SECTIONS_PATH}/events/${index}`;
}

export function adminServicesPagePath(index: number | "new"): string {
  return `${ADMIN_SECTIONS_PATH}/services/${index}`;
}
