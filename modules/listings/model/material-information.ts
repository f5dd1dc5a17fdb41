// UK material information (National Trading Standards guidance, parts A–C; issues 4 and 16): what a listing
// must say, each item "Ask the agent" where the agency has not supplied it. Commercial property pays
// business rates, not council tax; a listing without an EPC says why.
import type { Listing } from "../../../domain/agency.ts";
import { formatPounds, hasCommercialTag } from "../../../domain/pricing.ts";

export const ASK_AGENT = "Ask the agent";
export const NONE_KNOWN = "None known";
/** The EPC row of a listing with no rating, no chart and no exemption. */
export const EPC_NOT_YET_AVAILABLE = "Not yet available";

/** An open-data fact standing in for an item the agency left blank (issue 17), with the source it comes from. */
export type OpenDataFallback = { text: string; source: string };

export type MaterialInput = Pick<Listing, "channel" | "tenure" | "materialInformation" | "tags"> & {
  epcRating: string | null;
  /** How many EPC charts or certificates the listing has. */
  epcChartCount: number;
  /** Issue 17: broadband and flood risk for the postcode from the open data, where the agency said nothing. */
  openData?: { broadband: OpenDataFallback | null; floodRisk: OpenDataFallback | null };
};

type Info = Listing["materialInformation"];

const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : ASK_AGENT);
/** The agency's own words, else the open data's (always named as such, never as the agent's), else ask. */
const orOpenData = (value: string | null | undefined, fallback: OpenDataFallback | null | undefined) =>
  value?.trim() || !fallback ? text(value) : `${fallback.text} (from ${fallback.source})`;
const perYear = (value: number | null | undefined) =>
  value === null || value === undefined ? ASK_AGENT : `${formatPounds(value)} per year`;

// A feed's or an agent's way of saying there is nothing to declare ("No", "None", "N/A").
const NOTHING = /^(?:none|no|nil|n\/?a|false)\.?$/i;
/** A risk or history row (Part C): what the agency said, "None known" for a plain no, else ask. */
const declared = (value: string | null | undefined) => {
  const said = value?.trim();
  if (!said) return ASK_AGENT;
  return NOTHING.test(said) ? NONE_KNOWN : said;
};

/**
 * The EPC row: the rating, an exemption the data records (an `epcRating` such as "Exempt" or "Exempt
 * (listed building)"), the chart when only that came, or "Not yet available" — never nothing (issue 16).
 */
export function epcStatement(epcRating: string | null, epcChartCount: number): string {
  const rating = epcRating?.trim() ?? "";
  if (/^[A-G]$/i.test(rating)) return `Rating ${rating.toUpperCase()}`;
  if (/^exempt/i.test(rating)) return `Exempt${rating.slice("exempt".length)}`;
  if (rating) return rating;
  return epcChartCount > 0 ? "See the EPC chart" : EPC_NOT_YET_AVAILABLE;
}

function localTax(info: Info, commercial: boolean): [string, string] {
  // Commercial property pays business rates on its rateable value (Valuation Office Agency), not council tax.
  if (commercial) {
    const value = info.rateableValue;
    return [
      "Business rates",
      value === null || value === undefined ? ASK_AGENT : `Rateable value ${formatPounds(value)}`,
    ];
  }
  // Northern Ireland has domestic rates instead of council tax bands.
  if (info.domesticRates?.trim() && !info.councilTaxBand?.trim())
    return ["Domestic rates", info.domesticRates.trim()];
  return ["Council tax band", text(info.councilTaxBand)];
}

export function materialInformationItems(p: MaterialInput): [term: string, value: string][] {
  const info = p.materialInformation;
  const leasehold = /leasehold|share of freehold/i.test(p.tenure ?? "");
  return [
    // Part A
    localTax(info, hasCommercialTag(p.tags)),
    // Tenure, lease, service charge and ground rent are for buyers; a tenant's landlord pays them.
    ...(p.channel === "sales"
      ? ([
          ["Tenure", text(p.tenure)],
          ...(leasehold || p.tenure === null
            ? [
                [
                  "Lease length remaining",
                  info.leaseYearsRemaining === null || info.leaseYearsRemaining === undefined
                    ? ASK_AGENT
                    : `${info.leaseYearsRemaining} years`,
                ],
              ]
            : []),
          ["Service charge", perYear(info.serviceChargePerYear)],
          ["Ground rent", perYear(info.groundRentPerYear)],
          ...(info.estateChargePerYear ? [["Estate charge", perYear(info.estateChargePerYear)]] : []),
          ...(info.reservationFee ? [["Reservation fee", formatPounds(info.reservationFee)]] : []),
        ] as [string, string][])
      : []),
    ["EPC", epcStatement(p.epcRating, p.epcChartCount)],
    // Part B
    ["Parking", text(info.parking)],
    ["Heating", text(info.heating)],
    ["Electricity", text(info.electricity)],
    ["Water", text(info.water)],
    ["Sewerage", text(info.sewerage)],
    ["Broadband", orOpenData(info.broadband, p.openData?.broadband)],
    ["Mobile signal", text(info.mobileSignal)],
    ["Construction", text(info.construction)],
    // Part C
    ["Building safety", declared(info.buildingSafety)],
    ["Restrictions", text(info.restrictions)],
    ["Rights and easements", text(info.rightsAndEasements)],
    ["Flood risk", orOpenData(info.floodRisk, p.openData?.floodRisk)],
    ["Flood history", declared(info.floodHistory)],
    ["Coastal erosion", declared(info.coastalErosion)],
    ["Planning", declared(info.planning)],
    ["Accessibility", text(info.accessibility)],
    ["Coal mining", declared(info.coalMining)],
  ];
}
