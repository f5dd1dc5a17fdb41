// Every stored advert checked again (issue 41, "a report of the agency's live adverts"): after an upgrade, whose
// listings were written before the rules existed, or after a rule changed. Each live advert's kept version is
// brought up to date as well (a first one for a listing no write has touched since the upgrade). An import checks
// only the rows it writes, so an unchanged listing keeps the conclusion of the rules it was last written under
// until this runs. An owner's change of the settings runs it too.
import type { Db } from "../../../db/client.ts";
import { announceChange } from "../../../platform/change-notices.ts";
import { advertHoldOf, findingsKey } from "../model/listing-advert.ts";
import { selectAdvertPage, updateAdvertHold } from "../repos/listing-adverts.ts";
import { selectAdvertSettings } from "../repos/advert-settings.ts";
import { recordAdvertVersions } from "./advert-versions.ts";

const PAGE = 500;

export type AdvertRecheck = {
  checked: number;
  /** Listings whose findings or hold changed. */
  changed: number;
  heldBack: number;
  warned: number;
  /** Listings per rule they break (held back or warned). */
  byRule: Record<string, number>;
};

export async function recheckAdverts(db: Db): Promise<AdvertRecheck> {
  const result: AdvertRecheck = { checked: 0, changed: 0, heldBack: 0, warned: 0, byRule: {} };
  // The agency's own choice for a missing Part A item (held back or warned about) is part of the judgement.
  const policy = await selectAdvertSettings(db);
  let after = 0;
  for (;;) {
    const page = await selectAdvertPage(db, after, PAGE);
    if (page.length === 0) break;
    for (const listing of page) {
      const hold = advertHoldOf(listing, policy);
      result.checked += 1;
      if (hold.heldBack) result.heldBack += 1;
      else if (hold.advertFindings.length) result.warned += 1;
      for (const rule of new Set(hold.advertFindings.map((found) => found.rule)))
        result.byRule[rule] = (result.byRule[rule] ?? 0) + 1;
      const same =
        hold.heldBack === listing.heldBack &&
        findingsKey(hold.advertFindings) === findingsKey(listing.advertFindings);
      if (same) continue;
      await updateAdvertHold(db, listing.id, hold);
      result.changed += 1;
    }
    // Reconciles the kept versions too: a database upgraded from before issue 41 gets each live advert's first.
    await recordAdvertVersions(
      db,
      page.map((listing) => listing.id),
    );
    after = page.at(-1)!.id;
  }
  // Pages and searches are cached: a listing newly held back (or back on the site) must show so at once.
  if (result.changed > 0) await announceChange(db, "listings");
  return result;
}
