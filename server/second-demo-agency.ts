// Issue 44 item 8: `npm start` with nothing set serves two demo agencies side by side, the install's own (agency 1,
// Marlow & Vale) on localhost and a second (Harbour & Fell: its own name, theme, towns and listings) on DEMO2_HOST.
// The second is made as `npm run agency:create` makes an agency, then seeded through its own database handle, so
// row-level security gives every row to it. Once: an agency already on that name, the demo's or an operator's, is
// never seeded again.
import type { Database } from "../db/client.ts";
import { hasDemoBranches } from "../db/repos/demo-agency.ts";
import { SECOND_DEMO, seedDemoAgency } from "../db/seed/index.ts";
import { createAgency, discardAgency, findAgency, moveAgencyAddress } from "../modules/agencies/index.ts";
import { readSiteContentFile } from "../modules/content/index.ts";
import type { MediaLocation } from "../platform/media-location.ts";
import { mediaStoresUnder, openMediaStores } from "../platform/media-stores.ts";
import { agencyMediaFolder } from "../modules/agencies/model/agency.ts";

// A fifth of the first demo's 1,500, so that a first start stays quick; a smaller SEED_LISTINGS (the tests') caps it.
export const SECOND_DEMO_LISTINGS = 300;

export type SecondDemoPlan = {
  /** DEMO2_HOST; null for none. */
  secondDemoHost: string | null;
  /** The install's PUBLIC_URL (agency 1's): the second agency's links take its port. */
  publicUrl: string;
  listings: number;
  media: MediaLocation;
};

/** `http://{host}` on the port agency 1's address names, so a link followed at one agency stays on this server. */
export function secondDemoPublicUrl(host: string, installPublicUrl: string): string {
  const { port } = new URL(installPublicUrl);
  return `http://${host}${port ? `:${port}` : ""}`;
}

/**
 * Makes and seeds the second demo agency when no agency has its name; keeps the demo's own to the install's port
 * otherwise. Returns a line for the log, or null when there was nothing to do.
 */
export async function ensureSecondDemoAgency(
  database: Pick<Database, "db" | "forAgency">,
  plan: SecondDemoPlan,
): Promise<string | null> {
  const host = plan.secondDemoHost;
  if (!host) return null;
  const publicUrl = secondDemoPublicUrl(host, plan.publicUrl);
  const existing = await findAgency(database.db, host);
  if (existing) {
    // An agency an operator made on this name is theirs to keep as it is; only the demo's follows the port.
    const isDemo = await hasDemoBranches(database.forAgency(existing.id).db);
    if (!isDemo || !(await moveAgencyAddress(database.db, existing.id, publicUrl))) return null;
    return `second demo agency: now at ${publicUrl}`;
  }
  // Only beside the first demo: an install whose own agency has its own data (an upgraded agency's, say, with
  // DEMO_AGENCY left at its default) is given no second agency.
  if (!(await hasDemoBranches(database.db))) return null;
  const content = await readSiteContentFile(SECOND_DEMO.defaultContentFile);
  const created = await createAgency(
    database,
    {
      name: content.header.agencyName,
      hostname: host,
      publicUrl,
      telephone: content.header.agencyContactTelephone,
      ownerEmail: `owner@${SECOND_DEMO.identity.emailDomain}`,
    },
    { template: content, origin: { ip: null, userAgent: "first start: the second demo agency" } },
  ).catch(async (error: unknown) => {
    // Another process starting on the same PostgreSQL made it first (its name is a unique key): theirs to seed.
    if (await findAgency(database.db, host)) return null;
    throw error;
  });
  if (!created) return null;
  if (!created.ok) throw new Error(`the second demo agency (DEMO2_HOST=${host}): ${created.error}`);
  const { agency } = created;
  let seeded = "";
  try {
    await seedDemoAgency(database.forAgency(agency.id).db, {
      listings: Math.min(SECOND_DEMO_LISTINGS, plan.listings),
      // Its own folder of the stores (docs/agencies.md "Each agency's media are its own").
      media: mediaStoresUnder(openMediaStores(plan.media), agencyMediaFolder(agency.id)).originals,
      profile: SECOND_DEMO,
      log: (line) => (seeded = line),
    });
  } catch (error) {
    // Half a demo agency would never be seeded again (its name is taken): undo it for the next start to retry.
    await discardAgency(database.db, agency.id);
    throw error;
  }
  return `second demo agency: ${agency.name} at ${agency.publicUrl} (agency ${agency.id}); ${seeded}`;
}
