// ADDRESS_PROVIDER=getaddress: getAddress.io's documented HTTP API.
//   GET {base}/autocomplete/{term}?api-key={key}  → 200 {suggestions: [{address, url, id}]}
//   GET {base}/get/{id}?api-key={key}             → 200 {building_name, building_number, line_1 … line_4,
//                                                    town_or_city, county, postcode, …}; 404 unknown id
// 401 (bad key), 429 (quota) and 5xx are provider failures. The base URL is configurable
// (GETADDRESS_API_URL) so the tests point it at a local server speaking this protocol.
import { toLookedUpAddress, type AddressSuggestion, type LookedUpAddress } from "../../domain/address.ts";
import { AddressProviderError, type AddressLookupProvider } from "./provider.ts";

export const GETADDRESS_DEFAULT_URL = "https://api.getAddress.io";

export type GetAddressOptions = {
  apiKey: string;
  baseUrl?: string;
  /** A visitor is waiting on the answer: give up rather than hang the form. */
  timeoutMs?: number;
  fetch?: typeof fetch;
};

export function createGetAddressLookup(options: GetAddressOptions): AddressLookupProvider {
  const base = (options.baseUrl ?? GETADDRESS_DEFAULT_URL).replace(/\/+$/, "");
  const timeoutMs = options.timeoutMs ?? 4_000;
  const doFetch = options.fetch ?? fetch;

  async function call(path: string): Promise<Response> {
    const url = `${base}${path}?${new URLSearchParams({ "api-key": options.apiKey })}`;
    try {
      return await doFetch(url, {
        headers: { Accept: "application/json" },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new AddressProviderError(`getAddress.io did not answer ${path.split("/")[1]}`, { cause: error });
    }
  }

  async function readJson(response: Response, what: string): Promise<unknown> {
    try {
      return await response.json();
    } catch (error) {
      throw new AddressProviderError(`getAddress.io answered unreadable ${what}`, { cause: error });
    }
  }

  return {
    name: "getaddress",
    paid: true,
    async suggest(text, limit) {
      const response = await call(`/autocomplete/${encodeURIComponent(text)}`);
      if (!response.ok) {
        await response.body?.cancel();
        throw new AddressProviderError(`getAddress.io autocomplete answered ${response.status}`);
      }
      return parseGetAddressSuggestions(await readJson(response, "suggestions")).slice(0, limit);
    },
    async get(id) {
      const response = await call(`/get/${encodeURIComponent(id)}`);
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new AddressProviderError(`getAddress.io get answered ${response.status}`);
      }
      return parseGetAddressAddress(await readJson(response, "address"));
    },
  };
}

export function parseGetAddressSuggestions(body: unknown): AddressSuggestion[] {
  const list = (body as { suggestions?: unknown } | null)?.suggestions;
  if (!Array.isArray(list)) throw new AddressProviderError("getAddress.io answered no suggestions list");
  return list
    .filter(
      (item): item is { id: string; address: string } =>
        typeof item?.id === "string" && typeof item?.address === "string",
    )
    .map(({ id, address }) => ({ id, address }));
}

export function parseGetAddressAddress(body: unknown): LookedUpAddress {
  if (
    typeof body !== "object" ||
    body === null ||
    typeof (body as { postcode?: unknown }).postcode !== "string"
  ) {
    throw new AddressProviderError("getAddress.io answered no address");
  }
  return toLookedUpAddress(body as Record<string, unknown>);
}
