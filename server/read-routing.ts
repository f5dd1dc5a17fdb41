// Which requests may read from a streaming replica (DATABASE_READ_URL; docs/decisions/031): an anonymous
// visitor's GET or HEAD outside the back office. Anyone signed in, visitor or staff, reads the primary, so what
// they have just written (a saved property, a listing edit) is there on their next page: read-your-writes
// without tracking writes. Anonymous visitors see changes the app announces at once too: replicas are fenced
// until they have replayed them (db/read-replicas.ts).
import type { Request as ExpressRequest } from "express";
import { carriesStaffCookie } from "../modules/staff/index.ts";
import { publicReads, type Services } from "../platform/services.ts";
import type { RequestSession } from "../platform/session.ts";

export function replicaRouting(site: Services) {
  // A group site's public pages read its members' listings too (decision 034): through handles that see them.
  const services = publicReads(site);
  // One bag for every anonymous request: the memos keyed by the database handle (cachedPerDb) keep theirs.
  const onReplica: Services =
    services.readDb === services.db ? services : { ...services, db: services.readDb };
  return {
    /** The services of a request known to be anonymous (the page cache's background re-renders). */
    anonymous: onReplica,
    /**
     * The services a request reads public data with, decided when first asked (a signed-in check may read the
     * sessions table) and then kept for the request. `own` is the request's services (a staff preview's).
     */
    forRequest(req: ExpressRequest, session: RequestSession, own: Services): () => Promise<Services> {
      let answer: Promise<Services> | undefined;
      return () =>
        (answer ??=
          onReplica === services || own !== site
            ? Promise.resolve(publicReads(own))
            : isAnonymousRead(req, session, services).then((anonymous) =>
                anonymous ? onReplica : publicReads(own),
              ));
    },
  };
}

async function isAnonymousRead(req: ExpressRequest, session: RequestSession, services: Services) {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  // The back office's own pages (and its sign-in steps, which read rows their post just wrote).
  if (req.path === "/admin" || req.path.startsWith("/admin/")) return false;
  if (carriesStaffCookie(services.sessionKeys, req.headers.cookie ?? null)) return false;
  // No valid visitor cookie is anonymous without a read; a valid one is looked up once, on the primary.
  return session.isNew || (await session.userId()) === null;
}
