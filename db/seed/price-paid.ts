// The demo agency's own Price Paid history (issue 17: "the demo agency generates small files in exactly these
// layouts for its own towns"): a few past sales for the homes of its sales listings, on their streets and
// postcodes, at prices that rise year by year towards the listing's asking price. Pure and seeded: the same
// listings give the same file. Transaction ids start "dede" so the demo's sales can be told apart.
import type { DemoHome } from "../../modules/open-data/index.ts";
import type { PricePaidSale } from "../../modules/open-data/model/price-paid/record.ts";
import { pricePaidTypeOf } from "../../modules/open-data/model/price-paid/wording.ts";
import { postcodeParts } from "../../domain/postcode.ts";
import { createRandom } from "./random.ts";

export const DEMO_PRICE_PAID_SEED = 20_240_517;
export const DEMO_TRANSACTION_PREFIX = "dede";
const YEARS_BACK = 6;
// Roughly what UK prices did a year over these years: sales further back were cheaper.
const YEARLY_GROWTH = 0.04;

export function demoPricePaidSales(homes: DemoHome[], now: Date): PricePaidSale[] {
  const r = createRandom(DEMO_PRICE_PAID_SEED);
  const sales: PricePaidSale[] = [];
  let serial = 0;
  for (const home of homes) {
    const type = pricePaidTypeOf(home.propertyType);
    const parts = postcodeParts(home.postcode);
    if (!type || !parts || !home.price || home.price <= 0) continue;
    // Each listed home stands for a few neighbours of its kind sold on its street.
    const count = r.int(1, 3);
    for (let n = 0; n < count; n += 1) {
      const daysAgo = r.int(20, YEARS_BACK * 365);
      const date = new Date(now.getTime() - daysAgo * 86_400_000);
      const price =
        Math.round((home.price! * r.float(0.85, 1.1)) / (1 + YEARLY_GROWTH) ** (daysAgo / 365) / 250) * 250;
      serial += 1;
      const hex = serial.toString(16).padStart(12, "0");
      const flat = type === "F";
      sales.push({
        transactionId: `${DEMO_TRANSACTION_PREFIX}${hex.slice(0, 4)}-${hex.slice(4, 8)}-4000-8000-${hex.padStart(12, "0")}`,
        price,
        transferredOn: date.toISOString().slice(0, 10),
        postcode: parts.postcode,
        sector: parts.sector,
        district: parts.district,
        propertyType: type,
        newBuild: r.chance(0.05),
        tenure: flat ? "L" : "F",
        // A flat's sale names the flat (SAON) in its building (PAON: the listing's building number, or a made-up
        // one), as the Registry does: "Flat 2, 14 The Mount". The listing's own "Flat 14" is a SAON too, so it
        // is never the building (that gave "Flat 2, Flat 14, The Mount").
        paon: flat ? (home.houseNumber ?? `${r.int(1, 60)}`) : `${r.int(1, 140)}`,
        saon: flat ? `FLAT ${r.int(1, 24)}` : "",
        street: home.street.toUpperCase(),
        locality: (home.locality ?? "").toUpperCase(),
        town: home.town.toUpperCase(),
        localAuthority: (home.county ?? home.town).toUpperCase(),
        county: (home.county ?? home.town).toUpperCase(),
        category: r.chance(0.1) ? "B" : "A",
      });
    }
  }
  return sales;
}
