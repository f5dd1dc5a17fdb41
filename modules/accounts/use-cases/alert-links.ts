// Signed links in alert emails (issue 6 item 7): the one-click unsubscribe works without signing in, so the
// link itself is the proof. An HMAC of the saved search id with the session secret: unguessable, and it
// stops working for nobody but the search it names (no expiry: old emails must keep unsubscribing).
import { createHmac, timingSafeEqual } from "node:crypto";

const PURPOSE = "saved-search-unsubscribe";

function signature(secret: string, savedSearchId: number): string {
  return createHmac("sha256", secret).update(`${PURPOSE}:${savedSearchId}`).digest("base64url").slice(0, 32);
}

export function unsubscribeToken(secret: string, savedSearchId: number): string {
  return `${savedSearchId}.${signature(secret, savedSearchId)}`;
}

/** The saved search id a token names, or null when it was not signed by us. */
export function verifyUnsubscribeToken(secret: string, token: string): number | null {
  const match = /^(\d{1,10})\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  const expected = Buffer.from(signature(secret, id));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}
