// What the install answers for a hostname (issue 44 item 1): pure, so the rule is read and tested in one place.
import { INSTALL_AGENCY_ID, type Agency, type AgencyHostname } from "./agency.ts";
import { isLoopbackHostname, wwwCounterpart } from "./hostnames.ts";

export type HostAnswer =
  /** The agency's site. */
  | { kind: "serve"; agency: Agency }
  /** An alias, or the `www.` twin of the primary name: 301 to the same path on the agency's public URL. */
  | { kind: "redirect"; agency: Agency }
  /** A suspended agency: a plain "site unavailable" page, 503. */
  | { kind: "suspended"; agency: Agency }
  /** No agency answers here: the install's plain 404, never an agency's site. */
  | { kind: "unknown" };

/** The install's hostnames and agencies as one process holds them (modules/agencies/use-cases/host-directory.ts). */
export type HostTable = {
  hostnames: ReadonlyMap<string, AgencyHostname>;
  agencies: ReadonlyMap<number, Agency>;
};

export function answerForHost(table: HostTable, hostname: string | null): HostAnswer {
  if (!hostname) return { kind: "unknown" };
  const registered = table.hostnames.get(hostname);
  const found = registered ?? implicitAlias(table, hostname);
  const agency = found ? table.agencies.get(found.agencyId) : loopbackAgency(table, hostname);
  if (!agency) return { kind: "unknown" };
  if (agency.status === "suspended") return { kind: "suspended", agency };
  if (found && !found.isPrimary) return { kind: "redirect", agency };
  return { kind: "serve", agency };
}

/** `www.` of a primary name (or the bare name of a `www.` primary) is an alias nobody had to register. */
function implicitAlias(table: HostTable, hostname: string): AgencyHostname | undefined {
  const twin = table.hostnames.get(wwwCounterpart(hostname));
  return twin?.isPrimary ? { hostname, agencyId: twin.agencyId, isPrimary: false } : undefined;
}

function loopbackAgency(table: HostTable, hostname: string): Agency | undefined {
  return isLoopbackHostname(hostname) ? table.agencies.get(INSTALL_AGENCY_ID) : undefined;
}
