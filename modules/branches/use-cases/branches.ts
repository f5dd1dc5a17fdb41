// The branches use case (issue 7 item 4): the branch list searched by place or postcode (nearest first,
// paginated), one branch's page (departments, staff, latest listings) and the office cards of the home page.
import type { StaffContact } from "../../content/model/content-pages.ts";
import type { BranchListItem, BranchSearch } from "../model/branch-list.ts";
import {
  countBranches,
  selectBranchBySlug,
  selectBranchCards,
  selectBranchCoverages,
  type BranchCard,
  selectDepartmentsForBranch,
} from "../repos/branches.ts";
import { selectPlacesMatching } from "../../../db/repos/places.ts";
import { selectStaffForBranch } from "../repos/team.ts";
import { DEFAULT_CARD_SIZE, mediaPath, widthOnly } from "../../../domain/media-sizes.ts";
import { EMPTY_CRITERIA, type SearchChannel } from "../../search/model/criteria.ts";
import { branchPath } from "../../../domain/urls.ts";
import { listPagination } from "../../../domain/list-pagination.ts";
import type { Services } from "../../../platform/services.ts";
import type { PropertyCard } from "../../listings/model/property-card.ts";
import { branchPlaceLinks, searchProperties } from "../../search/index.ts";
import type { PlaceLink } from "../../search/model/results.ts";

export const BRANCHES_PER_PAGE = 4;
export const BRANCH_LATEST_LISTINGS = 8;
/** The longest search text worth looking up: place names and postcodes are far shorter. */
export const MAX_BRANCH_QUERY = 100;

type Point = { latitude: number; longitude: number };

const cardImageUrl = (key: string) => mediaPath(DEFAULT_CARD_SIZE, key);

// A full postcode ("BS8 1AB"), an outward code ("BS8") or an area ("BS"); the space is optional.
const POSTCODE_LIKE = /^([A-Z]{1,2})(\d[A-Z\d]?)?(?:\s*(\d[A-Z]{2}))?$/;

/**
 * The postcode parts of a search text, or null when it is not shaped like one. An area alone ("BS") is
 * only a postcode when it is one or two letters, so place names never match.
 */
export function postcodeParts(text: string): { area: string; outward: string | null } | null {
  const match = POSTCODE_LIKE.exec(text.trim().toUpperCase());
  if (!match) return null;
  const [, area, district, inward] = match as unknown as [
    string,
    string,
    string | undefined,
    string | undefined,
  ];
  if (inward && !district) return null;
  return { area, outward: district ? area + district : null };
}

/**
 * design §4: the branch covering a postcode is the one whose coverage has the longest matching entry (an
 * outward code beats its area). Null when no branch covers it.
 */
export function coveringBranch<T extends { postcodeCoverage: string[] }>(
  parts: { area: string; outward: string | null },
  branches: readonly T[],
): T | null {
  let best: { branch: T; length: number } | null = null;
  for (const branch of branches) {
    for (const entry of branch.postcodeCoverage.map((e) => e.toUpperCase())) {
      const matches = entry === parts.outward || entry === parts.area;
      if (matches && (!best || entry.length > best.length)) best = { branch, length: entry.length };
    }
  }
  return best?.branch ?? null;
}

const KM_PER_MILE = 1.609344;

export function branchAddress(
  b: Pick<BranchCard, "addressLine1" | "addressLine2" | "town" | "postcode">,
): string {
  return [b.addressLine1, b.addressLine2, b.town, b.postcode].filter(Boolean).join(", ");
}

function toListItem(card: BranchCard): BranchListItem {
  return {
    slug: card.slug,
    url: branchPath(card.slug),
    name: card.name,
    address: branchAddress(card),
    telephone: card.telephone,
    imageUrl: card.photoKey ? cardImageUrl(card.photoKey) : null,
    distanceMiles: card.distanceKm === null ? null : Math.round((card.distanceKm / KM_PER_MILE) * 10) / 10,
  };
}

/** Where a search text points: a covered postcode's branch, else the best-matching place. */
async function resolveOrigin(
  services: Pick<Services, "db">,
  q: string,
): Promise<{ point: Point; label: string } | null> {
  const parts = postcodeParts(q);
  if (parts) {
    const branch = coveringBranch(parts, await selectBranchCoverages(services.db));
    if (branch) return { point: branch, label: parts.outward ?? parts.area };
  }
  const [place] = await selectPlacesMatching(services.db, q, 1);
  if (!place) return null;
  return { point: place, label: place.countyName ? `${place.name}, ${place.countyName}` : place.name };
}

