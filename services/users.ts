// Users as the spec's calls show them (spec §3 "User", §7 "User and session"; shapes in docs/accounts.md).
import { selectAccountSnapshot, type AccountSnapshot, type UserRow } from "../db/repos/users.ts";
import type { AccountUser, UserPayload } from "../domain/accounts/json.ts";
import { toSavedSearchJson } from "./accounts/saved-searches.ts";
import type { Services } from "./index.ts";
import { hashSessionId, type RequestSession } from "../platform/session.ts";

export type { AccountUser, UserPayload } from "../domain/accounts/json.ts";

export async function currentUserPayload(services: Services, session: RequestSession): Promise<UserPayload> {
  // A new visitor has no session row: no query at all. Otherwise one statement finds the session's user
  // and everything the JSON shows (GET /user.ljson runs on every page load; its budget is 5 ms).
  const snapshot = session.isNew
    ? null
    : await selectAccountSnapshot(services.db, { sessionIdHash: hashSessionId(session.id), now: new Date() });
  return { user: snapshot ? toAccountUser(snapshot) : null, authenticity_token: session.authenticityToken };
}

/** The user JSON of spec §3 for one account, or null when it no longer exists. */
export async function accountUser(services: Services, userId: number): Promise<AccountUser | null> {
  const snapshot = await selectAccountSnapshot(services.db, { userId });
  return snapshot ? toAccountUser(snapshot) : null;
}

function toAccountUser(snapshot: AccountSnapshot): AccountUser {
  const { user: row, marketing } = snapshot;
  return {
    ...profileOf(row),
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
