// What the listings desk suites (tests/api/admin-listings*.test.ts) share: a server of their own, whose listings
// the tests change, with an owner signed in; and the listing of another branch that a negotiator must not reach.
import { and, desc, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { properties } from "../../db/schema.ts";
import { startTestServer } from "../setup/test-server.ts";
import { signedInStaff } from "../support/staff-browser.ts";

export type ListingsDesk = Awaited<ReturnType<typeof startListingsDesk>>;

/** A server on a database of its own, quiet in the logs, with an owner signed in (`owner`, a staff browser). */
export async function startListingsDesk() {
  const app = await startTestServer({ LOG_LEVEL: "silent" }, { ownDatabase: true });
  const owner = (await signedInStaff(app, { role: "owner" })).b;
  return { app, owner };
}

/** The newest live demo listing of a branch other than `branchId` (undefined when there is none). */
export async function liveDemoListingOutside(db: Db, branchId: number) {
  const [row] = await db
    .select()
    .from(properties)
    .where(
      and(
        eq(properties.source, "demo"),
        eq(properties.status, "available"),
        ne(properties.branchId, branchId),
      ),
    )
    .orderBy(desc(properties.id))
    .limit(1);
  return row;
}
