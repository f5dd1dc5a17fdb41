// The JSON of the accounts calls (spec §7; shapes in docs/accounts.md). Types only: client and server share
// them without either importing the other.
import type { AlertFrequency } from "./fields.ts";

/** spec §3 "marketing_preferences (keys opt_in_terms, opt_in_marketing, …)": the latest recorded choices. */
export type MarketingPreferences = {
  opt_in_terms: boolean;
  opt_in_marketing: boolean;
  /** The page the latest marketing choice was made on. */
  opt_in_marketing_url: string | null;
  /** The statement shown with the latest marketing choice. */
  opt_in_marketing_statement: string | null;
  /** ISO time of the latest marketing choice; null when never made. */
  opt_in_marketing_at: string | null;
};

/**
 * A saved search. A superset of the browser's LocalSavedSearch (app/client/saved-searches.ts), so one client
 * type serves both: `search_id` is the server's id as a string.
 */
export type SavedSearchJson = {
  search_id: string;
  alert_frequency: AlertFrequency;
  /** The canonical search path (design §5); also the link that reruns the search. */
  path: string;
  title: string;
  /** ISO time the search was saved. */
  savedAt: string;
  /** The search as query-form fields (modules/search/model/url.ts buildSearchParams), e.g. {channel, min_beds}. */
  criteria: Record<string, string>;
};

/** One of the user's enquiries (spec §3 "portal_leads[]"), newest first. */
export type PortalLead = {
  lead_id: number;
  /** viewing, valuation, staff, department, branch, new_homes… (the leads table's kind). */
  kind: string;
  property_id: number | null;
  /** ISO time it was sent. */
  created_at: string;
};

/** spec §3 "agency {hfpe_enabled, name, email}": the agency the site belongs to, from its content. */
export type AccountAgency = {
  /** Homeflow's property-enquiry product: Openhouse has none, so always false. */
  hfpe_enabled: boolean;
  name: string | null;
  /** The agency's main inbox (content `leads.mainEmail`), null when the content names none. */
  email: string | null;
};

export type AccountUser = {
  user_id: number;
  title: string | null;
  first_name: string;
  last_name: string;
  email: string;
  house_name: string | null;
  house_number: string | null;
  street_address: string | null;
  address_2: string | null;
  locality: string | null;
  town: string | null;
  county: string | null;
  postcode: string | null;
  tel_home: string | null;
  tel_mobile: string | null;
  is_opted_in_to_marketing: boolean;
  marketing_preferences: MarketingPreferences;
  /** The id for POST /marketing_preferences/{id}: the user's own id (one preference record per user). */
  marketing_preference_id: number;
  /** spec §3 field: the same choice as POST /custom_marketing_preferences/{user_id} sets it. */
  custom_marketing_preferences: { is_opted_in_to_marketing: boolean };
  /** Ids of the saved properties, oldest first. */
  saved_properties: number[];
  saved_searches: SavedSearchJson[];
  /** spec §3: the address as HTML, one escaped part a line (modules/accounts/model/address-html.ts); null without one. */
  address_html: string | null;
  /** spec §3: the user's most recent enquiries (at most PORTAL_LEADS_LIMIT), newest first. */
  portal_leads: PortalLead[];
  agency: AccountAgency;
  /** spec §3 "agency_website_vip (bool)": Openhouse has no VIP scheme, so always false. */
  agency_website_vip: boolean;
  /** spec §3: Reapit's tracking token; Openhouse has no Reapit link, so always null. */
  reapit_tracker_jwt: string | null;
};

/** How many of a user's enquiries /user.ljson lists. */
export const PORTAL_LEADS_LIMIT = 50;

/** GET /user.ljson, and the answer of sign-in and registration. */
export type UserPayload = { user: AccountUser | null; authenticity_token: string };

/** A 422 (or 401/404/429) answer: messages per field; `base` for the form as a whole. */
export type ErrorsPayload = { errors: Record<string, string[]>; flash?: string };
