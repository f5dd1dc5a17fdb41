// Branches and staff from a feed (issue 12 item 3): matched by (source, the CRM's code), created or updated,
// never deleted here (a branch a feed stops naming may still hold listings). Call inside the import's
// transaction; every function takes it first, as repositories do.
import { slugify } from "../../../domain/slug.ts";
import type { Db } from "../../../db/client.ts";
import {
  insertBranch,
  insertStaff,
  selectBranchBySourceCode,
  selectBranchesBySourceCodes,
  selectMainBranch,
  selectSlugsLike,
  selectStaffBySourceCodes,
  updateBranch,
  updateStaff,
  type FeedBranchRow,
  type FeedStaffRow,
  type NewFeedBranchRow,
  type NewFeedStaffRow,
} from "../repos/feed-branches.ts";
import type { FeedBranch, FeedMediaSource, FeedRowError, FeedStaff } from "../model/feed-listing.ts";

export type Position = { latitude: number; longitude: number };

/**
 * Finds a position for a branch that arrives without one (the search wing's geocoding, another part of issue 12,
 * provides it). Null when the postcode and town cannot be placed.
 */
export type Geocode = (postcode: string, town: string) => Promise<Position | null>;

export type UpsertCounts = { created: number; updated: number; unchanged: number };

export type BranchUpsertResult = UpsertCounts & {
  errors: FeedRowError[];
  /** The CRM's code → our branch id, for every branch created, updated or unchanged. */
  branchIds: Map<string, number>;
};

export type StaffUpsertResult = UpsertCounts & {
  errors: FeedRowError[];
  staffIds: Map<string, number>;
  /** People whose feed names a photo: the caller fetches or copies it and sets staff.photo_key. */
  photos: { staffId: number; code: string; photo: FeedMediaSource }[];
};

export async function upsertFeedBranches(
  tx: Db,
  source: string,
  feedBranches: readonly FeedBranch[],
  geocode?: Geocode,
): Promise<BranchUpsertResult> {
  const result: BranchUpsertResult = {
    created: 0,
    updated: 0,
    unchanged: 0,
    errors: [],
    branchIds: new Map(),
  };
  const existing = new Map(
    (
      await selectBranchesBySourceCodes(
        tx,
        source,
        feedBranches.map((b) => b.code),
      )
    ).map((row) => [row.sourceCode!, row]),
  );
  let main: FeedBranchRow | null | undefined;
  for (const branch of feedBranches) {
    const rowError = (field: string | null, message: string) =>
      result.errors.push({
        line: null,
        reference: branch.code,
        field,
        message: `Branch ${branch.code}: ${message}`,
      });
    const current = existing.get(branch.code);
    if (current) {
      const changes = await branchChanges(current, branch, geocode);
      if (Object.keys(changes).length) {
        await updateBranch(tx, current.id, changes);
        result.updated++;
      } else {
        result.unchanged++;
      }
      result.branchIds.set(branch.code, current.id);
      continue;
    }

    const position = await positionFor(branch, geocode);
    if (!position) {
      rowError(
        "latitude",
        "no position: give latitude and longitude, or a postcode and town the geocoder can place",
      );
      continue;
    }
    // A new branch without a telephone or email shows the agency's main ones (the first demo branch).
    if (main === undefined) main = await selectMainBranch(tx);
    const telephone = branch.telephone ?? main?.telephone;
    const email = branch.email ?? main?.email;
    if (!telephone || !email) {
      rowError(branch.telephone ? "email" : "telephone", "a new branch needs a telephone and an email");
      continue;
    }
    const row = await insertBranch(tx, {
      slug: await freeSlug(tx, branch.name),
      name: branch.name,
      addressLine1: branch.addressLine1 ?? "",
      addressLine2: branch.addressLine2,
      town: branch.town ?? "",
      county: branch.county,
      postcode: branch.postcode ?? "",
      latitude: position.latitude,
      longitude: position.longitude,
      telephone,
      email,
      description: branch.description,
      source,
      sourceCode: branch.code,
    });
    existing.set(branch.code, row);
    result.branchIds.set(branch.code, row.id);
    result.created++;
  }
  return result;
}

/** What to write to an existing branch: columns the feed gives that differ. A required column the feed leaves
 * empty keeps its value; optional ones follow the feed (null clears them). */
async function branchChanges(
  current: FeedBranchRow,
  branch: FeedBranch,
  geocode: Geocode | undefined,
): Promise<Partial<NewFeedBranchRow>> {
  const wanted: Partial<NewFeedBranchRow> = {
    name: branch.name,
    addressLine1: branch.addressLine1 ?? current.addressLine1,
    addressLine2: branch.addressLine2,
    town: branch.town ?? current.town,
    county: branch.county,
    postcode: branch.postcode ?? current.postcode,
    telephone: branch.telephone ?? current.telephone,
    email: branch.email ?? current.email,
    description: branch.description,
  };
  if (branch.latitude != null && branch.longitude != null) {
    wanted.latitude = branch.latitude;
    wanted.longitude = branch.longitude;
  } else if (branch.postcode && branch.postcode !== current.postcode && geocode) {
    // Moved without coordinates: place it again when we can, else keep the old position.
    const position = await geocode(branch.postcode, branch.town ?? current.town);
    if (position) Object.assign(wanted, position);
  }
  return Object.fromEntries(
    Object.entries(wanted).filter(([key, value]) => current[key as keyof FeedBranchRow] !== value),
  ) as Partial<NewFeedBranchRow>;
}

