// The demo agency's address book for ADDRESS_PROVIDER=local: every street a demo listing stands on, with a
// run of house numbers and the listing's own house, so the address lookup finds plausible homes in the demo
// towns (and the homes the demo listings are on). Derived in SQL from the seeded listings: deterministic with
// them, and a single statement, so the seed stays fast.
import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../client.ts";
import { listingRows } from "../agency-scope.ts";
import { countAddresses } from "../repos/addresses.ts";
import { addresses, properties } from "../schema.ts";

/** House numbers 1..N on each demo street. */
export const DEMO_HOUSES_PER_STREET = 6;

const p = alias(properties, "p");

/**
 * Fills the addresses table from the demo listings' streets when it is empty. An imported address book
 * (`npm run addresses:import`) is never replaced by demo data. Returns how many addresses were added.
 */
export async function seedDemoAddresses(db: Db): Promise<number> {
  if ((await countAddresses(db)) > 0) return 0;
  const streets = sql`
    select distinct street, coalesce(locality, '') as locality, town, coalesce(county, '') as county, postcode
    from ${properties}
    where ${listingRows(db, properties.agencyId)} and property_type not in ('Land', 'Development')`;
  await db.execute(sql`
    insert into ${addresses} (building_name, building_number, line_1, line_2, town_or_city, county, postcode)
    select building_name, building_number, line_1, line_2, town_or_city, county, postcode from (
      select '' as building_name, n::text as building_number, n::text || ' ' || s.street as line_1,
             s.locality as line_2, s.town as town_or_city, s.county, s.postcode
      from (${streets}) s cross join generate_series(1, ${DEMO_HOUSES_PER_STREET}::int) as n
      union
      select coalesce(p.house_name, ''), coalesce(p.house_number, ''),
             case when coalesce(p.house_number, '') <> '' then p.house_number || ' ' || p.street
                  when coalesce(p.house_name, '') <> '' then p.house_name || ', ' || p.street
                  else p.street end,
             coalesce(p.locality, ''), p.town, coalesce(p.county, ''), p.postcode
      from ${properties} p
      where ${listingRows(db, p.agencyId)} and p.property_type not in ('Land', 'Development')
        and (coalesce(p.house_number, '') <> '' or coalesce(p.house_name, '') <> '')
    ) demo
    order by postcode, line_1, building_name`);
  return countAddresses(db);
}
