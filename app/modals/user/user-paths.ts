// Where a /user path sends a visitor first (spec §2 "User sidebar", §6 "Roles and permissions").
import { userOverlay } from "../../../domain/overlay-paths.ts";

// Spec §6: signed-out visitors on these paths are sent to /user.
const SIGNED_IN_ONLY: ReadonlySet<string> = new Set(["/user/edit", "/user/marketing-preferences"]);

/** The hash path to replace `path` with, or null to show it. */
export function userSidebarRedirect(path: string, signedIn: boolean): string | null {
  if (signedIn) return path === "/user/sign-in" ? userOverlay() : null; // spec §2: "signed in redirects to /user"
  return SIGNED_IN_ONLY.has(path) ? userOverlay() : null;
}
