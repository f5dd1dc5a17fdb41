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
};

/** One name an agency answers on. */
export type AgencyHostname = { hostname: string; agencyId: number; isPrimary: boolean };
