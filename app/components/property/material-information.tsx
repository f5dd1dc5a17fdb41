// UK material information (National Trading Standards guidance, parts A–C; issue 4): what a listing must
// say, each item "Ask agent" where the agency has not supplied it.
import { formatPounds } from "../../../domain/pricing.ts";
import type { PropertyDetails } from "../../../domain/property-details.ts";

export const ASK_AGENT = "Ask agent";

type MaterialInput = Pick<PropertyDetails, "channel" | "tenure" | "materialInformation">;
type MaterialInformationData = PropertyDetails["materialInformation"];

const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : ASK_AGENT);
const perYear = (value: number | null | undefined) =>
  value === null || value === undefined ? ASK_AGENT : `${formatPounds(value)} per year`;

function localTax(info: MaterialInformationData): [string, string] {
  // Northern Ireland has domestic rates instead of council tax bands.
  if (info.domesticRates?.trim() && !info.councilTaxBand?.trim())
    return ["Domestic rates", info.domesticRates.trim()];
  return ["Council tax band", text(info.councilTaxBand)];
}

export function materialInformationItems(p: MaterialInput): [term: string, value: string][] {
  const info = p.materialInformation;
  const leasehold = /leasehold|share of freehold/i.test(p.tenure ?? "");
  return [
    localTax(info),
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
        ] as [string, string][])
      : []),
    ["Parking", text(info.parking)],
    ["Heating", text(info.heating)],
    ["Electricity", text(info.electricity)],
    ["Water", text(info.water)],
    ["Sewerage", text(info.sewerage)],
    ["Broadband", text(info.broadband)],
    ["Mobile signal", text(info.mobileSignal)],
    ["Construction", text(info.construction)],
    ["Flood risk", text(info.floodRisk)],
    ["Restrictions", text(info.restrictions)],
    ["Rights and easements", text(info.rightsAndEasements)],
    ["Accessibility", text(info.accessibility)],
  ];
}

export function MaterialInformation({ property }: { property: MaterialInput }) {
  return (
    <section aria-labelledby="material-information">
      <h2 id="material-information" className="text-xl font-semibold">
        Material information
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {materialInformationItems(property).map(([term, value]) => (
          <div key={term} className="flex justify-between gap-4 border-b border-black/10 py-1">
            <dt>{term}</dt>
            <dd className="text-right font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