/** One page of the branch list, nearest the searched place or postcode first. */
export async function searchBranches(
  services: Pick<Services, "db">,
  args: { q: string; page: number },
): Promise<BranchSearch> {
  const q = args.q.trim().slice(0, MAX_BRANCH_QUERY);
  const page = Math.max(1, Math.trunc(args.page));
  const origin = q ? await resolveOrigin(services, q) : null;
  const [cards, total] = await Promise.all([
    selectBranchCards(services.db, {
      origin: origin?.point ?? null,
      limit: BRANCHES_PER_PAGE,
      offset: (page - 1) * BRANCHES_PER_PAGE,
    }),
    countBranches(services.db),
  ]);
  return {
    q,
    origin: origin?.label ?? null,
    notFound: Boolean(q) && !origin,
    branches: cards.map(toListItem),
    pagination: listPagination(page, total, BRANCHES_PER_PAGE),
  };
}

/** Every branch as an image card (the home page's office slider), in display order. */
export async function officeCards(services: Pick<Services, "db">): Promise<BranchListItem[]> {
  const total = await countBranches(services.db);
  const cards = await selectBranchCards(services.db, { origin: null, limit: total, offset: 0 });
  return cards.map(toListItem);
}

export type BranchStaffMember = StaffContact;

export type BranchPage = {
  id: number;
  slug: string;
  name: string;
  address: string;
  description: string | null;
  email: string;
  imageUrl: string | null;
  latitude: number;
  longitude: number;
  openingHours: { days: string; hours: string }[];
  /** spec §3 Branch/Department: the branch's numbers, then each department's. */
  contactNumbers: { label: string; telephone: string; email: string | null }[];
  staff: BranchStaffMember[];
  latestListings: PropertyCard[];
  /** Issue 18: the landing pages of the places around the branch and the districts it covers. */
  placeSearches: PlaceLink[];
};

/** Staff portraits at the smallest card width: they show small on the page. */
const portraitUrl = (key: string) => mediaPath(widthOnly(320), key);

async function latestListingsOf(services: Services, branchId: number): Promise<PropertyCard[]> {
  const channels: SearchChannel[] = ["sales", "lettings"];
  const results = await Promise.all(
    channels.map((channel) =>
      searchProperties(services, {
        ...EMPTY_CRITERIA,
        tags: [],
        channel,
        branchId,
        sorted: "most-recent-first",
      }),
    ),
  );
  return results
    .flatMap((r) => r.properties)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.property_id - a.property_id)
    .slice(0, BRANCH_LATEST_LISTINGS);
}

/** A branch's page, or null when there is no such slug. */
export async function getBranchPage(services: Services, slug: string): Promise<BranchPage | null> {
  const branch = await selectBranchBySlug(services.db, slug);
  if (!branch) return null;
  const [departments, staff, latestListings, placeSearches] = await Promise.all([
    selectDepartmentsForBranch(services.db, branch.id),
    selectStaffForBranch(services.db, branch.id),
    latestListingsOf(services, branch.id),
    branchPlaceLinks(services.db, branch),
  ]);
  // The office's own number, then each department's (spec §3 Department: label, telephone, email). The
  // branch's sales and lettings numbers stand in only where the branch has no such department.
  const labels = new Set(departments.map((d) => d.label));
  const contactNumbers = [
    { label: "Office", telephone: branch.telephone, email: branch.email as string | null },
    ...(branch.salesTelephone && !labels.has("Sales")
      ? [{ label: "Sales", telephone: branch.salesTelephone, email: null }]
      : []),
    ...(branch.lettingsTelephone && !labels.has("Lettings")
      ? [{ label: "Lettings", telephone: branch.lettingsTelephone, email: null }]
      : []),
    ...departments
      .filter((d): d is typeof d & { telephone: string } => Boolean(d.telephone))
      .map((d) => ({
        label: d.branchId === null ? d.name : d.label,
        telephone: d.telephone,
        email: d.email,
      })),
  ];
  return {
    id: branch.id,
    slug: branch.slug,
    name: branch.name,
    address: branchAddress(branch),
    description: branch.description,
    email: branch.email,
    imageUrl: branch.photoKey ? mediaPath(widthOnly(1160), branch.photoKey) : null,
    latitude: branch.latitude,
    longitude: branch.longitude,
    openingHours: branch.openingHours ?? [],
    contactNumbers,
    staff: staff.map((s) => ({
      id: s.id,
      firstName: s.firstName,
      surname: s.surname,
      jobTitle: s.jobTitle,
      telephone: s.telephone,
      email: s.email,
      photoUrl: s.photoKey ? portraitUrl(s.photoKey) : null,
    })),
    latestListings,
    placeSearches,
  };
}
