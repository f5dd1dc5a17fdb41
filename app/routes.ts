// THE URL table: every page and every spec call (spec §2, §7; design §5). Grep a URL, find its handler.
import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

// The channel words of a search path (spec §2; CHANNEL_ALIASES in modules/search/model/url.ts, which a unit test
// keeps in step with this list).
export const LEGACY_CHANNEL_WORDS = [
  "sales",
  "all-property-for-sale",
  "property-for-sale",
  "properties-for-sale",
  "lettings",
  "all-property-for-rent",
  "property-for-rent",
  "properties-to-rent",
] as const;

export default [
  // Pages (server-rendered HTML)
  index("routes/pages/home.tsx"),
  // design §5: GET /search?{query} redirects (301) to the canonical path, /search/{channel}/… the results page.
  // spec §7: POST /search?{query} saves the search, as POST /saved_searches?{query} does (a JSON call, so this
  // route has no component).
  route("search", "routes/pages/search-query.tsx"),
  route("search/*", "routes/pages/search.tsx"),
  // design §5: /properties/{id} is the one URL of a property page; /properties/{id}/{channel} answers 301.
  // Issue 18: Homeflow's results URLs, /properties/{channel}[/{place…}/{filters}], answer 301 to our search. The
  // channel words (modules/search/model/url.ts CHANNEL_ALIASES) are static, so they win over /properties/{id}.
  ...LEGACY_CHANNEL_WORDS.map((word) =>
    route(`properties/${word}/*`, "routes/pages/properties-search-legacy.ts", { id: `properties-${word}` }),
  ),
  route("properties/:id", "routes/pages/property.tsx"),
  // Issue 17: the "Around this home" section's data, loaded when it is scrolled to (docs/open-data.md).
  route("properties/:id/around-home.json", "routes/api/around-home.ts"),
  route("properties/:id/:channel", "routes/pages/property-channel.tsx"),

  // Spec §7 "User and session"
  route("user.ljson", "routes/api/user.ljson.ts"),
  route("session", "routes/api/session.ts"),

  // Issue 6 (accounts, server side; docs/accounts.md): password reset, marketing, saved items
  route("reset_passwords", "routes/api/reset-passwords.ts"),
  route("user/reset-password/:token", "routes/pages/reset-password.tsx"),
  route("marketing_preferences/:id", "routes/api/marketing-preferences.ts"),
  route("custom_marketing_preferences/:userId", "routes/api/custom-marketing-preferences.ts"),
  route("saved_properties.ljson", "routes/api/saved-properties.ljson.ts"),
  route("saved_properties/:id", "routes/api/saved-property.ts"),
  route("saved_searches.ljson", "routes/api/saved-searches.ljson.ts"),
  route("saved_searches", "routes/api/saved-searches.ts"),
  route("searches/:searchId", "routes/api/searches.ts"),

  // Spec §7 "Search and tracking", "Places and address"
  route("search.ljson", "routes/api/search.ljson.ts"),
  // Issue 16: the map view's markers, every result of a search (docs/search-json.md)
  route("search_markers.ljson", "routes/api/search-markers.ljson.ts"),
  route("places", "routes/api/places.ts"),
  route("property_views", "routes/api/property-views.ts"),

  // Issue 5 items 3 and 6: address and postcode-branch lookups, the Instant Valuation's estimate
  route("address_lookup", "routes/api/address-lookup.ts"),
  route("postcode_branch_lookup", "routes/api/postcode-branch-lookup.ts"),
  route("valuation_estimate.ljson", "routes/api/valuation-estimate.ts"),

  // Spec §7 Leads (issue 5 items 1, 2, 4, 5, 7): viewing, JSON leads, the new-homes form (docs/leads.md)
  route("properties/:id/:channel/leads", "routes/api/property-leads.ts"),
  route("leads", "routes/api/leads.ts"),
  route("form_submissions", "routes/api/form-submissions.ts"),

  // Issue 4: 'Send to a friend' from the property page (a captcha-guarded lead route, spec §7)
  route("user/send_to_friend", "routes/api/send-to-friend.ts"),

  // Issue 17: HM Land Registry Price Paid data (docs/open-data-price-paid.md): the property page's "sold nearby"
  // panel (fetched once scrolled to), the house-prices pages of towns, districts and sectors, and their chart.
  route("properties/:id/sold-nearby.json", "routes/api/sold-nearby.ts"),
  route("house-prices/:slug", "routes/pages/house-prices.tsx"),
  route("house-prices/:slug/chart.svg", "routes/api/house-prices-chart.ts"),

  // Search engines (issue 4 item 8)
  route("sitemap.xml", "routes/api/sitemap.xml.ts"),
  route("robots.txt", "routes/api/robots.txt.ts"),

  // Issue 6 item 7: the unsubscribe link of saved-search alert emails (signed token, no sign-in needed)
  route("alerts/unsubscribe/:token", "routes/pages/alerts-unsubscribe.tsx"),

  // Issue 7 items 4–6: branches, articles and the further sections (docs/content-sections.md)
  route("branches", "routes/pages/branches.tsx"),
  route("branches/:slug", "routes/pages/branch.tsx"),
  route("articles", "routes/pages/articles.tsx"),
  route("articles/:slug", "routes/pages/article.tsx"),
  route("auctions", "routes/pages/auctions.tsx"),
  route("antiques/:slug", "routes/pages/sales-event.tsx", { id: "antiques-sales-event" }),
  route("agriculture/:slug", "routes/pages/sales-event.tsx", { id: "agriculture-sales-event" }),
  route("services/:slug", "routes/pages/services-page.tsx"),

  // Issue 7 item 7: analytics and cookie consent (spec §7 "Search and tracking")
  route("analytics_code", "routes/api/analytics-code.ts"),
  route("ajax-events/logs", "routes/api/ajax-events-logs.ts"),

  // Issue 12 item 2: a CRM pushes the Openhouse JSON feed with its API key (docs/feeds-json.md)
  route("api/feeds/:source/listings", "routes/api/feeds-listings.ts"),
  // Issue 38: Rightmove's Real Time Datafeed, received at Rightmove's own paths (docs/feeds-rtdf.md)
  route("api/rtdf/v1/property/:call", "routes/api/rtdf.ts", { id: "rtdf" }),
  route("api/rtdf/key/:key/v1/property/:call", "routes/api/rtdf.ts", { id: "rtdf-keyed" }),

  // Issue 44 item 6: the install operators' console, on OPERATOR_HOST only (server/operator-console-host.ts;
  // docs/agencies.md "The operator's console"). Server-rendered like the back office, in its document.
  layout("routes/console/signed-out-layout.tsx", [
    route("console/sign-in", "routes/console/sign-in.tsx"),
    route("console/sign-in/code", "routes/console/sign-in-code.tsx"),
    route("console/setup/:token", "routes/console/setup.tsx"),
  ]),
  route("console/sign-out", "routes/console/sign-out.ts"),
  route("console/agencies/:id/export", "routes/console/agency-export.ts"),
  route("console/agencies/:id/support", "routes/console/agency-support.ts"),
  layout("routes/console/layout.tsx", [
    route("console", "routes/console/agencies.tsx"),
    route("console/agencies/new", "routes/console/agency-new.tsx"),
    route("console/agencies/:id", "routes/console/agency.tsx"),
    route("console/agencies/:id/status", "routes/console/agency-status.tsx"),
    route("console/agencies/:id/delete", "routes/console/agency-delete.tsx"),
  ]),
  // Issue 14: the back office (docs/admin.md). Its pages render on the server only (routes/admin/README.md);
  // every loader and action calls requireStaff (routes/admin/require-staff.server.ts) with its area's roles.
  layout("routes/admin/signed-out-layout.tsx", [
    route("admin/sign-in", "routes/admin/sign-in.tsx"),
    route("admin/sign-in/code", "routes/admin/sign-in-code.tsx"),
    route("admin/setup/:token", "routes/admin/setup.tsx"),
    route("admin/password-reset", "routes/admin/password-reset-request.tsx"),
    route("admin/password-reset/:token", "routes/admin/password-reset.tsx"),
  ]),
  // The passkey ceremonies' options (JSON) and the one browser script that runs them (docs/admin.md).
  route("admin/sign-in/passkey-options", "routes/admin/sign-in-passkey-options.ts"),
  route("admin/account/passkey-options", "routes/admin/account-passkey-options.ts"),
  route("admin/passkeys.js", "routes/admin/passkeys-script.ts"),
  route("admin/sign-out", "routes/admin/sign-out.ts"),
  // The operators' console's one-time hand-off under the owner's support grant (issue 44 item 6).
  route("admin/support/:token", "routes/admin/support-handoff.ts"),
  // A staff preview of a content version on the public site: started with a POST, stopped with a GET.
  route("admin/content/preview", "routes/admin/content/preview.ts"),
  layout("routes/admin/layout.tsx", [
    route("admin", "routes/admin/home.tsx"),
    route("admin/audit", "routes/admin/audit.tsx"),
    route("admin/support-access", "routes/admin/support-access.tsx"),
    route("admin/account", "routes/admin/account.tsx"),
    route("admin/staff", "routes/admin/staff.tsx"),
    route("admin/staff/invite", "routes/admin/staff-invite.tsx"),
    route("admin/staff/:id", "routes/admin/staff-member.tsx"),
    // The leads inbox (docs/admin.md "Leads inbox")
    route("admin/leads", "routes/admin/leads.tsx"),
    route("admin/leads/export.csv", "routes/admin/leads-export.ts"),
    route("admin/leads/branches", "routes/admin/leads-branches.tsx"),
    route("admin/leads/:id", "routes/admin/lead.tsx"),
    route("admin/leads/:id/files/:fileId", "routes/admin/lead-file.ts"),
    // The listings desk (docs/admin.md "Listings desk"): the list, a new listing, one listing's editor.
    route("admin/listings", "routes/admin/listings/list.tsx"),
    route("admin/listings/new", "routes/admin/listings/new.tsx"),
    route("admin/listings/:id", "routes/admin/listings/edit.tsx"),
    // The editor's drag-and-drop posts a new media order here and reads JSON back (issue 42 item 6).
    route("admin/listings/:id/media-order", "routes/admin/listings/media-order.ts"),
    // The listing as advertised at a moment, from its kept versions, and their download (issue 41).
    route("admin/listings/:id/advertised", "routes/admin/listings/advertised.tsx"),
    route("admin/listings/:id/advertised/download", "routes/admin/listings/advertised-download.tsx"),
    // The agency's advert rule settings (docs/advert-rules.md, issue 41): owners only.
    route("admin/advert-rules", "routes/admin/advert-rules.tsx"),
    // Visitors and their data (docs/admin.md "Visitors and their data", issue 15).
    route("admin/visitors", "routes/admin/visitors/list.tsx"),
    route("admin/visitors/marketing-opt-ins.csv", "routes/admin/visitors/opt-ins-export.ts"),
    route("admin/visitors/:id", "routes/admin/visitors/visitor.tsx"),
    route("admin/visitors/:id/export.json", "routes/admin/visitors/export.ts"),
    route("admin/visitors/:id/erase", "routes/admin/visitors/erase.tsx"),
    // Feeds (docs/admin.md "Feeds", issue 15 item 6): sources, keys and the import log; a file imported now;
    // one import run with its per-row outcomes.
    route("admin/feeds", "routes/admin/feeds/overview.tsx"),
    route("admin/feeds/upload", "routes/admin/feeds/upload.tsx"),
    route("admin/feeds/runs/:id", "routes/admin/feeds/run.tsx"),
    // Branches, their departments and teams as the public site shows them (docs/admin.md "Branches and teams").
    route("admin/branches", "routes/admin/branches/list.tsx"),
    route("admin/branches/new", "routes/admin/branches/new.tsx"),
    route("admin/branches/:id", "routes/admin/branches/edit.tsx"),
    route("admin/branches/:id/team/:memberId", "routes/admin/branches/team-member.tsx"),
    // The site's content, its drafts and versions (docs/admin.md "Site content").
    route("admin/content", "routes/admin/content/overview.tsx"),
    route("admin/content/compare", "routes/admin/content/compare.tsx"),
    route("admin/content/:key", "routes/admin/content/section.tsx"),
    // The agency's own pages, kept in the site content (docs/admin.md "Pages").
    route("admin/pages", "routes/admin/pages/list.tsx"),
    route("admin/pages/new", "routes/admin/pages/edit.tsx", { id: "routes/admin/pages/new" }),
    route("admin/pages/:slug/edit", "routes/admin/pages/edit.tsx"),
    // Articles (docs/admin.md "Articles").
    route("admin/articles", "routes/admin/articles/list.tsx"),
    route("admin/articles/:id", "routes/admin/articles/edit.tsx"),
    // Form definitions: the new-homes enquiry form (docs/admin.md "Forms").
    route("admin/forms", "routes/admin/forms/list.tsx"),
    route("admin/forms/:id", "routes/admin/forms/edit.tsx"),
    // Reports (docs/admin.md "Reports", issue 15 item 7): site-wide, a branch's, a listing's; a table as CSV.
    route("admin/reports", "routes/admin/reports/overview.tsx"),
    route("admin/reports/export.csv", "routes/admin/reports/export.ts"),
    route("admin/reports/branches/:id", "routes/admin/reports/branch.tsx"),
    route("admin/reports/listings/:id", "routes/admin/reports/listing.tsx"),
    // Sections (docs/admin.md "Sections"): the auctions page, sales events and services pages, form by form.
    route("admin/sections", "routes/admin/sections/list.tsx"),
    route("admin/sections/auctions", "routes/admin/sections/auctions.tsx"),
    route("admin/sections/events/:index", "routes/admin/sections/event.tsx"),
    route("admin/sections/services/:index", "routes/admin/sections/service.tsx"),
    route("admin/*", "routes/admin/not-found.tsx"),
  ]),

  // The host's refusals (rate limits, bad input, too-large bodies) as pages in the site's layout (issue 13)
  route("_status/:code", "routes/pages/status-page.tsx"),

  // Issue 41: the cookie policy, from the list of every cookie and storage key (domain/site-storage.ts); the
  // agency's own `pages.cookies`, when it has one, is its introduction (PAGE_SLUGS_WITH_OWN_ROUTE).
  route("cookies", "routes/pages/cookie-policy.tsx"),

  // Issue 16: the agency's own pages from the `pages` content (/privacy, /cookies, /terms, /fees, /contact…;
  // modules/content/model/site-pages.ts). Every static path above wins over it; a slug the content lacks is the 404 page.
  route(":slug", "routes/pages/site-page.tsx"),

  // Last: every other path is the 404 page, inside the site's layout.
  route("*", "routes/pages/not-found.tsx"),
] satisfies RouteConfig;
