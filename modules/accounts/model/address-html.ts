// spec §3 "User … address_html": the user's postal address as HTML, one line per part, for a page to show
// as it is. Every part is escaped, so what a user typed can never become markup.
import { escapeHtml } from "../../../domain/escape-html.ts";
import type { AccountUser } from "./json.ts";

export type UserAddressParts = Pick<
  AccountUser,
  "house_name" | "house_number" | "street_address" | "address_2" | "locality" | "town" | "county" | "postcode"
>;

/** "Rose Cottage<br>12 High Street<br>Clifton<br>Bristol<br>BS8 1AA", or null when there is no address. */
export function addressHtml(user: UserAddressParts): string | null {
  const clean = (value: string | null) => value?.trim() ?? "";
  // The number leads the street, as on an envelope: "12 High Street".
  const street = [clean(user.house_number), clean(user.street_address)].filter(Boolean).join(" ");
  const lines = [
    clean(user.house_name),
    street,
    clean(user.address_2),
    clean(user.locality),
    clean(user.town),
    clean(user.county),
    clean(user.postcode).toUpperCase(),
  ].filter(Boolean);
  return lines.length ? lines.map(escapeHtml).join("<br>") : null;
}
