// /admin/listings (issue 14 "The listings desk"): the agency's stock within the staff member's branches, with
// the public search's filters plus source and withdrawn, as a GET form; paginated on the server by cursor. The
// ticked listings are withdrawn or restored together (issue 42 item 6): a POST to this page's own URL, then
// 303 back to it with what was done.
import { data, redirect } from "react-router";
import type { Route } from "./+types/list";
import {
  ADMIN_LISTINGS_PATH,
  ADMIN_NEW_LISTING_PATH,
  adminListingPath,
} from "../../../../domain/admin/admin-urls.ts";
import { bulkOutcomeQuery, readBulkOutcome } from "../../../../modules/listings/model/bulk-status.ts";
import {
  deskPageQuery,
  deskQuery,
  readDeskFilters,
} from "../../../../modules/listings/model/listing-filters.ts";
import {
  DESK_SORTS,
  MAP_CHOICES,
  ADVERT_CHOICES,
  WITHDRAWN_CHOICES,
  type DeskSort,
} from "../../../../modules/listings/model/list-choices.ts";
import { placementLabel } from "../../../../modules/listings/model/listing-placement.ts";
import { mediaPath, widthOnly } from "../../../../domain/media-sizes.ts";

// The smallest photo width the media route makes; shown at 96 px wide, sharp on a 3× screen.
const THUMBNAIL_WIDTH = 320;
import { LISTING_STATUSES, STATUS_LABELS } from "../../../../modules/listings/model/listing-fields.ts";
import { rolesFor } from "../../../../modules/staff/model/roles.ts";
import {
  bulkStatusMessage,
  changeStatusInBulk,
  listListings,
} from "../../../../modules/listing-desk/index.ts";
import { AdminErrorBoundary, adminPageHeaders } from "../admin-error.tsx";
import { DoneMessage } from "../admin-fields.tsx";
import { adminHeaders, requireStaff } from "../require-staff.server.ts";
import { requireStaffActor } from "../staff-actor.server.ts";
import { TokenInput } from "../admin-form.tsx";
import { DataTable, nameColumn, type Column, type TableSort } from "../../../ui/data-table.tsx";
import { Pager } from "../../../ui/pager.tsx";
import { TitledSection } from "../titled-section.tsx";

/** Where the redirect after a bulk change opens the page: its confirmation, the keyboard carrying on from it. */
const BULK_DONE_ID = "bulk-done";

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context.services, rolesFor("listings"));
  const params = new URL(request.url).searchParams;
  const filters = readDeskFilters(params);
  const page = await listListings(context.services.db, staff, filters);
  const pageHref = `${ADMIN_LISTINGS_PATH}${deskPageQuery(filters)}`;
  const outcome = readBulkOutcome(params);
  return data(
    {
      token: context.session.authenticityToken,
      filters,
      done: outcome ? await bulkStatusMessage(context.services.db, staff, outcome) : null,
      // The bulk form posts to the page as it is (filters and cursor), so the answer comes back to it.
      pageHref,
      // Without script, "select all" is this page again with every box ticked.
      selectAll: params.get("select") === "all",
      selectAllHref: `${pageHref}${pageHref.includes("?") ? "&" : "?"}select=all#bulk-title`,
      clearHref: `${pageHref}#bulk-title`,
      count: page.count,
      capped: page.capped,
      nextHref: page.next ? `${ADMIN_LISTINGS_PATH}${deskQuery(filters, { after: page.next })}` : null,
      previousHref: page.previous
        ? `${ADMIN_LISTINGS_PATH}${deskQuery(filters, { before: page.previous })}`
        : null,
      firstHref: filters.cursor ? `${ADMIN_LISTINGS_PATH}${deskQuery(filters)}` : null,
      // The column headers sort as the Order field does: each order's first page, the filters kept.
      sortHrefs: Object.fromEntries(
        DESK_SORTS.map((sort) => [
          sort.value,
          `${ADMIN_LISTINGS_PATH}${deskQuery({ ...filters, sort: sort.value, cursor: null })}`,
        ]),
      ) as Record<DeskSort, string>,
      branches: page.branches,
      sources: page.sources,
      unplaced: page.unplaced,
      unplacedHref: `${ADMIN_LISTINGS_PATH}${deskQuery({ ...filters, map: "unplaced", cursor: null })}`,
      heldBack: page.heldBack,
      heldBackHref: `${ADMIN_LISTINGS_PATH}${deskQuery({ ...filters, advert: "held", cursor: null })}`,
      rows: page.rows.map((row) => ({
        id: row.id,
        reference: row.reference,
        displayAddress: row.displayAddress,
        postcode: row.postcode,
        branchName: row.branchName,
        status: STATUS_LABELS[row.status],
        channel: row.channel === "sales" ? "Sales" : "Lettings",
        price: row.priceText,
        source: row.source === "manual" ? "Manual" : row.source === "demo" ? "Demo" : `Feed: ${row.source}`,
        // Not for visitors: staff see which listings lack a pin, and why, to correct them in the CRM.
        map: row.placement === "exact" || row.placement === "postcode" ? null : placementLabel(row.placement),
        mapNote: row.placementNote,
        // Issue 41: held back from the site by the advert rules, or on it with a warning; the rules by id.
        advert: row.heldBack ? "Held back" : row.advertRules.length ? "Advert warning" : null,
        advertRules: row.advertRules.join(", "),
        thumbnail: row.photoKey ? mediaPath(widthOnly(THUMBNAIL_WIDTH), row.photoKey) : null,
        updatedAt: row.updatedAt.toISOString(),
      })),
    },
    { headers: adminHeaders(context) },
  );
}

