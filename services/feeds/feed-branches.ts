// A listing's branch from its CRM code: matched within the source, or created as a placeholder the agency
// completes later (a branches CSV/JSON import or the back office) — never a listing refused for it.
import type { Db } from "../../db/client.ts";
import {
  insertBranch,
  selectBranchIdsByCode,
  selectFirstBranchContact,
  slugTaken,
} from "../../db/repos/feed-branches.ts";
import type { Position } from "./import-types.ts";

const slugify = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "") || "branch";

export async function uniqueBranchSlug(db: Db, name: string): Promise<string> {
  const base = slugify(name);
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await slugTaken(db, slug))) return slug;
  }
}

/**
 * The branch ids for `codes` (a source's CRM branch codes), creating "Branch {code}" for a code never seen,
 * placed at `positionOf(code)` and reachable through the agency's first branch's telephone and email.
 */
export async function resolveBranchIds(
  db: Db,
  source: string,
  codes: string[],
  positionOf: (code: string) => Position | null,
): Promise<{ ids: Map<string, number>; created: string[] }> {
  const ids = await selectBranchIdsByCode(db, source, codes);
  const created: string[] = [];
  const missing = codes.filter((code) => !ids.has(code));
  if (missing.length === 0) return { ids, created };
  const contact = await selectFirstBranchContact(db);
  for (const code of missing) {
    const position = positionOf(code);
    if (!position) continue;
    const name = `Branch ${code}`;
    const id = await insertBranch(db, {
      slug: await uniqueBranchSlug(db, name),
      name,
      addressLine1: "",
      town: "",
      postcode: "",
      latitude: position.latitude,
      longitude: position.longitude,
      telephone: contact?.telephone ?? "",
      email: contact?.email ?? "",
      source,
      sourceCode: code,
      position: 1000,
    });
    ids.set(code, id);
    created.push(code);
  }
  return { ids, created };
}
