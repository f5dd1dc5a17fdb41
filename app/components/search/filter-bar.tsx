// The search filters (issue 3 item 4; spec §5 rules shared with the hero form). With JavaScript each change
// navigates to the canonical path of the new search (page 1) without a reload; without it the bar is a
// plain GET form to /search (the query form, redirected to the canonical path) — the one form that carries
// no authenticity token (spec §7).
import type { ReactNode } from "react";
import type {
  SearchChannel,
  SearchCriteria,
  SearchState,
  StatusFilter,
} from "../../../domain/search/criteria.ts";
import { STATUS_FILTERS } from "../../../domain/search/criteria.ts";
import { formatPounds, priceOptions, weeklyFromMonthly } from "../../../domain/pricing.ts";
import { choosePlace, clearPlace, setChannel } from "../../../domain/search/state.ts";
import { SEARCH_PATH } from "../../../domain/search/url.ts";
import type { Theme } from "../../../domain/site-content.ts";
import { LocationInput } from "../location-input/location-input.tsx";
import {
  ACRE_CHOICES,
  BEDROOM_CHOICES,
  DAY_CHOICES,
  DISTANCE_CHOICES,
  PROPERTY_TYPE_TAGS,
  SQUARE_FEET_CHOICES,
  statusLabel,
} from "./filter-options.ts";
import { QUERY_FIELDS } from "./query-fields.ts";

export const FILTER_FORM_ID = "search-filters";

const TYPE_TAGS: ReadonlySet<string> = new Set(PROPERTY_TYPE_TAGS.map((t) => t.tag));

type Choice = { value: number | string; label: string };

export function FilterBar({
  state,
  settings,
  onSearch,
}: {
  /** The search on show, with the location input's text (q). */
  state: SearchState;
  settings: Theme["settings"];
  /** Called with the new search; the page navigates to it. */
  onSearch: (search: SearchState) => void;
}) {
  // Every filter change starts again from page 1.
  const apply = (next: SearchState) => onSearch({ ...next, page: 1 });
  const set = (changes: Partial<SearchCriteria>) => apply({ ...state, ...changes });
  const number = (value: string) => (value === "" ? null : Number(value));
  const typeTag = state.tags.find((tag) => TYPE_TAGS.has(tag)) ?? "";
  const otherTags = state.tags.filter((tag) => !TYPE_TAGS.has(tag));
  const prices = priceChoices(state.channel, settings);

  return (
    <form
      id={FILTER_FORM_ID}
      method="get"
      action={SEARCH_PATH}
      role="search"
      aria-label="Property search"
      className="flex flex-col gap-4 rounded-lg border border-black/10 bg-paper p-4"
      onSubmit={(event) => {
        event.preventDefault();
        apply(state);
      }}
    >
      <div className="flex flex-wrap items-end gap-4">
        <fieldset className="flex flex-col">
          <legend className="mb-1 text-sm font-medium">Looking to</legend>
          <div className="flex overflow-hidden rounded border border-black/30">
            {(["sales", "lettings"] as const satisfies SearchChannel[]).map((channel) => (
              <label
                key={channel}
                className="flex min-h-11 cursor-pointer items-center px-4 has-checked:bg-brand has-checked:text-brand-contrast has-focus-visible:outline-3"
              >
                <input
                  type="radio"
                  name={QUERY_FIELDS.channel}
                  value={channel}
                  checked={state.channel === channel}
                  onChange={() => apply(setChannel(state, channel))}
                  className="sr-only"
                />
                {channel === "sales" ? "Buy" : "Rent"}
              </label>
            ))}
          </div>
        </fieldset>

        <div className="min-w-60 flex-1">
          <LocationInput
            name="q"
            value={state.q}
            placeId={state.placeId}
            onChoose={(place) => apply(choosePlace(state, place))}
            onClear={() => apply(clearPlace(state))}
          />
          {state.placeId !== null ? (
            <input type="hidden" name={QUERY_FIELDS.placeId} value={state.placeId} />
          ) : null}
        </div>

        <Select
          label="Radius"
          name={QUERY_FIELDS.within}
          value={state.within}
          anyLabel="This area only"
          choices={DISTANCE_CHOICES}
          onChange={(v) => set({ within: number(v) })}
        />
      </div>

      <div className="flex flex-wrap items-end gap-4">
        <Select
          label="Min beds"
          name={QUERY_FIELDS.minBeds}
          value={state.minBeds}
          anyLabel="No min"
          choices={BEDROOM_CHOICES}
          onChange={(v) => set({ minBeds: number(v) })}
        />
        <Select
          label="Max beds"
          name={QUERY_FIELDS.maxBeds}
          value={state.maxBeds}
          anyLabel="No max"
          choices={BEDROOM_CHOICES}
          onChange={(v) => set({ maxBeds: number(v) })}
        />
        <Select
          label="Min price"
          name={QUERY_FIELDS.minPrice}
          value={state.minPrice}
          anyLabel="No min"
          choices={prices}
          onChange={(v) => set({ minPrice: number(v) })}
        />
        <Select
          label="Max price"
          name={QUERY_FIELDS.maxPrice}
          value={state.maxPrice}
          anyLabel="No max"
          choices={prices}
          onChange={(v) => set({ maxPrice: number(v) })}
        />
        <Select
          label="Property type"
          name={QUERY_FIELDS.tags}
          value={typeTag}
          anyLabel="Any type"
          choices={PROPERTY_TYPE_TAGS.map((t) => ({ value: t.tag, label: t.label }))}
          onChange={(v) => set({ tags: v === "" ? otherTags : [...otherTags, v] })}
        />
        <Select
          label="Status"
          name={QUERY_FIELDS.status}
          value={state.status ?? "available"}
          choices={STATUS_FILTERS.map((s) => ({ value: s, label: statusLabel(s, state.channel) }))}
          onChange={(v) => set({ status: v === "available" ? null : (v as StatusFilter) })}
        />
      </div>

      <details className="group">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium underline underline-offset-4">
          More filters
        </summary>
        <div className="mt-3 flex flex-wrap items-end gap-4">
          <Select
            label="Min size (sq ft)"
            name={QUERY_FIELDS.minSquareFeet}
            value={state.minSquareFeet}
            anyLabel="No min"
            choices={squareFeet(state.maxSquareFeet, "below")}
            onChange={(v) => set({ minSquareFeet: number(v) })}
          />
          <Select
            label="Max size (sq ft)"
            name={QUERY_FIELDS.maxSquareFeet}
            value={state.maxSquareFeet}
            anyLabel="No max"
            choices={squareFeet(state.minSquareFeet, "above")}
            onChange={(v) => set({ maxSquareFeet: number(v) })}
          />
          <Select
            label="Min acres"
            name={QUERY_FIELDS.minAcreage}
            value={state.minAcreage}
            anyLabel="No min"
            choices={acres(state.maxAcreage, "below")}
            onChange={(v) => set({ minAcreage: number(v) })}
          />
          <Select
            label="Max acres"
            name={QUERY_FIELDS.maxAcreage}
            value={state.maxAcreage}
            anyLabel="No max"
            choices={acres(state.minAcreage, "above")}
            onChange={(v) => set({ maxAcreage: number(v) })}
          />
          <Select
            label="Added within"
            name={QUERY_FIELDS.createdAgo}
            value={state.createdAgo}
            anyLabel="Any time"
            choices={DAY_CHOICES}
            onChange={(v) => set({ createdAgo: number(v) })}
          />
          <Select
            label="Updated within"
            name={QUERY_FIELDS.updatedAgo}
            value={state.updatedAgo}
            anyLabel="Any time"
            choices={DAY_CHOICES}
            onChange={(v) => set({ updatedAgo: number(v) })}
          />
          <Check
            label="Short lets"
            name={QUERY_FIELDS.shortLets}
            checked={state.shortLets}
            onChange={(shortLets) => set({ shortLets })}
          />
          <Check
            label="Pets allowed"
            name={QUERY_FIELDS.pets}
            checked={state.pets}
            onChange={(pets) => set({ pets })}
          />
        </div>
      </details>

      {/* Kept for the no-JavaScript form: tags the type select does not show (e.g. an excluded tag). */}
      {otherTags.map((tag) => (
        <input key={tag} type="hidden" name={QUERY_FIELDS.tags} value={tag} />
      ))}
      <div>
        <button type="submit" className="min-h-11 rounded bg-brand px-6 font-semibold text-brand-contrast">
          Search
        </button>
      </div>
    </form>
  );
}

