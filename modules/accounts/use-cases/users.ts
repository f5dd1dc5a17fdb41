// Users as the spec's calls show them (spec §3 "User", §7 "User and session"; shapes in docs/accounts.md).
import { selectAccountSnapshot, type AccountSnapshot, type UserRow } from "../repos/users.ts";
import { addressHtml } from "../model/address-html.ts";
import { PORTAL_LEADS_LIMIT, type AccountAgency, type AccountUser, type UserPayload } from "../model/json.ts";
import { toSavedSearchJson } from "./saved-searches.ts";
import type { Services } from "../../../platform/services.ts";
import { hashSessionId, type RequestSession } from "../../../platform/session.ts";
import { getSiteContent } from "../../content/index.ts";

export type { AccountUser, UserPayload } from "../model/json.ts";

export async function currentUserPayload(services: Services, session: RequestSession): Promise<UserPayload> {
  // A new visitor has no session row: no query at all. Otherwise one statement finds the session's user
  // and everything the JSON shows (GET /user.ljson runs on every page load; its budget is 5 ms).
  // The agency comes from the site content, cached in memory: no second statement on most requests.
  if (session.isNew) return { user: null, authenticity_token: session.authenticityToken };
  const [snapshot, agency] = await Promise.all([
    selectAccountSnapshot(
      services.db,
      { sessionIdHash: hashSessionId(session.id), now: new Date() },
      PORTAL_LEADS_LIMIT,
    ),
    accountAgency(services),
  ]);
  return {
    user: snapshot ? toAccountUser(snapshot, agency) : null,
    authenticity_token: session.authenticityToken,
  };
}

/** The user JSON of spec §3 for one account, or null when it no longer exists. */
export async function accountUser(services: Services, userId: number): Promise<AccountUser | null> {
  const [snapshot, agency] = await Promise.all([
    selectAccountSnapshot(services.db, { userId }, PORTAL_LEADS_LIMIT),
    accountAgency(services),
  ]);
  return snapshot ? toAccountUser(snapshot, agency) : null;
}

/** spec §3 "agency {hfpe_enabled, name, email}", from the site content (null where it names nothing). */
async function accountAgency(services: Services): Promise<AccountAgency> {
  const content = await getSiteContent(services.db);
  return {
    hfpe_enabled: false,
    name: content.header?.agencyName ?? null,
    email: content.leads?.mainEmail ?? null,
  };
}

function toAccountUser(snapshot: AccountSnapshot, agency: AccountAgency): AccountUser {
  const { user: row, marketing } = snapshot;
  const profile = profileOf(row);
  return {
    ...profile,
    marketing_preferences: {
      opt_in_terms: snapshot.termsAccepted,
      opt_in_marketing: row.isOptedInToMarketing,
      opt_in_marketing_url: marketing?.url ?? null,
      opt_in_marketing_statement: marketing?.statement ?? null,
      opt_in_marketing_at: marketing?.createdAt.toISOString() ?? null,
    },
    marketing_preference_id: row.id,
    custom_marketing_preferences: { is_opted_in_to_marketing: row.isOptedInToMarketing },
    saved_properties: snapshot.savedPropertyIds,
    saved_searches: snapshot.savedSearches.map(toSavedSearchJson),
    address_html: addressHtml(profile),
    portal_leads: snapshot.leads.map((lead) => ({
      lead_id: lead.id,
      kind: lead.kind,
      property_id: lead.propertyId,
      created_at: lead.createdAt.toISOString(),
    })),
    agency,
    // Openhouse has no VIP scheme and no Reapit link: the spec's fields are there, with no value to give.
    agency_website_vip: false,
    reapit_tracker_jwt: null,
  };
}

function profileOf(row: UserRow) {
  return {
    user_id: row.id,
    title: row.title,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    house_name: row.houseName,
    house_number: row.houseNumber,
    street_address: row.streetAddress,
    address_2: row.address2,
    locality: row.locality,
    town: row.town,
    county: row.county,
    postcode: row.postcode,
    tel_home: row.telHome,
    tel_mobile: row.telMobile,
    is_opted_in_to_marketing: row.isOptedInToMarketing,
  };
}
