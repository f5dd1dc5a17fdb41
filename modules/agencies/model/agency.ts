// What the install knows of each agency it serves (issue 44): pure, browser-safe.

export const AGENCY_STATUSES = ["live", "suspended"] as const;
export type AgencyStatus = (typeof AGENCY_STATUSES)[number];

/** The install's own agency: made at first start, its address follows PUBLIC_URL (docs/decisions/029). */
export const INSTALL_AGENCY_ID = 1;

export type Agency = {
  id: number;
  name: string;
  status: AgencyStatus;
  /** Scheme, primary hostname and, on a developer's machine, port; no path. */
  publicUrl: string;
  /** The group site this agency is a member of (issue 44 item 7), if any. */
  groupId: number | null;
  /** At a group agency, its live members, whose listings its site shows; empty for any other agency. */
  memberIds: readonly number[];
};

/** One name an agency answers on. */
export type AgencyHostname = { hostname: string; agencyId: number; isPrimary: boolean };

/**
 * Where an agency's media are kept in the install's stores (issue 44 item 4): its own folder, so media are
 * deduplicated within an agency only and a key of one agency finds nothing at another. The install's agency keeps
 * the stores' top level, where a single-agency install has always kept them: its upgrade moves no file.
 */
export function agencyMediaFolder(agencyId: number): string {
  return agencyId === INSTALL_AGENCY_ID ? "" : `agencies/${agencyId}/`;
}
