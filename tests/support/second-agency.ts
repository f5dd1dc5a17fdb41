// A second agency on a test server's install, on its own name, live at once in every process (docs/agencies.md):
// what the suites about two agencies start with. Answers its database handle (row-level security binds it).
import { upsertAgencyWithPrimary } from "../../modules/agencies/repos/agencies.ts";
import { announceChange } from "../../platform/change-notices.ts";
import type { startTestServer } from "../setup/test-server.ts";

/** A live agency's row on its own name, as `upsertAgencyWithPrimary` and `app.agencies.of` take it. */
export const liveAgency = (id: number, name: string, hostname: string) => ({
  id,
  name,
  status: "live" as const,
  publicUrl: `http://${hostname}`,
  groupId: null,
  memberIds: [] as number[],
});

export async function addSecondAgency(
  app: Awaited<ReturnType<typeof startTestServer>>,
  name: string,
  hostname: string,
) {
  const agency = liveAgency(2, name, hostname);
  await upsertAgencyWithPrimary(app.services.db, agency, hostname);
  await announceChange(app.services.db, "agencies");
  return app.agencies.of(agency).db;
}
