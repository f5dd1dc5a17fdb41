// The address lookup port (design §6 ADDRESS_PROVIDER): every provider answers the shapes of spec §3
// "Address", so GET /address_lookup does not care which one is configured.
import type { AddressSuggestion, LookedUpAddress } from "../../domain/address.ts";

export type AddressLookupProvider = {
  readonly name: string;
  /** Whether each call costs the agency money (a per-visitor limit then applies: platform/address-lookup/index.ts). */
  readonly paid: boolean;
  /** Up to `limit` suggestions for typed text. Throws AddressProviderError when the provider fails. */
  suggest(text: string, limit: number): Promise<AddressSuggestion[]>;
  /** The address of a suggestion id; null when the provider does not know it. Throws AddressProviderError. */
  get(id: string): Promise<LookedUpAddress | null>;
};

/** The provider could not answer (network, timeout, refusal, unreadable answer): not the visitor's fault. */
export class AddressProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "AddressProviderError";
  }
}