async function positionFor(branch: FeedBranch, geocode: Geocode | undefined): Promise<Position | null> {
  if (branch.latitude != null && branch.longitude != null) {
    return { latitude: branch.latitude, longitude: branch.longitude };
  }
  if (!geocode || (!branch.postcode && !branch.town)) return null;
  return geocode(branch.postcode ?? "", branch.town ?? "");
}

/** "Clifton Village" → "clifton-village", or "clifton-village-2" when taken (branches_slug_key is unique). */
export function branchSlug(name: string): string {
  return slugify(name, { maxLength: 80, fallback: "branch" });
}

async function freeSlug(tx: Db, name: string): Promise<string> {
  const base = branchSlug(name);
  const taken = await selectSlugsLike(tx, base);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** Great Britain's centre (near Dunsop Bridge): a placeholder branch's position when nothing else is known. */
const PLACEHOLDER_BRANCH_POSITION: Position = { latitude: 54.0, longitude: -2.55 };

/**
 * The branch a listing names by its CRM code (BLM BRANCH_ID), created as a placeholder when this source has
 * never described it: "Branch {code}", with the agency's main contact details and position, copied from the
 * first demo branch (else the first branch of any source). Its address stays empty until a branches feed
 * describes it; the position is meant to become the average of its listings (a later step of the engine).
 * `position` overrides the copied one (e.g. the first listing's).
 */
export async function ensureBranchForCode(
  tx: Db,
  source: string,
  code: string,
  options: { position?: Position } = {},
): Promise<{ id: number; created: boolean }> {
  const found = await selectBranchBySourceCode(tx, source, code);
  if (found) return { id: found.id, created: false };
  const main = await selectMainBranch(tx);
  // An agency starting empty whose first listing could not be placed (issue 36) still gets its branch: at a
  // nominal point, until a branches feed or staff give its address. A placeholder is kept off public pages.
  const position =
    options.position ??
    (main ? { latitude: main.latitude, longitude: main.longitude } : PLACEHOLDER_BRANCH_POSITION);
  // An agency starting empty (DEMO_AGENCY=off) has no branch to copy from: the placeholder then has no
  // contact details until a branches CSV/JSON names them, and its leads go to the agency's main inbox.
  const name = `Branch ${code}`;
  const row = await insertBranch(tx, {
    slug: await freeSlug(tx, name),
    name,
    addressLine1: "",
    town: "",
    postcode: "",
    latitude: position.latitude,
    longitude: position.longitude,
    telephone: main?.telephone ?? "",
    salesTelephone: main?.salesTelephone ?? null,
    lettingsTelephone: main?.lettingsTelephone ?? null,
    email: main?.email ?? "",
    source,
    sourceCode: code,
  });
  return { id: row.id, created: true };
}

export async function upsertFeedStaff(
  tx: Db,
  source: string,
  people: readonly FeedStaff[],
): Promise<StaffUpsertResult> {
  const result: StaffUpsertResult = {
    created: 0,
    updated: 0,
    unchanged: 0,
    errors: [],
    staffIds: new Map(),
    photos: [],
  };
  const branchIds = new Map(
    (await selectBranchesBySourceCodes(tx, source, [...new Set(people.map((p) => p.branchCode))])).map(
      (b) => [b.sourceCode!, b.id],
    ),
  );
  const existing = new Map(
    (
      await selectStaffBySourceCodes(
        tx,
        source,
        people.map((p) => p.code),
      )
    ).map((row) => [row.sourceCode!, row]),
  );
  for (const person of people) {
    const branchId = branchIds.get(person.branchCode);
    if (branchId === undefined) {
      // Not a placeholder: a person is never the first news of a branch, so this is most likely a typo.
      result.errors.push({
        line: null,
        reference: person.code,
        field: "branchCode",
        message: `Staff ${person.code}: branch ${person.branchCode} is not known for ${source}; import it first`,
      });
      continue;
    }
    const wanted = {
      branchId,
      firstName: person.firstName,
      surname: person.surname,
      jobTitle: person.jobTitle,
      telephone: person.telephone,
      email: person.email,
      contactableForSales: person.contactableForSales,
      contactableForLettings: person.contactableForLettings,
    } satisfies Partial<NewFeedStaffRow>;
    const current = existing.get(person.code);
    let id: number;
    if (current) {
      const changes = Object.fromEntries(
        Object.entries(wanted).filter(([key, value]) => current[key as keyof FeedStaffRow] !== value),
      );
      if (Object.keys(changes).length) {
        await updateStaff(tx, current.id, changes);
        result.updated++;
      } else {
        result.unchanged++;
      }
      id = current.id;
    } else {
      id = (await insertStaff(tx, { ...wanted, source, sourceCode: person.code })).id;
      result.created++;
    }
    result.staffIds.set(person.code, id);
    if (person.photo) result.photos.push({ staffId: id, code: person.code, photo: person.photo });
  }
  return result;
}
