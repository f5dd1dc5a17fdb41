// Agency 1, the install's own (docs/decisions/029): made at first start, and kept at every server start to the
// address PUBLIC_URL gives, so a single-agency install upgrades in place and its operator changes nothing.
import type { Db } from "../../../db/client.ts";
import { announceChange } from "../../../platform/change-notices.ts";
import { readSiteContent } from "../../content/index.ts";
import { INSTALL_AGENCY_ID, type Agency } from "../model/agency.ts";
import { requestHostname } from "../model/hostnames.ts";
import { selectAgency, upsertAgencyWithPrimary } from "../repos/agencies.ts";

/**
 * `followPublicUrl`: the server's start keeps agency 1 to PUBLIC_URL; a command only makes it when missing, so an
 * operator's shell without the server's PUBLIC_URL never moves the site to `localhost`.
 */
export async function ensureInstallAgency(
  db: Db,
  publicUrl: string,
  { followPublicUrl }: { followPublicUrl: boolean },
): Promise<Agency> {
  const url = new URL(publicUrl);
  const hostname = requestHostname(url.host);
  if (!hostname) throw new Error(`PUBLIC_URL ${publicUrl} names no hostname`);
  // Migration 0031 makes agency 1 without a name or address (rows must name it before any start): not yet made.
  const found = await selectAgency(db, INSTALL_AGENCY_ID);
  const existing = found?.publicUrl ? found : null;
  if (existing && !followPublicUrl) return existing;
  const agency: Agency = {
    id: INSTALL_AGENCY_ID,
    // An operator's later renaming stays; a new install takes the name its site content gives.
    name: existing?.name ?? (await readSiteContent(db)).header?.agencyName ?? hostname,
    status: existing?.status ?? "live",
    publicUrl: url.origin,
    // The install's own agency is never a group (decision 034); it may be a member of one.
    groupId: existing?.groupId ?? null,
    memberIds: [],
  };
  const primaryMoved = await upsertAgencyWithPrimary(db, agency, hostname);
  // Processes started before this one still hold the old names: they must hear of the move.
  if (existing && (primaryMoved || existing.publicUrl !== agency.publicUrl))
    await announceChange(db, "agencies");
  return agency;
}
