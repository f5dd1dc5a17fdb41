// Factories shared by the seed and the tests (tests/factories re-exports them): one believable row,
// made by the same code as the demo agency, with overrides for whatever a test cares about.
import { generateAgency, type NewBranch, type NewStaff } from "./agency.ts";
import { generateArticles, type NewArticle } from "./articles.ts";
import {
  listingGenerator,
  type ListingBatch,
  type ListingPlan,
  type NewMedia,
  type NewProperty,
} from "./listings.ts";
import { createRandom } from "./random.ts";
import { TOWNS } from "./towns.ts";

type WithoutId<T> = Omit<T, "id">;
let made = 0;
// References are unique, so factory rows can sit beside a seeded agency.
const nextReference = () => `TEST-${process.pid}-${++made}`;

/** A listing for branch 1 (Bristol) with its media; `plan` picks the kind, `seed` the variation. */
export function buildListing(
  overrides: Partial<WithoutId<NewProperty>> = {},
  options: { plan?: ListingPlan; seed?: number; now?: Date } = {},
): { property: WithoutId<NewProperty>; media: Omit<NewMedia, "id" | "propertyId">[] } {
  const batch: ListingBatch = { properties: [], media: [] };
  const context = { towns: TOWNS, agency: generateAgency(TOWNS), now: options.now ?? new Date() };
  const generator = listingGenerator(createRandom(options.seed ?? 1), context);
  // Room for a single property: a development plan becomes one ordinary listing.
  generator.add(batch, options.plan ?? { channel: "sales", kind: "home" }, TOWNS[0]!, 1);
  const { id: _id, ...property } = batch.properties[0]!;
  return {
    property: { ...property, reference: nextReference(), ...overrides },
    media: batch.media.map(({ id: _mediaId, propertyId: _propertyId, ...media }) => media),
  };
}

export function buildProperty(
  overrides: Partial<WithoutId<NewProperty>> = {},
  options: { plan?: ListingPlan; seed?: number; now?: Date } = {},
): WithoutId<NewProperty> {
  return buildListing(overrides, options).property;
}

export function buildBranch(overrides: Partial<WithoutId<NewBranch>> = {}): WithoutId<NewBranch> {
  const { id: _id, ...branch } = generateAgency(TOWNS).branches[0]!;
  return { ...branch, slug: `test-branch-${process.pid}-${++made}`, ...overrides };
}

export function buildStaffMember(overrides: Partial<WithoutId<NewStaff>> = {}): WithoutId<NewStaff> {
  const { id: _id, ...member } = generateAgency(TOWNS).staff[0]!;
  return { ...member, departmentId: null, ...overrides };
}

export function buildArticle(overrides: Partial<WithoutId<NewArticle>> = {}): WithoutId<NewArticle> {
  const { id: _id, ...article } = generateArticles(generateAgency(TOWNS), new Date())[0]!;
  return { ...article, slug: `test-article-${process.pid}-${++made}`, ...overrides };
}
