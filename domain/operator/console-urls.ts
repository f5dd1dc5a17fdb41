// The install operators' console's addresses (issue 44 item 6, docs/agencies.md "The operator's console"): all
// under /console, on OPERATOR_HOST only (server/operator-console-host.ts).
export const CONSOLE_PREFIX = "/console";
export const CONSOLE_HOME_PATH = "/console";
export const CONSOLE_SIGN_IN_PATH = "/console/sign-in";
export const CONSOLE_SECOND_FACTOR_PATH = "/console/sign-in/code";
export const CONSOLE_SIGN_OUT_PATH = "/console/sign-out";
export const CONSOLE_NEW_AGENCY_PATH = "/console/agencies/new";

export function consoleSetupPath(token: string): string {
  return `/console/setup/${encodeURIComponent(token)}`;
}

export function consoleAgencyPath(id: number): string {
  return `/console/agencies/${id}`;
}

export function consoleAgencyActionPath(
  id: number,
  action: "status" | "export" | "delete" | "support",
): string {
  return `/console/agencies/${id}/${action}`;
}

/** Whether a path is the console's (its routes exist on the console's hostname only). */
export function isConsolePath(path: string): boolean {
  const lower = path.toLowerCase();
  return lower === CONSOLE_PREFIX || lower.startsWith(`${CONSOLE_PREFIX}/`);
}

/** The console's name in its header (the back office's frame, app/routes/admin/admin-frame.tsx). */
export const CONSOLE_BRAND = { href: CONSOLE_HOME_PATH, label: "Operators' console" };
