// The key facts of a listing (issue 4): bedrooms, bathrooms, receptions, type, size, land and tenure.
// Counts of zero are left out (land has no bedrooms); tenure is material information, so a sale without it
// says "Ask the agent".
import type { PropertyDetails } from "../../../modules/listings/model/property-details.ts";
import { ASK_AGENT } from "../../../modules/listings/model/material-information.ts";
import { groupThousands } from "../../../domain/number-format.ts";

type FactsInput = Pick<
  PropertyDetails,
  | "channel"
  | "bedrooms"
  | "bathrooms"
  | "receptionRooms"
  | "propertyType"
  | "squareFeet"
  | "acreage"
  | "tenure"
>;

export function keyFacts(p: FactsInput): [term: string, value: string][] {
  const facts: [string, string | null][] = [
    ["Type", p.propertyType],
    ["Bedrooms", p.bedrooms > 0 ? String(p.bedrooms) : null],
    ["Bathrooms", p.bathrooms > 0 ? String(p.bathrooms) : null],
    ["Receptions", p.receptionRooms > 0 ? String(p.receptionRooms) : null],
    ["Size", p.squareFeet ? `${groupThousands(p.squareFeet)} sq ft` : null],
    ["Land", p.acreage ? `${p.acreage} ${p.acreage === 1 ? "acre" : "acres"}` : null],
    ["Tenure", p.channel === "sales" ? (p.tenure ?? ASK_AGENT) : null],
  ];
  return facts.filter((fact): fact is [string, string] => fact[1] !== null);
}

export function KeyFacts({ property }: { property: FactsInput }) {
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-2 sm:grid-cols-4" aria-label="Key facts">
      {keyFacts(property).map(([term, value]) => (
        <div key={term}>
          <dt className="text-sm">{term}</dt>
          <dd className="font-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
