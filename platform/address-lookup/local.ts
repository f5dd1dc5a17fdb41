// ADDRESS_PROVIDER=local: the agency's own `addresses` table (the demo seed's, or data loaded with
// `npm run addresses:import`). A suggestion id is the row id.
import type { Db } from "../../db/client.ts";
import { selectAddressById, selectAddressesMatching, type AddressRow } from "../../db/repos/addresses.ts";
import { formatAddress, type LookedUpAddress } from "../../domain/address.ts";
import type { AddressLookupProvider } from "./provider.ts";

export function createLocalAddressLookup(db: Db): AddressLookupProvider {
  return {
    name: "local",
    paid: false,
    async suggest(text, limit) {
      const rows = await selectAddressesMatching(db, text, limit);
      return rows.map((row) => ({ id: String(row.id), address: formatAddress(toLookedUpAddress(row)) }));
    },
    async get(id) {
      if (!/^\d{1,9}$/.test(id)) return null;
      const row = await selectAddressById(db, Number(id));
      return row ? toLookedUpAddress(row) : null;
    },
  };
}

export function toLookedUpAddress(row: AddressRow): LookedUpAddress {
  return {
    building_name: row.buildingName,
    building_number: row.buildingNumber,
    line_1: row.line1,
    line_2: row.line2,
    line_3: row.line3,
    line_4: row.line4,
    town_or_city: row.townOrCity,
    county: row.county,
    postcode: row.postcode,
  };
}
