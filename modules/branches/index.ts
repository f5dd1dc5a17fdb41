// The branches wing's door (docs/architecture.md "Wings"): the agency's offices and the people the site shows — the
// branch list and pages, departments and who a visitor contacts, the branch a postcode belongs to — and their
// editors in the back office. Code outside the wing imports this file or its model/.
export {
  type AdminBranchRow,
  branchEditor,
  branchList,
  createBranch,
  mayCreateBranches,
  removeBranch,
  saveBranch,
  saveExternalDepartment,
  writeDepartment,
  type WriteResult,
} from "./back-office/branch-editor.ts";
export { removeTeamMember, saveTeamMember, teamMemberEditor } from "./back-office/team-editor.ts";
export {
  listBranchContacts,
  listBranchSummaries,
  selectBranchAgency,
  selectBranchById,
  selectBranchCoverages,
  selectDepartmentsForBranch,
  selectMainPublicBranch,
} from "./repos/branches.ts";
export { selectStaffById, selectStaffForBranch, selectVisibleStaff } from "./repos/team.ts";
export {
  branchAddress,
  coveringBranch,
  getBranchPage,
  officeCards,
  searchBranches,
} from "./use-cases/branches.ts";
export { findPostcodeBranch } from "./use-cases/postcode-branch.ts";
