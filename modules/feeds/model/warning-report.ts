// The import report an agency can act on (issue 36 item 6): an import's warnings and skipped rows grouped by
// kind, each with its count and a few examples, instead of one line per listing. A warning with a `kind` is
// grouped by it; one without is grouped by its field and the shape of its message (quoted values and numbers
// taken out), so "PRICE \"1,200\" read as 1200" and "PRICE \"£900\" read as 900" are one group. Pure.
import type { FeedWarning } from "./feed-listing.ts";
import { findingSentence } from "../../advert-rules/model/listing-advert.ts";
import { PHRASE_RULES } from "../../advert-rules/model/phrase-rules.ts";
import type { AdvertFinding } from "../../advert-rules/model/check-advert.ts";
import type { EarlierMarketing } from "../../advert-rules/model/badge-honesty.ts";

export type WarningGroup = {
  kind: string;
  field: string | null;
  /** Warnings of this kind in the run (exact, however many). */
  count: number;
  /** Up to EXAMPLES_PER_GROUP, each "REFERENCE: message". */
  examples: string[];
  /** A skipped row rather than a warning about an imported one. */
  skipped?: boolean;
};

export const EXAMPLES_PER_GROUP = 3;

/** What each kind of warning means for the agency, and where to read more: the group's heading. */
const KIND_HEADINGS: Readonly<Record<string, string>> = {
  "price-written-loosely": "prices written with separators or £, read as amounts",
  "repeated-column": "columns the definition names twice: the first is read",
  "repeated-column-conflict": "rows skipped: a column named twice holds two different values",
  "town-from-address-line": "listings whose empty TOWN was read from an address line",
  "town-missing": "listings with no town at all",
  "description-escaped-html": "descriptions sent as escaped HTML, read as markup",
  "media-absent-kept": "photos named but not in the feed: the listing keeps its current ones",
  "media-absent": "media files named but not in the feed — see docs/feeds.md",
  "media-not-stored": "media that could not be stored",
  "brochure-not-imported": "brochure documents not imported",
  "not-on-map":
    "listings not on the map (on the site all the same): no position for their postcode or town — see docs/geography.md",
  "town-level-position":
    "listings placed only at town level: postcode data not loaded or the postcode unknown — see docs/geography.md",
  "district-level-position": "listings placed only at postcode district level — see docs/geography.md",
  "sector-level-position": "listings placed only at postcode sector level — see docs/geography.md",
  "position-tolerated": "listings placed by a town written differently from the gazetteer's",
  "not-published": "rows not published",
  "relisted-home":
    "new listings of homes marketed in the last six months under another reference: dated from that marketing, so not shown as new — see docs/advert-rules.md",
  "row-error": "rows skipped: the row could not be read",
};

/** "PRICE \"1,200\" read as 1200" → "PRICE \"…\" read as N": the message's shape, for grouping untyped ones. */
export function messageShape(message: string): string {
  return message
    .replace(/"[^"]*"/g, '"…"')
    .replace(/\b\d+([.,]\d+)*\b/g, "N")
    .replace(/\s+/g, " ")
    .trim();
}

export function groupKey(warning: FeedWarning, skipped = false): string {
  return (
    warning.kind ??
    `${skipped ? "skipped, " : ""}${warning.field ?? "file"}: ${messageShape(warning.message)}`
  );
}

/** A group's one-line heading: "105 listings placed only at town level: …" or the shape of its message. */
export function groupHeading(group: WarningGroup): string {
  const known = KIND_HEADINGS[group.kind];
  if (known) return `${group.count} ${known}`;
  const advert = advertGroupHeading(group);
  if (advert) return advert;
  return `${group.count} × ${group.kind}`;
}

// The advert rules' findings (issue 41), grouped by outcome and rule: "advert-held-back:discrimination".
const ADVERT_HELD_BACK = "advert-held-back:";
const ADVERT_WARNED = "advert-warning:";

