// Price honesty (issue 41; the DMCCA 2024's ban on drip pricing, as the CMA reads it for property): the charges a
// buyer cannot avoid are stated with the price, not only deep in the material information. For a sale: a
// leasehold's service charge and ground rent, an estate charge, a new home's reservation fee. A tenant pays none
// of them (the landlord does), so a let states none. Pure and browser-safe: the property page draws it.
import { formatPounds } from "../../../domain/pricing.ts";
import type { Listing } from "../../../domain/agency.ts";

export type ChargesInput = Pick<Listing, "channel" | "materialInformation">;

/** "Plus a service charge of £1,200 a year, ground rent of £250 a year and …", or null when there is none. */
export function chargesWithPrice(listing: ChargesInput): string | null {
  if (listing.channel !== "sales") return null;
  const info = listing.materialInformation;
  const charges: string[] = [];
  // A peppercorn (£0) ground rent is no charge; an unknown one is "Ask the agent" in the material information.
  if (info.serviceChargePerYear)
    charges.push(`a service charge of ${formatPounds(info.serviceChargePerYear)} a year`);
  if (info.groundRentPerYear) charges.push(`ground rent of ${formatPounds(info.groundRentPerYear)} a year`);
  if (info.estateChargePerYear)
    charges.push(`an estate charge of ${formatPounds(info.estateChargePerYear)} a year`);
  if (info.reservationFee) charges.push(`a reservation fee of ${formatPounds(info.reservationFee)}`);
  if (charges.length === 0) return null;
  const list = charges.length === 1 ? charges[0] : `${charges.slice(0, -1).join(", ")} and ${charges.at(-1)}`;
  return `Plus ${list}.`;
}
