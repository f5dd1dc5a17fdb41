// The account calls of spec §7 ("User and session", "Saved items", "Marketing"), exactly as the spec and
// docs/accounts.md give them. Each takes the CURRENT authenticity token: it changes at sign-in and sign-out
// (the token is bound to the session id), so callers read it from the app state at call time.
import type { SavedSearchJson, UserPayload } from "../../modules/accounts/model/json.ts";
import type { PropertyCard } from "../../modules/listings/model/property-card.ts";
import {
  customMarketingPreferencesPath,
  deleteSavedSearchPath,
  marketingPreferencesPath,
  saveSearchPath,
  savedPropertyPath,
  updateSavedSearchPath,
} from "../../domain/urls.ts";
import { sendJson } from "./api.ts";

type Token = string | null;

export type ErrorsObject = Record<string, string[] | string>;

/** The outcome of a call whose failures carry an errors object (spec §7: "A 422 returns {errors}"). */
export type CallResult<T> = { ok: true; value: T } | { ok: false; status: number; errors: ErrorsObject };

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

async function result<T>(response: Response): Promise<CallResult<T>> {
  const body = await readJson(response);
  if (response.ok) return { ok: true, value: body as T };
  const errors =
    body && typeof body === "object" && "errors" in body && body.errors && typeof body.errors === "object"
      ? (body.errors as ErrorsObject)
      : {};
  return { ok: false, status: response.status, errors };
}

// --- User and session -------------------------------------------------------------------------------------

/** POST /user.ljson (spec §7): registers and signs in; 422 with {errors} on a validation failure. */
export async function registerUser(fields: Record<string, unknown>, token: Token) {
  const response = await sendJson("/user.ljson", { body: { client: "web", ...fields }, token });
  return result<UserPayload>(response);
}

/** POST /user.ljson with the put override (spec §7): the changed fields; answers {user}. */
export async function updateProfile(fields: Record<string, unknown>, token: Token) {
  const response = await sendJson("/user.ljson", { method: "PUT", body: fields, token });
  return result<UserPayload>(response);
}

export type SignInOutcome = "signed-in" | "failed" | "too-many";

/**
 * POST /session {username, password, authenticity_token} (spec §7): 200 is success. 429 is this address's
 * wait after failures on the account (docs/decisions/021), which a captcha answer sent along may lift
 * (`captcha`: the answer's field and value, from the form that shows the widget).
 */
export async function signIn(
  username: string,
  password: string,
  token: Token,
  captcha: Record<string, string> = {},
): Promise<SignInOutcome> {
  const response = await sendJson("/session", { body: { username, password, ...captcha }, token });
  if (response.status === 200) return "signed-in";
  return response.status === 429 ? "too-many" : "failed";
}

/** POST /session with the delete override (spec §7): ok is success. */
export async function signOut(token: Token): Promise<boolean> {
  const response = await sendJson("/session", { method: "DELETE", token });
  return response.ok;
}

/** POST /reset_passwords as form data {email, body} (spec §7): 200 is accepted. */
export async function requestPasswordReset(email: string, body: string, token: Token): Promise<boolean> {
  const form = new URLSearchParams({ email, body, authenticity_token: token ?? "" });
  const response = await fetch("/reset_passwords", {
    method: "POST",
    headers: { Accept: "application/json", "X-CSRF-Token": token ?? "" },
    credentials: "same-origin",
    body: form,
  });
  return response.status === 200;
}

// --- Marketing --------------------------------------------------------------------------------------------

export type MarketingChoice = "optin" | "optout";

/**
 * Spec §7 "Marketing": PUT /marketing_preferences/{marketing_preference_id} when the user has one, otherwise
 * PUT /custom_marketing_preferences/{user_id}. 200 or 204 is success; 401 means no longer signed in.
 */
export async function updateMarketingPreferences(
  user: { user_id: number; marketing_preference_id?: number | string | null },
  choice: MarketingChoice,
  token: Token,
): Promise<"ok" | "signed-out" | "failed"> {
  const url = location.href;
  const response =
    user.marketing_preference_id != null
      ? await sendJson(marketingPreferencesPath(user.marketing_preference_id), {
          method: "PUT",
          body: { user_id: user.user_id, opt_in_marketing_at: choice, opt_in_marketing_url: url },
          token,
        })
      : await sendJson(customMarketingPreferencesPath(user.user_id), {
          method: "PUT",
          body: {
            user_id: user.user_id,
            marketing_preferences: {
              is_opted_in_to_marketing: choice === "optin",
              opt_in_marketing_at: choice,
              opt_in_marketing_url: url,
            },
          },
          token,
        });
  if (response.status === 200 || response.status === 204) return "ok";
  // The session ended elsewhere (signed out in another tab, expired): spec §6's message applies.
  return response.status === 401 ? "signed-out" : "failed";
}

// --- Saved properties -------------------------------------------------------------------------------------

async function getJson(url: string): Promise<unknown> {
  const response = await fetch(url, { headers: { Accept: "application/json" }, credentials: "same-origin" });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return response.json();
}

/** GET /saved_properties.ljson (spec §7): {properties[]}. Throws when the call fails. */
export async function fetchSavedProperties(): Promise<PropertyCard[]> {
  const body = (await getJson("/saved_properties.ljson")) as { properties?: PropertyCard[] };
  return body.properties ?? [];
}

/** POST /saved_properties.ljson {property_ids} as a comma string (spec §7). */
export async function addSavedProperties(ids: readonly number[], token: Token): Promise<boolean> {
  const response = await sendJson("/saved_properties.ljson", {
    body: { property_ids: ids.join(",") },
    token,
  });
  return response.ok;
}

/** POST /saved_properties/{id} with the delete override (spec §7). */
export async function removeSavedProperty(id: number, token: Token): Promise<boolean> {
  const response = await sendJson(savedPropertyPath(id), { method: "DELETE", token });
  return response.ok;
}

// --- Saved searches ---------------------------------------------------------------------------------------

/** GET /saved_searches.ljson (spec §7): a list. Throws when the call fails. */
export async function fetchSavedSearches(): Promise<SavedSearchJson[]> {
  const body = await getJson("/saved_searches.ljson");
  if (Array.isArray(body)) return body as SavedSearchJson[];
  const listed = (body as { saved_searches?: SavedSearchJson[] } | null)?.saved_searches;
  return Array.isArray(listed) ? listed : [];
}

/** POST /search?{query} (spec §7): saves a search for the signed-in user. */
export async function createSavedSearch(query: URLSearchParams, token: Token): Promise<boolean> {
  const response = await sendJson(saveSearchPath(query), { token });
  return response.ok;
}

/** POST /saved_searches?{search fields and id} with the put override (spec §7). */
export async function updateSavedSearch(query: URLSearchParams, token: Token): Promise<boolean> {
  const response = await sendJson(updateSavedSearchPath(query), { method: "PUT", token });
  return response.ok;
}

/** POST /searches/{search_id} with the delete override (spec §7). */
export async function deleteSavedSearch(searchId: number | string, token: Token): Promise<boolean> {
  const response = await sendJson(deleteSavedSearchPath(searchId), {
    method: "DELETE",
    token,
  });
  return response.ok;
}
