// The browser suite's group site (tests/e2e/group-site.spec.ts): a franchise's site over two demo agencies (Marlow
// & Vale, agency 1, and Harbour & Fell on demo2.localhost), made as an operator makes one (`npm run agency:create`,
// then `npm run agency:group` for each member, named by its id or a hostname). Once per server: a second call
// finds it made.
import type { Database } from "../../db/client.ts";
import { changeAgencyGroup, createAgency, findAgency } from "../../modules/agencies/index.ts";
import { readSiteContentFile } from "../../modules/content/index.ts";

export const GROUP_SITE_NAME = "Vale & Fell Group";
const origin = { ip: null, userAgent: "e2e: the group site" };

export async function ensureGroupSite(
  database: Database,
  { host, publicUrl, members }: { host: string; publicUrl: string; members: string[] },
): Promise<{ id: number }> {
  const existing = await findAgency(database.db, host);
  if (existing) return { id: existing.id };
  const created = await createAgency(
    database,
    { name: GROUP_SITE_NAME, hostname: host, publicUrl, ownerEmail: `owner@${host}` },
    { template: await readSiteContentFile("content/demo-agency.json"), origin },
  );
  if (!created.ok) throw new Error(created.error);
  for (const member of members) {
    const joined = await changeAgencyGroup(database.db, member, host, origin);
    if (!joined.ok) throw new Error(`${member}: ${joined.error}`);
  }
  return { id: created.agency.id };
}
