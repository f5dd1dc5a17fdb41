// The reports wing's door (docs/architecture.md "Wings"): what the back office counts and shows about the site's
// use — the searches run, recorded as they are served, the reports read from them and from the leads and
// listings, and the dashboard that opens the back office. Code outside the wing imports this file or its model/.
export { backOfficeDashboard } from "./back-office/dashboard.ts";
export {
  branchReport,
  findReportTable,
  listingReport,
  readReportRange,
  reportBranches,
  reportTableCsv,
  siteReport,
} from "./back-office/reports.ts";
export { createSearchEventRecorder } from "./use-cases/search-events.ts";
