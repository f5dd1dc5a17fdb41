import type { PropertyCard } from "../../../modules/listings/model/property-card.ts";

/**
 * At a group site (issue 44 item 7), the member agency and branch that market a listing: on its card and its page.
 * Nothing for the site's own listings.
 */
export function MarketedBy({ credit }: { credit: PropertyCard["marketedBy"] }) {
  if (!credit) return null;
  return (
    <p className="text-sm" data-marketed-by>
      {`Marketed by ${credit.agency}${credit.branch ? `, ${credit.branch}` : ""}`}
    </p>
  );
}
