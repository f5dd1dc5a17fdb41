// The audit wing's door (docs/architecture.md "Wings"): the audit log every back-office write leaves (who, what, when,
// from where, before and after) and the page that reads it. Every wing with a back office records through it, so
// it depends on no other wing. Code outside the wing imports this file or its model/.
export {
  type AuditActor,
  auditFilterChoices,
  type AuditOrigin,
  auditPage,
  recordAudit,
} from "./use-cases/audit.ts";
export { auditedWrite, changedFields, type WriteActor, type WriteStep } from "./use-cases/audited-write.ts";
