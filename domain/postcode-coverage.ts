// Postcode → branch (design §4): each branch lists the postcode districts and areas it covers ("BS8", "BS");
// the longest matching prefix wins, so a branch covering "BS8" beats one covering the whole "BS" area.

const FULL_POSTCODE = /^([A-Z]{1,2}\d[A-Z\d]?)(\d[A-Z]{2})$/;

/** "bs8  4" → "BS8 4": coverage entries compare in upper case with single spaces. */
const normaliseEntry = (entry: string) => entry.trim().toUpperCase().replace(/\s+/g, " ");

/**
 * The coverage entries a postcode can match, longest first: the full postcode, its sector, its district
 * (outward code) and its area. "bs81ab" → ["BS8 1AB", "BS8 1", "BS8", "BS"].
 */
export function postcodePrefixes(postcode: string): string[] {
  const compact = postcode.replace(/\s+/g, "").toUpperCase();
  const parts = FULL_POSTCODE.exec(compact);
  const outward = parts ? parts[1]! : normaliseEntry(postcode);
  const inward = parts ? parts[2]! : "";
  const full = `${outward} ${inward}`;
  const area = outward.match(/^[A-Z]+/)?.[0] ?? "";
  const prefixes = [inward ? full : "", inward ? `${outward} ${inward[0]}` : "", outward, area];
  return [...new Set(prefixes.filter(Boolean))];
}

export type Coverage = { id: number; position: number; coverage: string[] };

/** The branch whose coverage holds the longest prefix of the postcode; ties go to the first in display order. */
export function bestCoveringBranch<T extends Coverage>(postcode: string, branches: T[]): T | null {
  const prefixes = postcodePrefixes(postcode);
  let best: { branch: T; length: number } | null = null;
  for (const branch of branches) {
    const entries = new Set(branch.coverage.map(normaliseEntry));
    const match = prefixes.find((prefix) => entries.has(prefix));
    if (!match) continue;
    const better =
      !best ||
      match.length > best.length ||
      (match.length === best.length &&
        (branch.position < best.branch.position ||
          (branch.position === best.branch.position && branch.id < best.branch.id)));
    if (better) best = { branch, length: match.length };
  }
  return best?.branch ?? null;
}
