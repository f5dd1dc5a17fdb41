// A letting's deposits in pounds (issue 16; domain/tenancy-deposits.ts), and the link to the agency's tenant
// fees (#/tenant-info, spec §2), which until now opened only when typed.
import { overlayHash, tenantInfoOverlay } from "../../../domain/overlay-paths.ts";
import type { PropertyDetails } from "../../../modules/listings/model/property-details.ts";
import { formatDeposit, listingDeposits } from "../../../domain/tenancy-deposits.ts";

type DepositsInput = Pick<
  PropertyDetails,
  | "channel"
  | "price"
  | "poa"
  | "priceFrequency"
  | "tags"
  | "rentFrequency"
  | "quotedPrice"
  | "deposit"
  | "tenantFeesHtml"
>;

const WEEKS = { 5: "Five", 6: "Six" } as const;

export function LettingsDeposits({ property }: { property: DepositsInput }) {
  const deposits = listingDeposits(property);
  // As the overlay itself: it opens only with fee text (app/modals/registry.ts, property.tsx overlayData).
  const feesLink = property.channel === "lettings" && Boolean(property.tenantFeesHtml);
  if (!deposits && !feesLink) return null;
  return (
    <section aria-labelledby="deposits">
      <h2 id="deposits" className="text-xl font-semibold">
        Deposits and fees
      </h2>
      {deposits ? (
        <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2">
          <div className="flex flex-col border-b border-black/10 py-1">
            <dt>Holding deposit</dt>
            <dd className="text-lg font-semibold">{formatDeposit(deposits.holdingDeposit)}</dd>
            <dd className="text-sm">One week&apos;s rent, to reserve the property</dd>
          </div>
          <div className="flex flex-col border-b border-black/10 py-1">
            <dt>Tenancy deposit</dt>
            <dd className="text-lg font-semibold">{formatDeposit(deposits.tenancyDeposit)}</dd>
            <dd className="text-sm">
              {deposits.tenancyDepositFromListing
                ? "Set by the landlord, within the legal limit"
                : deposits.tenancyDepositWeeks === 6
                  ? "Six weeks' rent, as the annual rent is £50,000 or more"
                  : `${WEEKS[deposits.tenancyDepositWeeks]} weeks' rent`}
            </dd>
          </div>
        </dl>
      ) : null}
      {feesLink ? (
        <p className="mt-3">
          <a href={overlayHash(tenantInfoOverlay())} className="underline underline-offset-4">
            Tenant fees and information
          </a>
        </p>
      ) : null}
    </section>
  );
}
