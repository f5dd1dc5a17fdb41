// A group site (issue 44 item 7, docs/decisions/034) shows its live members' listings as pages of its own, and each
// listing stays its member's: its page is read, its leads recorded and its views counted through the member's own
// services (its handle, its branch's inbox, its outbox), while the visitor stays on the group's address.
import { publicReads, type Services } from "../platform/services.ts";
import { findPostcodeBranch, selectBranchAgency } from "../modules/branches/index.ts";
import { selectListingAgency } from "../modules/listings/index.ts";
import type { MarketedBy } from "../modules/search/index.ts";

export type ListingOwner =
  | { kind: "own"; services: Services }
  | { kind: "member"; services: Services; memberId: number; marketedBy: MarketedBy | null };

/**
 * Whose services act for listing `id` at this site: its own, or at a group site the member's whose listing it is.
 * A listing the site cannot see (another agency's, a member's held back) is left to the site's own, which finds
 * nothing.
 */
export async function ownerOfListing(services: Services, id: number): Promise<ListingOwner> {
  const own = { kind: "own", services } as const;
  if (!services.group || !Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return own;
  const found = await selectListingAgency(publicReads(services).db, id);
  if (!found || found.agencyId === services.agencyId) return own;
  const member = await services.group.memberServices(found.agencyId);
  return member
    ? { kind: "member", services: member, memberId: found.agencyId, marketedBy: found.marketedBy }
    : own;
}

/**
 * Whose services record a JSON lead (valuation, staff, department or branch) sent at this site: at a group site, the
 * member's whose listing (`lead.property_id`) or branch (`lead.branch_id`, else the branch covering a valuation's
 * postcode, as GET /postcode_branch_lookup answers there) it names; else the site's own. The body is read as sent:
 * the owner's own form parses and checks it.
 */
export async function ownerOfJsonLead(
  services: Services,
  body: Record<string, unknown>,
): Promise<ListingOwner> {
  const own = { kind: "own", services } as const;
  if (!services.group) return own;
  const lead = isRecord(body.lead) ? body.lead : {};
  const client = isRecord(body.lead_client) ? body.lead_client : {};
  const propertyId = idOf(lead.property_id);
  if (propertyId !== null) return ownerOfListing(services, propertyId);
  const branchId = idOf(lead.branch_id) ?? (await coveringBranchId(services, client.postcode));
  const agencyId = branchId === null ? null : await selectBranchAgency(publicReads(services).db, branchId);
  if (agencyId === null || agencyId === services.agencyId) return own;
  const member = await services.group.memberServices(agencyId);
  return member ? { kind: "member", services: member, memberId: agencyId, marketedBy: null } : own;
}

async function coveringBranchId(services: Services, postcode: unknown): Promise<number | null> {
  if (typeof postcode !== "string") return null;
  const found = await findPostcodeBranch(publicReads(services).db, postcode);
  return found.kind === "found" ? found.branch.id : null;
}

/**
 * What a lead's request says of the visitor, as the member receives it: a group site's visitor account is the
 * group's (each agency is its own data controller), so the member's lead names no account of theirs.
 */
export function leadContextFor<C extends { userId: () => Promise<number | null> }>(
  owner: ListingOwner,
  context: C,
): C {
  return owner.kind === "own" ? context : { ...context, userId: async () => null };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function idOf(value: unknown): number | null {
  const id =
    typeof value === "number"
      ? value
      : typeof value === "string" && /^\d+$/.test(value)
        ? Number(value)
        : NaN;
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}
