// The first wall between agencies (issue 44 item 3): every statement an agency's code sends names that agency
// itself, `where agency_id = 7`, from the request's agency as the application knows it. Row-level security
// (db/agency-connections.ts) is the second wall and checks the same thing from the connection's setting, so a
// mistake in one (a connection handed out for the wrong agency, a query that forgets its scope) is caught by
// the other. `tests/api/agency-isolation.test.ts` runs its leak checks with row-level security off to prove the
// first wall holds alone.
//
// A handle knows the scope it was made for: db/client.ts registers each agency's handles here, and the
// transactions they open are registered as they start, so a repository asks the handle it was given.
import { eq, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { HandleScope } from "./agency-connections.ts";

const scopeOfHandle = new WeakMap<object, HandleScope>();

type Transactional = {
  transaction: (run: (tx: never) => Promise<unknown>, config?: unknown) => Promise<unknown>;
};

/**
 * Remembers the scope of a handle and of every transaction (and savepoint) it opens. Called once per handle, by
 * the code that makes it.
 */
export function rememberScope<T extends object>(handle: T, scope: HandleScope): T {
  if (scopeOfHandle.has(handle)) return handle;
  scopeOfHandle.set(handle, scope);
  const opener = handle as unknown as Partial<Transactional>;
  if (typeof opener.transaction === "function") {
    const open = opener.transaction.bind(handle);
    opener.transaction = (run, config) =>
      open((tx: never) => run(rememberScope(tx as object, scope) as never), config);
  }
  return handle;
}

/**
 * The scope a handle was made for, or of the handle it was derived from (a content preview's view of the request's
 * handle is an object made on it); an error for a handle of no agency's (the owner's), which reads no agency rows.
 */
export function scopeOf(handle: object): HandleScope {
  for (let at: object | null = handle; at; at = Object.getPrototypeOf(at) as object | null) {
    const scope = scopeOfHandle.get(at);
    if (scope !== undefined) return scope;
  }
  throw new Error(
    "This database handle was not made for an agency: an agency's rows are read through its own.",
  );
}

/** The agency a handle works for (a group site's own id for a group's handle); null for a handle of none. */
export function agencyOfHandle(handle: object): number | null {
  const scope = scopeOf(handle);
  return scope !== null && typeof scope === "object" ? scope.groupSite : scope;
}

/** The agency a handle works for, or null for the owner's handle or any other not made for an agency. */
export function agencyOfAnyHandle(handle: object): number | null {
  for (let at: object | null = handle; at; at = Object.getPrototypeOf(at) as object | null) {
    if (scopeOfHandle.has(at)) return agencyOfHandle(at);
  }
  return null;
}

/** `column = <the handle's agency>`: the condition every statement on an agency's table carries. */
export function ownRows(handle: object, column: AnyPgColumn): SQL {
  const agency = agencyOfHandle(handle);
  return agency === null ? sql`false` : eq(column, agency);
}

/**
 * For the tables a group site also reads of its live members (listings, their media, branches: the policy
 * `group_reads_members`, docs/decisions/034): its own rows and its members'; at any other agency, `ownRows`.
 * The members are the database's (openhouse_member_agencies(), the policy's own list), read once per statement.
 */
export function listingRows(handle: object, column: AnyPgColumn): SQL {
  const scope = scopeOf(handle);
  if (scope === null || typeof scope === "number") return ownRows(handle, column);
  return or(
    eq(column, scope.groupSite),
    sql`${column} = any((select openhouse_member_agencies())::integer[])`,
  )!;
}
