// "An agency's data changed": one call for every writer (feed imports, the seed, content loads, the back office),
// heard by every process's caches (docs/decisions/014). Locally the listeners run at once; with PostgreSQL a NOTIFY
// on CHANGE_CHANNEL reaches the other processes, whose `listenForChanges` client hears it.
// A change names its agency (the handle's that wrote it, db/agency-scope.ts) and flushes only what that agency's
// pages and searches show, and its group site's (which shows its listings): with 200 agencies on one install, one
// agency's import every few minutes must not empty every other agency's caches (issue 44). A change made with
// the owner's handle, and every change to the agencies themselves (names, groups), concerns every agency.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { Db } from "../db/client.ts";
import { agencyOfAnyHandle } from "../db/agency-scope.ts";

export const CHANGE_CHANNEL = "openhouse_cache";

/** What changed. "agencies" and "all" concern every agency; the others, the agency that made them. */
export type ChangeScope = "listings" | "content" | "branches" | "staff" | "agencies" | "all";

/** The agencies a change concerns: some (one, with the group sites that show its listings), or every one. */
export type ChangedAgencies = "all" | ReadonlySet<number>;

type Listener = (scope: ChangeScope, agencies: ChangedAgencies) => void;

/**
 * The group sites that show an agency's listings, or null when not known now (they are then all flushed). Set by
 * the process that holds the agencies in memory (the server's host directory); a process without one (the worker)
 * serves no pages.
 */
export type GroupSitesOf = (agency: number) => readonly number[] | null;

// One state per process: the host, the routes' server build and the jobs share this module (one module graph,
// tools/server-source-external.ts), so a feed push announced by a route reaches the host's page cache.
const state = {
  listeners: new Set<Listener>(),
  generation: 0,
  // Bumped by changes that concern every agency; each agency's own count by its own changes.
  everyAgencyGeneration: 0,
  agencyGenerations: new Map<number, number>(),
  groupSiteSources: new Set<GroupSitesOf>(),
  // Our own NOTIFYs come back to our LISTEN client: the origin tells them apart (already applied locally).
  origin: randomUUID(),
};

/** Bumped on every change heard, whichever agency's: a value stamped with an older one may be stale. */
export function changeGeneration(): number {
  return state.generation;
}

/** Bumped by every change that concerns `agency`: a value of that agency's stamped with an older one is stale. */
export function agencyChangeGeneration(agency: number): number {
  return state.everyAgencyGeneration + (state.agencyGenerations.get(agency) ?? 0);
}

/** The generation of what a handle reads: its agency's, or every change's for a handle of no agency. */
export function changeGenerationOf(db: object): number {
  const agency = agencyOfAnyHandle(db);
  return agency === null ? changeGeneration() : agencyChangeGeneration(agency);
}

/** Adds a source of group sites (each server's host directory; tests run several servers in one process). */
export function addGroupSitesOf(groupSitesOf: GroupSitesOf): () => void {
  state.groupSiteSources.add(groupSitesOf);
  return () => state.groupSiteSources.delete(groupSitesOf);
}

function groupSitesOf(agency: number): number[] | null {
  const groups: number[] = [];
  for (const source of state.groupSiteSources) {
    const some = source(agency);
    if (some === null) return null;
    groups.push(...some);
  }
  return groups;
}

export function onChange(listener: Listener): () => void {
  state.listeners.add(listener);
  return () => state.listeners.delete(listener);
}

/** Whether a change concerns `agency`. */
export function concerns(agencies: ChangedAgencies, agency: number): boolean {
  return agencies === "all" || agencies.has(agency);
}

const EVERY_AGENCY = new Set<ChangeScope>(["agencies", "all"]);

function applyChange(scope: ChangeScope, agency: number | null): void {
  state.generation += 1;
  const groups = agency === null || EVERY_AGENCY.has(scope) ? null : groupSitesOf(agency);
  let agencies: ChangedAgencies = "all";
  if (agency === null || groups === null || EVERY_AGENCY.has(scope)) state.everyAgencyGeneration += 1;
  else {
    agencies = new Set([agency, ...groups]);
    for (const each of agencies)
      state.agencyGenerations.set(each, (state.agencyGenerations.get(each) ?? 0) + 1);
  }
  for (const listener of state.listeners) listener(scope, agencies);
}

/**
 * Announces a committed change made through `db`: this process's caches forget at once, other processes sharing
 * the PostgreSQL database when the NOTIFY arrives. Call it after the transaction commits (a NOTIFY inside one
 * waits for it). On PGlite the NOTIFY reaches nobody else: one process owns the database.
 */
export async function announceChange(db: Db, scope: ChangeScope): Promise<void> {
  const agency = EVERY_AGENCY.has(scope) ? null : agencyOfAnyHandle(db);
  applyChange(scope, agency);
  try {
    await db.execute(sql`select pg_notify(${CHANGE_CHANNEL}, ${noticeText(scope, agency)})`);
  } catch (error) {
    // The local flush happened; other processes still expire their copies by time.
    console.error(`change notice not sent: ${(error as Error).message}`);
  }
}

const SCOPES = new Set<string>(["listings", "content", "branches", "staff", "agencies", "all"]);

/** A notice's payload: "origin scope agency", the agency "*" for every one. */
export function noticeText(scope: ChangeScope, agency: number | null, origin: string = state.origin): string {
  return `${origin} ${scope} ${agency ?? "*"}`;
}

/**
 * Parses a notice's payload; null for our own (already applied). One not understood concerns everything, and
 * so does an older release's, which named no agency.
 */
export function parseNotice(
  payload: string | undefined,
): { scope: ChangeScope; agency: number | null } | null {
  const [from, scope, agency] = (payload ?? "").split(" ");
  if (!from || from === state.origin) return null;
  if (!scope || !SCOPES.has(scope)) return { scope: "all", agency: null };
  const id = agency && /^[1-9][0-9]{0,9}$/.test(agency) ? Number(agency) : null;
  return { scope: scope as ChangeScope, agency: id };
}

/**
 * A dedicated PostgreSQL connection LISTENing on CHANGE_CHANNEL (a pooled one would be handed back). If it
 * drops, everything is flushed (notices may have been missed) and it reconnects.
 */
export function listenForChanges(
  databaseUrl: string,
  log: (message: string) => void,
): { ready: Promise<void>; close: () => Promise<void> } {
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on("notification", (message) => {
      if (message.channel !== CHANGE_CHANNEL) return;
      const notice = parseNotice(message.payload);
      if (notice) applyChange(notice.scope, notice.agency);
    });
    next.on("error", (error) => {
      log(`change listener: ${error.message}; reconnecting`);
      void next.end().catch(() => {});
      if (client === next) client = null;
      if (!closed) {
        applyChange("all", null);
        retry = setTimeout(() => void connect().catch(() => {}), 1000);
      }
    });
    await next.connect();
    await next.query(`LISTEN ${CHANGE_CHANNEL}`);
    if (closed) {
      await next.end();
      return;
    }
    client = next;
  };
  const ready = connect();
  return {
    ready,
    async close() {
      closed = true;
      clearTimeout(retry);
      await ready.catch(() => {});
      await client?.end().catch(() => {});
    },
  };
}
