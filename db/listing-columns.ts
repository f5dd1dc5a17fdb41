// A listing's own columns, as the repos that read whole listings select them (its page, the back office's
// editor, an account's saved listings): the generated columns no page or card shows are left out (the search
// vector, the point, the comparable price), so each read does not carry them.
import { and, eq, getTableColumns, ne, sql } from "drizzle-orm";
import { properties } from "./schema.ts";

function columnsWithoutGenerated() {
  const {
    searchVector: _searchVector,
    location: _location,
    comparablePrice: _comparablePrice,
    ...columns
  } = getTableColumns(properties);
  return columns;
}

export const listingColumns = columnsWithoutGenerated();

/** The columns a listing's price text reads (domain/pricing.ts listingPriceText): cards, markers, the desk. */
export const listingPriceColumns = {
  channel: properties.channel,
  price: properties.price,
  poa: properties.poa,
  priceQualifier: properties.priceQualifier,
  priceFrequency: properties.priceFrequency,
  rentFrequency: properties.rentFrequency,
  quotedPrice: properties.quotedPrice,
};

/** What names a listing where the back office links to it (a lead's listing, a listing's report). */
export const listingLinkColumns = {
  id: properties.id,
  reference: properties.reference,
  displayAddress: properties.displayAddress,
  channel: properties.channel,
};

/**
 * The listings visitors may see: not withdrawn (a withdrawn page answers 410) and not held back by the advert
 * rules (issue 41: a held-back advert waits on the desk until mended, its page 404). Every public read uses it.
 */
export const onPublicSite = and(ne(properties.status, "withdrawn"), eq(properties.heldBack, false))!;

/** The same condition in raw SQL of a `properties` row named `alias`, for queries written by hand. */
export const onPublicSiteAs = (alias: string) =>
  sql.raw(`${alias}.status <> 'withdrawn' and not ${alias}.held_back`);
