// GET /address_lookup (spec §7 "Places and address") behind one provider chosen by ADDRESS_PROVIDER
// (design §6). A provider failure is logged and answered as "nothing found" for suggestions, or as
// "unavailable" for an address: a visitor can always go on and type the address by hand (spec §4).
import { LRUCache } from "lru-cache";
import type { Db } from "../../db/client.ts";
import {
  ADDRESS_MAX_TEXT_LENGTH,
  ADDRESS_MIN_TEXT_LENGTH,
  ADDRESS_SUGGESTIONS_LIMIT,
  isValidSuggestionId,
  type AddressSuggestion,
  type LookedUpAddress,
} from "../../domain/address.ts";
import type { Config } from "../config.ts";
import type { Logger } from "../logger.ts";
import { createGetAddressLookup } from "./getaddress.ts";
import { createLocalAddressLookup } from "./local.ts";
import type { AddressLookupProvider } from "./provider.ts";

export { AddressProviderError, type AddressLookupProvider } from "./provider.ts";

// A paid provider bills every call: answers are kept an hour (addresses rarely change), and each visitor may
// cause at most PAID_CALLS_PER_WINDOW billed calls per window. A person typing one address with the 500 ms
// debounce makes about 5 to 10; 60 in 10 minutes leaves room for several addresses and stops a script.
const PAID_CALLS_PER_WINDOW = 60;
const PAID_WINDOW_MS = 10 * 60_000;
const ANSWER_CACHE_MS = 60 * 60_000;
/** The host's rate-limit wording (server/rate-limits.ts), so a refusal reads the same whichever limit hit. */
export const PAID_LOOKUP_REFUSED = "Too many requests, please try again later.";

export type AddressLookup = {
  readonly provider: AddressLookupProvider;
  suggest(text: string, visitor: { ip: string }): Promise<SuggestOutcome>;
  get(id: string, visitor: { ip: string }): Promise<GetOutcome>;
};

export type SuggestOutcome =
  | { kind: "ok"; suggestions: AddressSuggestion[] }
  /** The provider failed: answered as "nothing found", but not to be cached. */
  | { kind: "failed"; suggestions: [] }
  | { kind: "invalid"; message: string }
  | { kind: "too-many" };
export type GetOutcome =
  | { kind: "ok"; address: LookedUpAddress }
  | { kind: "not-found" }
  | { kind: "unavailable" }
  | { kind: "too-many" };

export function createAddressLookup(
  config: Pick<Config, "address">,
  deps: { db: Db; logger: Logger; fetch?: typeof fetch },
): AddressLookup {
  return wrapProvider(chooseProvider(config, deps), deps.logger);
}

function chooseProvider(
  config: Pick<Config, "address">,
  deps: { db: Db; logger: Logger; fetch?: typeof fetch },
): AddressLookupProvider {
  const { provider, apiKey, apiUrl } = config.address;
  if (provider === "getaddress") {
    // loadConfig refuses getaddress without a key, so apiKey is set here.
    return createGetAddressLookup({ apiKey: apiKey ?? "", baseUrl: apiUrl ?? undefined, fetch: deps.fetch });
  }
  if (provider !== "local") {
    deps.logger.warn(
      { provider },
      "address lookup: provider not available yet, using the local addresses table",
    );
  }
  return createLocalAddressLookup(deps.db);
}

/** Input checks, the paid-call budget, the answer cache and failure handling around any provider. */
export function wrapProvider(provider: AddressLookupProvider, logger: Logger): AddressLookup {
  const answers = provider.paid
    ? new LRUCache<string, { value: AddressSuggestion[] | LookedUpAddress | null }>({
        max: 5_000,
        ttl: ANSWER_CACHE_MS,
      })
    : null;
  const budgets = provider.paid
    ? new LRUCache<string, { calls: number }>({ max: 50_000, ttl: PAID_WINDOW_MS, noUpdateTTL: true })
    : null;

  /** Spends one paid call for this visitor; false when they have none left in this window. */
  function spend(ip: string): boolean {
    if (!budgets) return true;
    const budget = budgets.get(ip);
    if (!budget) {
      budgets.set(ip, { calls: 1 });
      return true;
    }
    if (budget.calls >= PAID_CALLS_PER_WINDOW) return false;
    budget.calls += 1;
    return true;
  }

  return {
    provider,
    async suggest(rawText, visitor) {
      const text = rawText.trim().replace(/\s+/g, " ");
      if (text.length > ADDRESS_MAX_TEXT_LENGTH) {
        return {
          kind: "invalid",
          message: `autocomplete must be at most ${ADDRESS_MAX_TEXT_LENGTH} characters`,
        };
      }
      if (text.length < ADDRESS_MIN_TEXT_LENGTH) return { kind: "ok", suggestions: [] };
      const key = `s:${text.toLowerCase()}`;
      const cached = answers?.get(key);
      if (cached) return { kind: "ok", suggestions: cached.value as AddressSuggestion[] };
      if (!spend(visitor.ip)) return { kind: "too-many" };
      try {
        const suggestions = (await provider.suggest(text, ADDRESS_SUGGESTIONS_LIMIT)).slice(
          0,
          ADDRESS_SUGGESTIONS_LIMIT,
        );
        answers?.set(key, { value: suggestions });
        return { kind: "ok", suggestions };
      } catch (error) {
        logger.error({ err: error, provider: provider.name }, "address lookup: suggestions failed");
        return { kind: "failed", suggestions: [] };
      }
    },
    async get(id, visitor) {
      if (!isValidSuggestionId(id)) return { kind: "not-found" };
      const key = `g:${id}`;
      const cached = answers?.get(key);
      if (cached) {
        const address = cached.value as LookedUpAddress | null;
        return address ? { kind: "ok", address } : { kind: "not-found" };
      }
      if (!spend(visitor.ip)) return { kind: "too-many" };
      try {
        const address = await provider.get(id);
        answers?.set(key, { value: address });
        return address ? { kind: "ok", address } : { kind: "not-found" };
      } catch (error) {
        logger.error({ err: error, provider: provider.name }, "address lookup: address failed");
        return { kind: "unavailable" };
      }
    },
  };
}
