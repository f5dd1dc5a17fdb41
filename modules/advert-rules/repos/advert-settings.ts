// The agency's advert rule settings (db/schema.ts advert_rule_settings): its row, or the defaults when an owner has
// never chosen (its Part A choice and its evidence period); one row written; and how many of its listings lack a Part A item (the settings page's count).
import { and, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { listingRows, ownRows } from "../../../db/agency-scope.ts";
import { advertRuleSettings, properties } from "../../../db/schema.ts";
import { DEFAULT_ADVERT_SETTINGS, type AdvertSettings } from "../model/advert-settings.ts";
import { PART_A_RULE } from "../model/material-completeness.ts";

/** The agency's settings (row-level security gives the handle its own agency's row only). */
export async function selectAdvertSettings(db: Db): Promise<AdvertSettings> {
  const [row] = await db
    .select({
      partAMissing: advertRuleSettings.partAMissing,
      evidenceYears: advertRuleSettings.evidenceYears,
    })
    .from(advertRuleSettings)
    .where(ownRows(db, advertRuleSettings.agencyId))
    .limit(1);
  return { ...DEFAULT_ADVERT_SETTINGS, ...row };
}

export async function upsertAdvertSettings(db: Db, settings: AdvertSettings): Promise<void> {
  const values = {
    partAMissing: settings.partAMissing,
    evidenceYears: settings.evidenceYears,
    updatedAt: new Date(),
  };
  await db
    .insert(advertRuleSettings)
    .values(values)
    .onConflictDoUpdate({ target: advertRuleSettings.agencyId, set: values });
}

/** Listings (withdrawn ones aside) whose findings name a missing Part A item, held back or warned. */
export async function countMissingPartA(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(properties)
    .where(
      and(
        listingRows(db, properties.agencyId),
        sql`${properties.status} <> 'withdrawn' and ${properties.advertFindings} @> ${JSON.stringify([{ rule: PART_A_RULE.id }])}::jsonb`,
      ),
    );
  return row?.n ?? 0;
}