/**
 * Withdraw or restore the ticked listings, each as its own button on the listing's page would (the same roles,
 * branch scope, rules and audit rows); then 303 back to the same page of the list, saying what was done.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { actor, headers } = await requireStaffActor(request, context, rolesFor("listings"));
  const form = await request.formData().catch(() => null);
  const ticked = (form?.getAll("listing") ?? []).map(String);
  const result = await changeStatusInBulk(context.services.db, actor, {
    intent: String(form?.get("intent") ?? ""),
    listings: ticked,
  });
  if (result.kind === "invalid") {
    // The list again with the message beside the buttons and the same boxes ticked; nothing was changed.
    return data({ bulkError: result.message, ticked: ticked.slice(0, 200) }, { status: 422, headers });
  }
  const back = `${ADMIN_LISTINGS_PATH}${deskPageQuery(readDeskFilters(new URL(request.url).searchParams))}`;
  const done = `${back}${back.includes("?") ? "&" : "?"}${bulkOutcomeQuery(result.outcome)}#${BULK_DONE_ID}`;
  throw redirect(done, { status: 303, headers });
}

export const headers = adminPageHeaders;

// A refusal (403 for an editor, 404 for another branch's listing) renders in the back office's frame.
export const ErrorBoundary = AdminErrorBoundary;

export const meta = () => [{ title: "Listings · Admin" }];

const INPUT = "rounded border border-black/50 px-2 py-1";
/** The price and bedroom filters' highest values. */
const MAX_PRICE = 1_000_000_000;
const MAX_BEDROOMS = 50;
const when = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Europe/London",
});

function Filter({ label, name, children }: { label: string; name: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={`filter-${name}`} className="text-sm font-semibold">
        {label}
      </label>
      {children}
    </div>
  );
}