/** An advert rule's finding as an import warning: the words, where, the rule and the fix. */
export function advertWarning(found: AdvertFinding): FeedWarning {
  const held = found.severity === "block";
  return {
    field: null,
    kind: `${held ? ADVERT_HELD_BACK : ADVERT_WARNED}${found.rule}`,
    message: `${held ? "Held back from the site" : "On the site, with a warning"}: ${findingSentence(found)}`,
  };
}

/** A new listing dated from its home's earlier marketing (badge honesty, issue 41). */
export function relistedWarning(run: EarlierMarketing): FeedWarning {
  return {
    field: null,
    kind: "relisted-home",
    message: `Marketed before as ${run.reference} from ${run.firstListedAt.toISOString().slice(0, 10)}: listed from then, not as new`,
  };
}

function advertGroupHeading(group: WarningGroup): string | null {
  const held = group.kind.startsWith(ADVERT_HELD_BACK);
  if (!held && !group.kind.startsWith(ADVERT_WARNED)) return null;
  const ruleId = group.kind.slice((held ? ADVERT_HELD_BACK : ADVERT_WARNED).length);
  const rule = PHRASE_RULES.find((each) => each.id === ruleId);
  const what = rule ? `${rule.explanation} (${rule.source})` : ruleId;
  return held
    ? `${group.count} held back from the site until mended on the listings desk — ${what}`
    : `${group.count} on the site with an advert warning — ${what}`;
}

export class WarningTally {
  private readonly groups = new Map<string, WarningGroup>();

  add(warning: FeedWarning, reference: string | null, { skipped = false } = {}): void {
    const key = groupKey(warning, skipped);
    let group = this.groups.get(key);
    if (!group) {
      group = { kind: key, field: warning.field, count: 0, examples: [] };
      if (skipped) group.skipped = true;
      this.groups.set(key, group);
    }
    group.count += 1;
    if (group.examples.length < EXAMPLES_PER_GROUP)
      group.examples.push(reference ? `${reference}: ${warning.message}` : warning.message);
  }

  /** Largest group first; skipped rows before warnings of the same size. */
  list(): WarningGroup[] {
    return [...this.groups.values()].sort(
      (a, b) => Number(b.skipped ?? false) - Number(a.skipped ?? false) || b.count - a.count,
    );
  }
}

/**
 * The run's headline: what needs attention first, "Imported" alone only when nothing does. Counts as the
 * engine keeps them (modules/feeds/sync/import-types.ts ImportCounts).
 */
export function importHeadline(
  state: "succeeded" | "refused" | "failed" | "running",
  counts: {
    created?: number;
    updated?: number;
    unchanged?: number;
    withdrawn?: number;
    skipped?: number;
    unplaced?: number;
    heldBack?: number;
    warnings?: number;
  },
  heldBack: string | null,
): string {
  if (state === "refused") return "Refused: nothing was changed";
  if (state === "failed") return "Failed: the import stopped; nothing after the last batch was written";
  if (state === "running") return "Running";
  const done = `${counts.created ?? 0} created, ${counts.updated ?? 0} updated, ${counts.unchanged ?? 0} unchanged, ${counts.withdrawn ?? 0} withdrawn`;
  const attention: string[] = [];
  if (counts.skipped) attention.push(`${counts.skipped} ${counts.skipped === 1 ? "row" : "rows"} skipped`);
  if (counts.unplaced)
    attention.push(`${counts.unplaced} ${counts.unplaced === 1 ? "listing" : "listings"} not on the map`);
  if (heldBack) attention.push("withdrawals held back by the failsafe");
  if (counts.heldBack)
    attention.push(
      `${counts.heldBack} ${counts.heldBack === 1 ? "listing" : "listings"} held back from the site by the advert rules`,
    );
  const warnings = counts.warnings
    ? `${counts.warnings} ${counts.warnings === 1 ? "warning" : "warnings"}`
    : null;
  if (attention.length > 0)
    return `Needs attention: ${[...attention, ...(warnings ? [warnings] : [])].join(", ")} (${done})`;
  return warnings ? `Imported with ${warnings}: ${done}` : `Imported: ${done}`;
}
