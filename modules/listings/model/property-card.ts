// The property card of spec §3, in the spec's field names: what /search.ljson returns and every list of
// listings renders (results, sliders, saved properties, the map's pop-ups).
import type { PropertyStatus } from "./card-tags.ts";

export type CardPhotoLink = {
  /** The default card size, 408×250 (spec §9 Media). */
  url: string;
  imageAlt: string;
};

export type PropertyCard = {
  property_id: number;
  /** "Guide Price £325,000", "£1,200 pcm", "POA" (spec §3): the label before £, the amount after it. */
  price: string;
  /** The price as a number in its own frequency (pounds; lettings per month; commercial rents per year). */
  priceValue: number | null;
  /** spec §9: student weekly price per person (domain/pricing.ts pppwPrice) when the theme asks; else null. */
  pppw_price: number | null;
  /**
   * Ours (issue 41, drip pricing): the charges a buyer cannot avoid, stated with the price as the property page
   * states them ("Plus a service charge of £1,200 a year and ground rent of £250 a year."), or null.
   */
  charges: string | null;
  display_address: string;
  property_channel: "sales" | "lettings";
  property_url: string;
  photos: CardPhotoLink[];
  bedrooms: number;
  bathrooms: number;
  receptionRooms: number;
  /** ISO 8601. */
  createdAt: string;
  /** ISO 8601: when the price last went down (issue 12), or null. */
  reducedAt: string | null;
  /** available, under_offer, sstc, sold, exchanged, completed, let_agreed or let. */
  status: PropertyStatus;
  tags: string[];
  exchangedPrice: number | null;
  disposal: string | null;
  /** YYYY-MM-DD */
  auctionDate: string | null;
  propertyType: string;
  /** The agency's own site: always null (no sub-sites). */
  subdomain: null;
  /**
   * Ours (issue 44 item 7): at a group site, the member agency and branch that market the listing; null for the
   * site's own listing.
   */
  marketedBy: { agency: string; branch: string | null } | null;
  acreage: number | null;
  /** Null for a listing not on the map (issue 36). */
  latitude: number | null;
  longitude: number | null;
};
