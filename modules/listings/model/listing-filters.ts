// The listings desk's list (issue 14): its filters — the public search's (channel, price, bedrooms, status,
// text) plus the source and withdrawn listings — read from the GET form's query, and its pages, which move
// by a cursor (the last row's sort key) so that a page never counts or skips the rows before it.
import { z } from "zod";
import type { PropertyStatus } from "./card-tags.ts";
import {
  ADVERT_CHOICES,
  DESK_SORTS,
  MAP_CHOICES,
  type DeskAdvertFilter,
  type DeskMapFilter,
  type DeskSort,
} from "./list-choices.ts";
import { LISTING_STATUSES } from "./listing-fields.ts";

export { ADVERT_CHOICES, DESK_SORTS, MAP_CHOICES, WITHDRAWN_CHOICES, type DeskSort } from "./list-choices.ts";

export const DESK_PAGE_SIZE = 50;
/**
 * The count shown stops here ("more than 1,000"): counting a large stock costs every view (at 100,000
 * listings on PostgreSQL, counting to 10,000 took 90–130 ms, more than the page's whole budget).
 */
export const DESK_COUNT_CAP = 1_000;

/** Where a page starts: after (next pages) or before (previous pages) a row's sort key and id. */
export type DeskCursor = { direction: "after" | "before"; key: string | number | null; id: number };

export type DeskFilters = {
  text: string | null;
  channel: "sales" | "lettings" | null;
  status: Exclude<PropertyStatus, "withdrawn"> | null;
  withdrawn: "" | "only" | "include";
  /** On the map or not (issue 36): "" for every listing. */
  map: DeskMapFilter;
  /** What the advert rules found (issue 41): "" for every listing. */
  advert: DeskAdvertFilter;
  source: string | null;
  branchId: number | null;
  minPrice: number | null;
  maxPrice: number | null;
  minBeds: number | null;
  maxBeds: number | null;
  sort: DeskSort;
  cursor: DeskCursor | null;
};

const blankToNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);
const count = (max: number) =>
  z.preprocess(blankToNull, z.coerce.number().int().min(0).max(max).nullable().catch(null));
const oneOf = <T extends string>(values: readonly T[]) =>
  z.preprocess(
    blankToNull,
    z
      .enum(values as [T, ...T[]])
      .nullable()
      .catch(null),
  );

const cursorSchema = z
  .string()
  .transform((text, ctx) => {
    try {
      const [key, id] = JSON.parse(text) as [unknown, unknown];
      if ((typeof key === "string" || typeof key === "number" || key === null) && Number.isSafeInteger(id))
        return { key, id: id as number };
    } catch {
      // fall through
    }
    ctx.addIssue({ code: "custom", message: "bad cursor" });
    return z.NEVER;
  })
  .nullable()
  .catch(null);

const querySchema = z.object({
  q: z.preprocess(blankToNull, z.string().trim().max(100).nullable().catch(null)),
  channel: oneOf(["sales", "lettings"] as const),
  status: oneOf(LISTING_STATUSES.map((s) => s.value)),
  withdrawn: z.enum(["", "only", "include"]).catch(""),
  map: z.enum(MAP_CHOICES.map((c) => c.value) as [DeskMapFilter, ...DeskMapFilter[]]).catch(""),
  advert: z.enum(ADVERT_CHOICES.map((c) => c.value) as [DeskAdvertFilter, ...DeskAdvertFilter[]]).catch(""),
  source: z.preprocess(
    blankToNull,
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .nullable()
      .catch(null),
  ),
  branch: count(2_147_483_647),
  min_price: count(1_000_000_000),
  max_price: count(1_000_000_000),
  min_beds: count(50),
  max_beds: count(50),
  sort: z.enum(DESK_SORTS.map((s) => s.value) as [DeskSort, ...DeskSort[]]).catch("updated"),
  after: z.preprocess(blankToNull, cursorSchema),
  before: z.preprocess(blankToNull, cursorSchema),
});

/** The filters of a query string; anything unreadable is simply not applied (a list never errors). */
export function readDeskFilters(search: URLSearchParams): DeskFilters {
  const raw = Object.fromEntries([...querySchema.keyof().options].map((k) => [k, search.get(k) ?? ""]));
  const q = querySchema.parse(raw);
  const cursor = q.after
    ? { direction: "after" as const, ...q.after }
    : q.before
      ? { direction: "before" as const, ...q.before }
      : null;
  return {
    text: q.q,
    channel: q.channel,
    status: q.status,
    withdrawn: q.withdrawn,
    map: q.map,
    advert: q.advert,
    source: q.source,
    branchId: q.branch,
    minPrice: q.min_price,
    maxPrice: q.max_price,
    minBeds: q.min_beds,
    maxBeds: q.max_beds,
    sort: q.sort,
    cursor,
  };
}

/** A row's place in its order, as the page links carry it (JSON: readable, and the same in every runtime). */
export function encodeCursor(key: string | number | null, id: number): string {
  return JSON.stringify([key, id]);
}

/** The query string of a set of filters (without a cursor: the first page), as the GET form would send it. */
export function deskQuery(filters: DeskFilters, cursor?: { after?: string; before?: string }): string {
  const params = new URLSearchParams();
  const put = (name: string, value: string | number | null) => {
    if (value !== null && value !== "") params.set(name, String(value));
  };
  put("q", filters.text);
  put("channel", filters.channel);
  put("status", filters.status);
  put("withdrawn", filters.withdrawn);
  put("map", filters.map);
  put("advert", filters.advert);
  put("source", filters.source);
  put("branch", filters.branchId);
  put("min_price", filters.minPrice);
  put("max_price", filters.maxPrice);
  put("min_beds", filters.minBeds);
  put("max_beds", filters.maxBeds);
  if (filters.sort !== "updated") put("sort", filters.sort);
  if (cursor?.after) put("after", cursor.after);
  if (cursor?.before) put("before", cursor.before);
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The query string of the page being looked at (its filters and its cursor), to come back to after a post. */
export function deskPageQuery(filters: DeskFilters): string {
  const cursor = filters.cursor;
  if (!cursor) return deskQuery(filters);
  return deskQuery(filters, { [cursor.direction]: encodeCursor(cursor.key, cursor.id) });
}
