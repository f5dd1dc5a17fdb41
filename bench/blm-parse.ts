// BLM parse benchmark (issue 12): generates a ≈ 50 MB BLM v3 file (10,000 listings) in a temp folder, then reads
// and maps every row with modules/feeds/files/blm (openBlm) while sampling process.memoryUsage().rss every 10 ms.
// Budget: the import's extra memory (peak RSS − RSS before opening the file) ≤ 250 MB for a 50 MB BLM.
// Usage: npx tsx bench/blm-parse.ts [--listings 10000] [--description-chars 4800] [--keep]
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openBlm } from "../modules/feeds/files/blm/blm-reader.ts";
import { writeSampleBlm } from "../tests/support/sample-blm.ts";

const arg = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1]! : fallback;
};
const listings = Number(arg("listings", "10000"));
const descriptionChars = Number(arg("description-chars", "4800"));
const MB = 1024 * 1024;

const dir = await mkdtemp(join(tmpdir(), "blm-bench-"));
const path = join(dir, "sample.blm");
let started = performance.now();
const bytes = await writeSampleBlm(path, { listings, descriptionChars });
console.log(
  `generated ${(bytes / MB).toFixed(1)} MB, ${listings} listings in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

(globalThis as { gc?: () => void }).gc?.();
await new Promise((done) => setTimeout(done, 200));
const baseline = process.memoryUsage().rss;
let peak = baseline;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);

started = performance.now();
const file = await openBlm(path);
let mapped = 0;
let errors = 0;
let warnings = 0;
let media = 0;
for await (const row of file.rows()) {
  if ("listing" in row) {
    mapped++;
    warnings += row.listing.warnings.length;
    media += row.listing.media.length;
  } else errors++;
  if (mapped % 500 === 0) await new Promise((done) => setImmediate(done)); // let the sampler run
}
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
peak = Math.max(peak, process.memoryUsage().rss);

console.log(
  `encoding ${file.encoding()}; ${mapped} listings, ${errors} row errors, ${warnings} warnings, ${media} media`,
);
console.log(`trailer warnings: ${JSON.stringify(file.trailerWarnings())}`);
console.log(
  `parse + map: ${seconds.toFixed(2)} s (${(bytes / MB / seconds).toFixed(1)} MB/s, ${Math.round(mapped / seconds)} listings/s)`,
);
console.log(
  `RSS before ${(baseline / MB).toFixed(0)} MB, peak ${(peak / MB).toFixed(0)} MB, extra ${((peak - baseline) / MB).toFixed(0)} MB (budget 250 MB)`,
);
if (!process.argv.includes("--keep")) await rm(dir, { recursive: true, force: true });
else console.log(`kept ${path}`);
