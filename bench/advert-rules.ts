// Issue 41's budgets for the advert rules, side by side with the work they are added to, in one run:
//   - the checks over a 10,000-listing import (budget ≤ 5 s added): a sample BLM v3 export (≈ 50 MB: 4,800-character
//     HTML descriptions, ten features) read and mapped by the importer's own reader (the reference), then every
//     mapped listing checked as modules/feeds/sync/write-listings.ts checks it;
//   - the listing editor's check as staff type (budget ≤ 50 ms): the form read and checked as
//     app/routes/admin/listings/advert-check.browser.ts does after each pause, on an advert at the editor's limits
//     (a 20,000-character description, 20 features), with and without words that break the rules.
// Usage: npx tsx bench/advert-rules.ts [--listings 10000] [--runs 1000]
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { openBlm } from "../modules/feeds/files/blm/blm-reader.ts";
import type { FeedListing } from "../modules/feeds/model/feed-listing.ts";
import { advertColumnsOfForm, advertHoldOf } from "../modules/advert-rules/model/listing-advert.ts";
import { DEFAULT_ADVERT_SETTINGS } from "../modules/advert-rules/model/advert-settings.ts";
import { writeSampleBlm } from "../tests/support/sample-blm.ts";

const { values } = parseArgs({
  options: { listings: { type: "string", default: "10000" }, runs: { type: "string", default: "1000" } },
});
const LISTINGS = Number(values.listings);
const RUNS = Number(values.runs);

const dir = await mkdtemp(join(tmpdir(), "advert-rules-bench-"));
try {
  const path = join(dir, "sample.blm");
  await writeSampleBlm(path, { listings: LISTINGS });

  let started = performance.now();
  const listings: FeedListing[] = [];
  for await (const row of (await openBlm(path)).rows()) if ("listing" in row) listings.push(row.listing);
  const readSeconds = (performance.now() - started) / 1000;

  started = performance.now();
  let held = 0;
  let findings = 0;
  for (const listing of listings) {
    const hold = advertHoldOf(listing, DEFAULT_ADVERT_SETTINGS);
    if (hold.heldBack) held++;
    findings += hold.advertFindings.length;
  }
  const checkSeconds = (performance.now() - started) / 1000;
  // The worst case: every listing a let (the rules read lets only; the sample is 70 % sales).
  started = performance.now();
  for (const listing of listings) advertHoldOf({ ...listing, channel: "lettings" }, DEFAULT_ADVERT_SETTINGS);
  const allLetsSeconds = (performance.now() - started) / 1000;
  console.log(
    `import of ${listings.length} listings: read and mapped in ${readSeconds.toFixed(2)} s (reference); ` +
      `advert checks ${checkSeconds.toFixed(2)} s (${((checkSeconds * 1e6) / listings.length).toFixed(0)} µs a listing; ` +
      `${held} held back, ${findings} findings) — budget ≤ 5 s added`,
  );
  console.log(`the same listings all read as lets (worst case): ${allLetsSeconds.toFixed(2)} s`);

  const paragraph =
    "<p>A bright and spacious two-bedroom apartment on the second floor of this converted Victorian villa, " +
    "moments from the park, the station and the shops of the high street, with a garden and parking.</p>";
  const description = paragraph.repeat(Math.floor(20_000 / paragraph.length));
  const features = Array.from({ length: 20 }, (_, i) => `Feature number ${i + 1} of the home`).join("\n");
  for (const [label, extra] of [
    ["a lawful let", ""],
    ["a let with three breaches", "\nNo DSS\n6 months upfront\nMinimum term of 12 months"],
  ] as const) {
    const form: Record<string, string> = {
      price: "1,450",
      priceQualifier: "",
      summary: "A bright two-bedroom apartment by the park.",
      description,
      keyFeatures: features + extra,
      tags: "garden, parking",
    };
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const at = performance.now();
      advertHoldOf(
        advertColumnsOfForm((name) => form[name] ?? "", { channel: "lettings", shortLet: false }, false),
        DEFAULT_ADVERT_SETTINGS,
      );
      times.push(performance.now() - at);
    }
    times.sort((a, b) => a - b);
    const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(2);
    console.log(
      `editor check, ${label} (${description.length} characters): median ${q(0.5)} ms, p99 ${q(0.99)} ms, ` +
        `max ${times.at(-1)!.toFixed(2)} ms over ${RUNS} runs — budget ≤ 50 ms`,
    );
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
