// The paths an alert email links to (issue 6 item 7), pure so the unsubscribe page's own code can read them
// without the signing module (node:crypto).
import { userOverlay, withOverlay } from "../../../domain/overlay-paths.ts";
import { homePath } from "../../../domain/urls.ts";

/**
 * The unsubscribe POST needs no authenticity token: mail clients send it without cookies (RFC 8058), and the
 * signed token in the path already proves the request comes from the email.
 */
export function isUnsubscribePath(pathname: string): boolean {
  return /^\/alerts\/unsubscribe\/[^/]+\/?$/.test(pathname);
}
export const MANAGE_ALERTS_PATH = withOverlay(homePath(), userOverlay("saved-searches"));