/** The price ladder of the channel; lettings show the weekly equivalent too (spec §9). */
function priceChoices(channel: SearchChannel, settings: Theme["settings"]): Choice[] {
  const options = priceOptions(channel, settings);
  if (channel === "sales") return options;
  return options.map(({ value, label }) => ({
    value,
    label: `${label} (${formatPounds(weeklyFromMonthly(value))} pw)`,
  }));
}

// spec §5 (hero form, shared here): a minimum size limits the maximum options to larger values, and vice versa.
function squareFeet(limit: number | null, side: "below" | "above"): Choice[] {
  return SQUARE_FEET_CHOICES.filter((n) => limit === null || (side === "below" ? n < limit : n > limit)).map(
    (n) => ({ value: n, label: `${n.toLocaleString("en-GB")} sq ft` }),
  );
}

function acres(limit: number | null, side: "below" | "above"): Choice[] {
  return ACRE_CHOICES.filter((n) => limit === null || (side === "below" ? n < limit : n > limit)).map(
    (n) => ({
      value: n,
      label: `${n} ${n === 1 ? "acre" : "acres"}`,
    }),
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="flex flex-col text-sm">
      <span className="mb-1 font-medium">{label}</span>
      {children}
    </label>
  );
}

function Select({
  label,
  name,
  value,
  anyLabel,
  choices,
  onChange,
}: {
  label: string;
  name: string;
  value: number | string | null;
  /** The "no filter" choice; without it one of the choices is always selected. */
  anyLabel?: string;
  choices: readonly Choice[];
  onChange: (value: string) => void;
}) {
  // A value from a hand-written URL that is not on the list still shows as chosen.
  const listed = value === null || value === "" || choices.some((c) => String(c.value) === String(value));
  const shown = listed ? choices : [{ value: value ?? "", label: String(value) }, ...choices];
  return (
    <Field label={label}>
      <select
        name={name}
        value={value === null ? "" : String(value)}
        onChange={(event) => onChange(event.target.value)}
        className="min-h-11 rounded border border-black/30 bg-paper px-2"
      >
        {anyLabel !== undefined ? <option value="">{anyLabel}</option> : null}
        {shown.map((choice) => (
          <option key={choice.value} value={String(choice.value)}>
            {choice.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

function Check({
  label,
  name,
  checked,
  onChange,
}: {
  label: string;
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex min-h-11 items-center gap-2 text-sm font-medium">
      <input
        type="checkbox"
        name={name}
        value="1"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="h-5 w-5"
      />
      {label}
    </label>
  );
}
