// The agencies wing's door (docs/architecture.md "Wings"): the agencies one install serves, the hostnames each
// answers on, and the operator's actions on them (issue 44). Code outside the wing imports this file or its model/.
export {
  addAgencyAlias,
  type AgencyListing,
  changeAgencyGroup,
  changeAgencyStatus,
  findAgency,
  listAgencies,
  type OperationResult,
  removeAgencyAlias,
} from "./use-cases/agency-operations.ts";
export { createAgency, type CreatedAgency } from "./use-cases/create-agency.ts";
export { discardAgency, moveAgencyAddress } from "./use-cases/agency-address.ts";
export { exportAgency, type ExportSources } from "./use-cases/export-agency.ts";
export type { ExportManifest } from "./model/agency-export.ts";
export { deleteAgency, type DeletedAgency } from "./use-cases/delete-agency.ts";
export { createHostDirectory, type HostDirectory } from "./use-cases/host-directory.ts";
export { ensureInstallAgency } from "./use-cases/install-agency.ts";
export type { Agency, AgencyHostname, AgencyStatus } from "./model/agency.ts";
export { listAgenciesWithUsage, measureAgencyMedia, type AgencyWithUsage } from "./use-cases/agency-usage.ts";
export { createRequestCounter } from "./use-cases/request-counts.ts";
