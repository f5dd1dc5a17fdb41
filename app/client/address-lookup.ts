// Browser calls of spec §7 "Places and address" for the address field and the valuation forms.
//
// Contract (used by Book a Valuation and the new-homes form):
//   fetchAddressSuggestions(text, signal?) → [{id, address}]   GET /address_lookup?autocomplete={text}
//       Text shorter than ADDRESS_MIN_TEXT_LENGTH answers [] without a request. Rejects with an AbortError when
//       `signal` aborts (check with isAbortError from ./places.ts) and with an Error on any other failure.
//   fetchAddress(id) → LookedUpAddress | null                 GET /address_lookup?id={id}
//       null when the id is unknown (404); rejects on other failures.
//   fetchPostcodeBranch(postcode) → {id, name} | null          GET /postcode_branch_lookup?postcode={postcode}
//       null when no branch covers the postcode (404, the spec's 'no-branch-found') or the postcode is not a
//       valid UK postcode (422); rejects on network and server errors.
// Server answers: {suggestions: [{id, address}]}, the address object itself, {branch: {id, name, …}}.
import {
  ADDRESS_MIN_TEXT_LENGTH,
  type AddressSuggestion,
  type LookedUpAddress,
  toLookedUpAddress,
} from "../../domain/address.ts";
import { addressLookupPath, postcodeBranchLookupPath } from "../../domain/urls.ts";

export type { AddressSuggestion, LookedUpAddress } from "../../domain/address.ts";
export { isAbortError } from "./places.ts";

export type PostcodeBranch = { id: number; name: string };

const JSON_HEADERS = { Accept: "application/json" };

/** Suggestions for typed text (spec §7: read as suggestions with id and address). */
export async function fetchAddressSuggestions(
  text: string,
  signal?: AbortSignal,
): Promise<AddressSuggestion[]> {
  const term = text.trim();
  if (term.length < ADDRESS_MIN_TEXT_LENGTH) return [];
  const response = await fetch(addressLookupPath(new URLSearchParams({ autocomplete: term })), {
    headers: JSON_HEADERS,
    signal,
  });
  if (!response.ok) throw new Error(`GET /address_lookup answered ${response.status}`);
  return parseSuggestions(await response.json());
}

/** The full address of a chosen suggestion (spec §7: "returns the address object"). */
export async function fetchAddress(id: string, signal?: AbortSignal): Promise<LookedUpAddress | null> {
  const response = await fetch(addressLookupPath(new URLSearchParams({ id })), {
    headers: JSON_HEADERS,
    signal,
  });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`GET /address_lookup answered ${response.status}`);
  return parseAddress(await response.json());
}

/** The branch covering a postcode (spec §7: "reads branch.id"); null is the spec's 'no-branch-found'. */
export async function fetchPostcodeBranch(
  postcode: string,
  signal?: AbortSignal,
): Promise<PostcodeBranch | null> {
  const response = await fetch(postcodeBranchLookupPath(postcode.trim()), {
    headers: JSON_HEADERS,
    signal,
  });
  if (response.status === 404 || response.status === 422) return null;
  if (!response.ok) throw new Error(`GET /postcode_branch_lookup answered ${response.status}`);
  const body = (await response.json()) as { branch?: { id?: unknown; name?: unknown } | null };
  const branch = body?.branch;
  if (!branch || typeof branch.id !== "number") return null;
  return { id: branch.id, name: typeof branch.name === "string" ? branch.name : "" };
}

/** The answer's suggestions, skipping anything not of the {id, address} shape. */
export function parseSuggestions(body: unknown): AddressSuggestion[] {
  const list = (body as { suggestions?: unknown } | null)?.suggestions;
  if (!Array.isArray(list)) throw new Error("GET /address_lookup did not answer suggestions");
  return list
    .filter(
      (item): item is AddressSuggestion =>
        typeof item === "object" &&
        item !== null &&
        typeof (item as AddressSuggestion).id === "string" &&
        typeof (item as AddressSuggestion).address === "string",
    )
    .map(({ id, address }) => ({ id, address }));
}

/** The address object with every spec §3 field a string (missing ones empty). */
export function parseAddress(body: unknown): LookedUpAddress {
  if (typeof body !== "object" || body === null)
    throw new Error("GET /address_lookup did not answer an address");
  return toLookedUpAddress(body as Record<string, unknown>);
}