/** A filter chosen from a list. */
function FilterSelect({
  label,
  name,
  value,
  anyLabel,
  options,
}: {
  label: string;
  name: string;
  value: string | number;
  /** The first choice, the empty value: the filter left off. */
  anyLabel?: string;
  options: readonly { value: string | number; label: string }[];
}) {
  const choices = anyLabel === undefined ? options : [{ value: "", label: anyLabel }, ...options];
  return (
    <Filter label={label} name={name}>
      <select id={`filter-${name}`} name={name} defaultValue={value} className={INPUT}>
        {choices.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Filter>
  );
}

/** A filter by a whole number from 0 to `max` (a price, a number of bedrooms). */
function FilterNumber({
  label,
  name,
  value,
  max,
}: {
  label: string;
  name: string;
  value: number | null;
  max: number;
}) {
  return (
    <Filter label={label} name={name}>
      <input
        id={`filter-${name}`}
        name={name}
        type="number"
        min={0}
        max={max}
        step={1}
        inputMode="numeric"
        defaultValue={value ?? ""}
        className={`${INPUT} w-32`}
      />
    </Filter>
  );
}

/** Which column each order sorts by, and which way; price is the one column sorted both ways. */
const SORTED_COLUMN: Record<DeskSort, Pick<TableSort, "key" | "direction">> = {
  updated: { key: "updated", direction: "descending" },
  "price-asc": { key: "price", direction: "ascending" },
  "price-desc": { key: "price", direction: "descending" },
  reference: { key: "reference", direction: "ascending" },
};

function tableSort(current: DeskSort, hrefs: Record<DeskSort, string>): TableSort {
  return {
    ...SORTED_COLUMN[current],
    // A second click on the price column turns its order round.
    href: (key) =>
      key === "price" ? hrefs[current === "price-asc" ? "price-desc" : "price-asc"] : hrefs[key as DeskSort],
  };
}

type ListingRow = Route.ComponentProps["loaderData"]["rows"][number];

const listingColumns = (isTicked: (id: number) => boolean): Column<ListingRow>[] => [
  {
    header: <span className="sr-only">Select</span>,
    // The label is the whole cell, a target well over 24 px (WCAG 2.5.8).
    cell: (row) => (
      <label className="flex cursor-pointer p-2">
        <input
          type="checkbox"
          name="listing"
          value={row.id}
          form="bulk-form"
          defaultChecked={isTicked(row.id)}
          className="size-5"
          data-listing-select
        />
        <span className="sr-only">{`Select ${row.reference}, ${row.displayAddress}`}</span>
      </label>
    ),
    headerClassName: "p-2",
    cellClassName: "align-top",
  },
  {
    ...nameColumn(
      "Reference",
      (row) => ({ href: adminListingPath(row.id), text: row.reference }),
      "p-2 font-semibold",
    ),
    sortKey: "reference",
    headerClassName: "p-2",
  },
  {
    header: "Address",
    cell: (row) => (
      <>
        {row.thumbnail ? (
          // Decorative: the address beside it names the listing.
          <img
            src={row.thumbnail}
            alt=""
            width={96}
            height={64}
            loading="lazy"
            className="mb-1 h-16 w-24 rounded object-cover"
            data-listing-thumbnail
          />
        ) : null}
        {row.displayAddress}
        {row.map ? (
          <span className="mt-1 block text-xs font-semibold" data-listing-map>
            {row.map}
            {row.mapNote ? <span className="block font-normal">{row.mapNote}</span> : null}
          </span>
        ) : null}
        {row.advert ? (
          <span className="mt-1 block text-xs font-semibold" data-listing-advert>
            {row.advert}
            <span className="block font-normal">{`Advert rules: ${row.advertRules}`}</span>
          </span>
        ) : null}
      </>
    ),
    headerClassName: "p-2",
    cellClassName: "p-2",
  },
  {
    header: "Postcode",
    cell: (row) => row.postcode,
    headerClassName: "p-2",
    cellClassName: "p-2 whitespace-nowrap",
  },
  { header: "Branch", cell: (row) => row.branchName, headerClassName: "p-2", cellClassName: "p-2" },
  { header: "Status", cell: (row) => row.status, headerClassName: "p-2", cellClassName: "p-2" },
  { header: "Channel", cell: (row) => row.channel, headerClassName: "p-2", cellClassName: "p-2" },
  {
    header: "Price",
    cell: (row) => row.price,
    sortKey: "price",
    headerClassName: "p-2",
    cellClassName: "p-2 whitespace-nowrap",
  },
  { header: "Source", cell: (row) => row.source, headerClassName: "p-2", cellClassName: "p-2" },
  {
    header: "Last change",
    cell: (row) => <time dateTime={row.updatedAt}>{when.format(new Date(row.updatedAt))}</time>,
    sortKey: "updated",
    headerClassName: "p-2",
    cellClassName: "p-2 whitespace-nowrap",
  },
];

export default function ListingsDesk({ loaderData, actionData }: Route.ComponentProps) {
  const { filters, rows, count, capped, branches, sources } = loaderData;
  const ticked = new Set(actionData?.ticked ?? []);
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold">Listings</h1>
        <a href={ADMIN_NEW_LISTING_PATH} className="rounded border border-black px-4 py-2 font-semibold">
          New listing
        </a>
      </div>
      <form
        method="get"
        action={ADMIN_LISTINGS_PATH}
        role="search"
        aria-label="Listings"
        className="flex flex-wrap items-end gap-3"
      >
        <Filter label="Reference, address or postcode" name="q">
          <input
            id="filter-q"
            name="q"
            type="search"
            maxLength={100}
            defaultValue={filters.text ?? ""}
            className={INPUT}
          />
        </Filter>
        <FilterSelect
          label="Channel"
          name="channel"
          value={filters.channel ?? ""}
          anyLabel="Sales and lettings"
          options={[
            { value: "sales", label: "Sales" },
            { value: "lettings", label: "Lettings" },
          ]}
        />
        <FilterSelect
          label="Status"
          name="status"
          value={filters.status ?? ""}
          anyLabel="Any status"
          options={LISTING_STATUSES}
        />
        <FilterSelect
          label="Withdrawn"
          name="withdrawn"
          value={filters.withdrawn}
          options={WITHDRAWN_CHOICES}
        />
        <FilterSelect label="On the map" name="map" value={filters.map} options={MAP_CHOICES} />
        <FilterSelect label="Advert rules" name="advert" value={filters.advert} options={ADVERT_CHOICES} />
        <FilterSelect
          label="Source"
          name="source"
          value={filters.source ?? ""}
          anyLabel="Any source"
          options={sources.map((source) => ({
            value: source,
            label: source === "manual" ? "Manual" : source === "demo" ? "Demo" : `Feed: ${source}`,
          }))}
        />
        <FilterSelect
          label="Branch"
          name="branch"
          value={filters.branchId ?? ""}
          anyLabel="All your branches"
          options={branches.map((branch) => ({ value: branch.id, label: branch.name }))}
        />
        <FilterNumber label="Min price (£)" name="min_price" value={filters.minPrice} max={MAX_PRICE} />
        <FilterNumber label="Max price (£)" name="max_price" value={filters.maxPrice} max={MAX_PRICE} />
        <FilterNumber label="Min bedrooms" name="min_beds" value={filters.minBeds} max={MAX_BEDROOMS} />
        <FilterNumber label="Max bedrooms" name="max_beds" value={filters.maxBeds} max={MAX_BEDROOMS} />
        <FilterSelect label="Order" name="sort" value={filters.sort} options={DESK_SORTS} />
        <button type="submit" className="rounded bg-black px-4 py-2 font-semibold text-white">
          Filter
        </button>
      </form>
      {loaderData.heldBack > 0 && filters.advert !== "held" ? (
        <p data-held-back-count>
          <a href={loaderData.heldBackHref} className="underline">
            {`${loaderData.heldBack.toLocaleString("en-GB")} ${loaderData.heldBack === 1 ? "listing is" : "listings are"} held back from the site by the advert rules`}
          </a>{" "}
          (each one&rsquo;s page names the rule, the words and the fix — see docs/advert-rules.md)
        </p>
      ) : null}
      {loaderData.unplaced > 0 && filters.map !== "unplaced" ? (
        <p data-unplaced-count>
          <a href={loaderData.unplacedHref} className="underline">
            {`${loaderData.unplaced.toLocaleString("en-GB")} ${loaderData.unplaced === 1 ? "listing is" : "listings are"} not on the map`}
          </a>{" "}
          (no position for their postcode or town; they are on the site all the same — see docs/geography.md)
        </p>
      ) : null}
      <p data-listing-count>
        {`${capped ? `More than ${count.toLocaleString("en-GB")}` : count.toLocaleString("en-GB")} ${count === 1 && !capped ? "listing" : "listings"}`}
      </p>
      {rows.length > 0 ? (
        <TitledSection
          id="bulk-title"
          title="Withdraw or restore several at once"
          headingClassName="text-lg font-semibold"
          attributes={{ "data-bulk": true }}
        >
          <DoneMessage id={BULK_DONE_ID} message={actionData ? null : loaderData.done} />
          {actionData?.bulkError ? (
            <p role="alert" id="bulk-error" className="font-semibold text-red-800">
              {actionData.bulkError}
            </p>
          ) : null}
          <p id="bulk-hint" className="text-sm">
            Tick listings in the table, then choose what to do with them. Withdrawn listings show only when
            the Withdrawn filter includes them.
          </p>
          <form
            id="bulk-form"
            method="post"
            action={loaderData.pageHref}
            className="flex flex-wrap items-center gap-3"
            aria-labelledby="bulk-title"
          >
            <TokenInput token={loaderData.token} />
            {loaderData.selectAll ? (
              <a href={loaderData.clearHref} className="underline">
                Clear the selection
              </a>
            ) : (
              <a href={loaderData.selectAllHref} className="underline">
                Select all on this page
              </a>
            )}
            {(
              [
                ["bulk-withdraw", "Withdraw selected"],
                ["bulk-restore", "Restore selected"],
              ] as const
            ).map(([intent, text]) => (
              <button
                key={intent}
                type="submit"
                name="intent"
                value={intent}
                aria-describedby={actionData?.bulkError ? "bulk-error" : undefined}
                className="rounded border border-black px-4 py-2 font-semibold"
              >
                {text}
              </button>
            ))}
          </form>
        </TitledSection>
      ) : null}
      <DataTable
        region="Listings"
        className="w-full text-left text-sm"
        caption={`Listings matching the filters, ${DESK_SORTS.find((s) => s.value === filters.sort)?.label.toLowerCase()}`}
        columns={listingColumns((id) => loaderData.selectAll || ticked.has(String(id)))}
        rows={rows}
        rowAttributes={(row) => ({ "data-listing-row": row.id })}
        rowClassName="border-b border-black/10"
        headRowClassName="border-b border-black/30"
        sort={tableSort(filters.sort, loaderData.sortHrefs)}
      />
      {rows.length === 0 ? <p>No listings match these filters.</p> : null}
      <Pager
        label="Pages"
        items={[
          { text: "First page", href: loaderData.firstHref },
          { text: "Previous page", href: loaderData.previousHref },
          { text: "Next page", href: loaderData.nextHref },
        ]}
      />
    </div>
  );
}
