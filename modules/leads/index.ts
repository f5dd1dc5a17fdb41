// The leads wing's door (docs/architecture.md "Wings"): enquiries from the site (viewings, valuations, contact,
// new-homes forms with files) checked, routed, recorded and sent on (emails, the signed webhook, CSV), and the back
// office's inbox, replies and form editor. Code outside the wing imports this file or the wing's pure model
// (model/), never the rooms between.
export { auditLeadsExport, leadsCsvStream } from "./back-office/lead-export.ts";
export { openLeadFile } from "./back-office/lead-files.ts";
export { formToEdit, listForms, saveForm } from "./back-office/lead-forms.ts";
export { branchResponseTimes, leadDetail, listLeads, newLeadsBadge } from "./back-office/lead-inbox.ts";
export { replyFormContext, replyToLead } from "./back-office/lead-reply.ts";
export { bulkLeadStatus, writeLead } from "./back-office/lead-writes.ts";
export { createWebhookPoster, WEBHOOK_BATCH_SIZE } from "./jobs/webhook-dispatcher.ts";
export { selectFormDefinitionBySlug } from "./repos/form-definitions.ts";
export {
  responseStats,
  scopeCondition,
  selectScopeBranches,
  submissionIdsOfLeads,
} from "./repos/lead-inbox.ts";
export { refreshLeadDeliveryStatus } from "./repos/leads.ts";
export { exportLeadsCsv, parseSince } from "./use-cases/export.ts";
export { type LeadAnswer, submitJsonLead, submitViewingLead } from "./use-cases/lead-requests.ts";
export { submitNewHomesForm } from "./use-cases/new-homes.ts";
export { uploadsDir } from "./use-cases/uploads.ts";
