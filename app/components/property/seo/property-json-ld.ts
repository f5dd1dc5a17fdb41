// schema.org description of a listing (issue 4 item 8): the home as a residence, with the sale or letting as
// its Offer. `offers` belongs to Product, not to Place, so the listing is typed as both (a multi-typed
// entity), which keeps validators and search engines reading the price.
import type { PropertyStatus } from "../../../../modules/listings/model/card-tags.ts";
import { isApproximate } from "../../../../modules/listings/model/listing-placement.ts";
import { absolutePhotoUrl, canonicalPropertyUrl, propertyHeadline, type SeoDetails } from "./seo-details.ts";

export type PlaceType = "Apartment" | "SingleFamilyResidence" | "Residence" | "Place";

const FLAT = /\b(flat|apartment|maisonette|studio|penthouse|duplex)\b/i;
const HOUSE = /\b(house|bungalow|cottage|farmhouse|barn|villa|lodge|chalet)\b/i;

/** The schema.org type of a listing, from its tags first (the agency's own classing), then its type name. */
export function placeType(details: Pick<SeoDetails, "tags" | "propertyType">): PlaceType {
  const tags = new Set(details.tags.map((tag) => tag.toLowerCase()));
  // Commercial units and bare land are not homes: a plain Place says no more than is true.
  if (tags.has("commercial") || tags.has("land")) return "Place";
  if (tags.has("flat") || FLAT.test(details.propertyType)) return "Apartment";
  if (tags.has("house") || tags.has("bungalow") || HOUSE.test(details.propertyType)) {
    return "SingleFamilyResidence";
  }
  return "Residence";
}

const SCHEMA = "https://schema.org/";

// Our statuses (spec §4 "Property card tags") as schema.org ItemAvailability: an offer accepted but not
// completed is Reserved; a completed sale or let is SoldOut.
const AVAILABILITY: Record<PropertyStatus | "withdrawn", string> = {
  available: "InStock",
  under_offer: "LimitedAvailability",
  sstc: "Reserved",
  let_agreed: "Reserved",
  exchanged: "SoldOut",
  sold: "SoldOut",
  completed: "SoldOut",
  let: "SoldOut",
  withdrawn: "Discontinued",
};

// UN/CEFACT units of a rent's period (schema.org unitCode).
const RENT_UNIT = { pcm: "MON", pa: "ANN" } as const;

type JsonLd = Record<string, unknown>;

function offer(details: SeoDetails, url: string): JsonLd {
  const lease = details.channel === "lettings";
  const priced = !details.poa && details.price !== null;
  const period = lease ? (details.priceFrequency === "pa" ? "pa" : "pcm") : null;
  return {
    "@type": "Offer",
    url,
    // GoodRelations business functions, the values schema.org's businessFunction names.
    businessFunction: `http://purl.org/goodrelations/v1#${lease ? "LeaseOut" : "Sell"}`,
    availability: `${SCHEMA}${AVAILABILITY[details.status]}`,
    ...(priced ? { price: details.price, priceCurrency: "GBP" } : {}),
    ...(priced && period
      ? {
          priceSpecification: {
            "@type": "UnitPriceSpecification",
            price: details.price,
            priceCurrency: "GBP",
            unitCode: RENT_UNIT[period],
          },
        }
      : {}),
  };
}

/** "Rose Cottage, 12 Cotham Road, Cotham": the locality is the part of town a UK address names. */
function streetAddress(details: SeoDetails): string {
  const street = [details.houseNumber, details.street].filter(Boolean).join(" ");
  return [details.houseName, street, details.locality].filter(Boolean).join(", ");
}

export function propertyJsonLd(details: SeoDetails, publicUrl: string): JsonLd {
  const url = canonicalPropertyUrl(details.id, publicUrl);
  const rooms = details.bedrooms + details.receptionRooms;
  return {
    "@context": "https://schema.org",
    "@type": [placeType(details), "Product"],
    "@id": url,
    url,
    name: propertyHeadline(details),
    ...(details.summary.trim() ? { description: details.summary.trim() } : {}),
    address: {
      "@type": "PostalAddress",
      streetAddress: streetAddress(details),
      addressLocality: details.town,
      ...(details.county ? { addressRegion: details.county } : {}),
      postalCode: details.postcode,
      addressCountry: "GB",
    },
    // Coordinates only where they are the home's: none for a listing not on the map or placed only near its
    // town's or district's centre (issue 36).
    ...(details.latitude !== null && details.longitude !== null && !isApproximate(details.placement)
      ? { geo: { "@type": "GeoCoordinates", latitude: details.latitude, longitude: details.longitude } }
      : {}),
    image: details.photos.map((photo) => absolutePhotoUrl(photo.key, publicUrl)),
    // schema.org numberOfRooms leaves out bathrooms; bedrooms and bathrooms have their own properties.
    ...(rooms > 0 ? { numberOfRooms: rooms } : {}),
    ...(details.bedrooms > 0 ? { numberOfBedrooms: details.bedrooms } : {}),
    ...(details.bathrooms > 0 ? { numberOfBathroomsTotal: details.bathrooms } : {}),
    ...(details.squareFeet
      ? { floorSize: { "@type": "QuantitativeValue", value: details.squareFeet, unitCode: "FTK" } }
      : {}),
    offers: offer(details, url),
  };
}

/**
 * The JSON for a `<script type="application/ld+json">`: `<` written as \u003c so no text in it (a summary
 * containing "</script>") can end the element early; JSON parsers read the escape back as `<`.
 */
export function jsonLdScriptText(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
