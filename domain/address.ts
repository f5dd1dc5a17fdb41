// Address lookup shapes (spec §3 "Address") shared by the lookup providers, the GET /address_lookup call and
// the forms that use the address field (Book a Valuation, the new-homes form).

/** spec §3: the lookup result, as GET /address_lookup?id={id} answers it (getAddress.io's own field names). */
export type LookedUpAddress = {
  building_name: string;
  building_number: string;
  line_1: string;
  line_2: string;
  line_3: string;
  line_4: string;
  town_or_city: string;
  county: string;
  postcode: string;
};

/** The fields of a LookedUpAddress, in getAddress.io's order (also the address CSV's column names). */
export const LOOKED_UP_ADDRESS_FIELDS = [
  "building_name",
  "building_number",
  "line_1",
  "line_2",
  "line_3",
  "line_4",
  "town_or_city",
  "county",
  "postcode",
] as const satisfies readonly (keyof LookedUpAddress)[];

/**
 * An address object as getAddress.io (and so GET /address_lookup) answers it, with every spec §3 field a
 * string: numbers (a building_number sent as 14) become text, anything else missing or odd becomes "".
 * The provider and the browser both read it this way; each decides what a body that is no object means.
 */
export function toLookedUpAddress(source: Record<string, unknown>): LookedUpAddress {
  const address = {} as LookedUpAddress;
  for (const field of LOOKED_UP_ADDRESS_FIELDS) {
    const value = source[field];
    address[field] = typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
  }
  return address;
}

/** spec §3: one suggestion of GET /address_lookup?autocomplete={text}. */
export type AddressSuggestion = { id: string; address: string };

/** At most this many suggestions are answered (getAddress.io's autocomplete default is 6; a list of 10 still fits). */
export const ADDRESS_SUGGESTIONS_LIMIT = 10;

/** Text shorter than this matches too much to be useful (and costs a paid provider a call for nothing). */
export const ADDRESS_MIN_TEXT_LENGTH = 3;

/** Longest text accepted: no real address line is longer. */
export const ADDRESS_MAX_TEXT_LENGTH = 100;

/** A suggestion id is a provider's opaque token: letters, digits and the base64 marks, bounded. */
const SUGGESTION_ID = /^[A-Za-z0-9_=+/-]{1,200}$/;
export function isValidSuggestionId(id: string): boolean {
  return SUGGESTION_ID.test(id);
}

/** One line naming an address, as a suggestion shows it: "Flat 2, 14 High Street, Clifton, Bristol, BS8 1AB". */
export function formatAddress(address: LookedUpAddress): string {
  const line1 = address.line_1.trim();
  const name = address.building_name.trim();
  const number = address.building_number.trim();
  // line_1 usually holds the number and often the name already (getAddress.io's and the demo's data do).
  const prefix = [name && !line1.includes(name) ? name : "", number && !line1.includes(number) ? number : ""];
  return [
    ...prefix,
    line1,
    address.line_2,
    address.line_3,
    address.line_4,
    address.town_or_city,
    address.postcode,
  ]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(", ");
}

/**
 * How a looked-up address fills the lead forms' house name / house number / street / town / county / postcode
 * (spec §3 "Valuation request form"): line_1 is the street line; when it starts with the building number the
 * number is kept apart, so `street_address` can be composed again (spec §7) without repeating it.
 */
export function addressToLeadFields(address: LookedUpAddress): {
  house_name: string;
  house_number: string;
  street: string;
  town: string;
  county: string;
  postcode: string;
} {
  const number = address.building_number.trim();
  // spec §3: house_number is an integer; "14A" stays part of the street line instead.
  const houseNumber = /^\d+$/.test(number) ? number : "";
  let street = address.line_1.trim();
  if (houseNumber && street.startsWith(`${houseNumber} `))
    street = street.slice(houseNumber.length + 1).trim();
  if (address.building_name && street.startsWith(address.building_name)) {
    // line_1 of a named building is "Rose Cottage, Mill Lane" in some data: the street is what follows.
    street = street.slice(address.building_name.length).replace(/^[,\s]+/, "");
  }
  if (!street) street = address.line_2.trim();
  return {
    house_name: address.building_name.trim(),
    house_number: houseNumber,
    street,
    town: address.town_or_city.trim(),
    county: address.county.trim(),
    postcode: address.postcode.trim(),
  };
}

/** spec §9: address lookup debounce 500 ms. */
export const ADDRESS_LOOKUP_DEBOUNCE_MS = 500;
