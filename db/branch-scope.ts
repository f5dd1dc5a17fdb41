// A member of staff's branches as a condition of the query itself: what a manager or negotiator may not see is
// never read, rather than read and hidden by the page (issue 14 "Who signs in").
import { inArray, sql, type Column, type SQL } from "drizzle-orm";

/** The shape of modules/staff/model/roles.ts BranchScope: every branch (owners, editors), or these ones. */
export type ScopeOfBranches = { kind: "all" } | { kind: "branches"; branchIds: number[] };

/** No condition for every branch; `branchId` among the scope's branches otherwise (none: nothing matches). */
export function withinBranchScope(branchId: Column, scope: ScopeOfBranches): SQL | undefined {
  if (scope.kind === "all") return undefined;
  return scope.branchIds.length > 0 ? inArray(branchId, scope.branchIds) : sql`false`;
}
