// site_content rows: one validated JSON document per key (modules/content/model/site-content.ts).
import { readFile } from "node:fs/promises";
import { and, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { ownRows } from "../../../db/agency-scope.ts";
import { siteContent } from "../../../db/schema.ts";
import { parseSiteContentFile, validContentKeys, type SiteContent } from "../model/site-content.ts";

/** Parses a content file; the error names the file and each bad field's path. */
export async function readSiteContentFile(file: string): Promise<SiteContent> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, "utf8"));
  } catch (error) {
    throw new Error(`${file}: not readable JSON (${(error as Error).message})`, { cause: error });
  }
  const parsed = parseSiteContentFile(json);
  if (!parsed.ok) {
    throw new Error(`${file}: invalid site content\n${parsed.problems.map((p) => `  ${p}`).join("\n")}`);
  }
  return parsed.content;
}

/**
 * Replaces the site's content with `content` in one transaction: every key of it is written, and rows of
 * keys it does not have (an optional key left out of a new file) are removed, so the site shows exactly the
 * file. A failure leaves the previous content whole.
 */
export async function replaceSiteContent(db: Db, content: Partial<SiteContent>): Promise<void> {
  const entries = Object.entries(content).filter(([, value]) => value !== undefined);
  await db.transaction(async (tx) => {
    await tx.delete(siteContent).where(
      and(
        ownRows(tx, siteContent.agencyId),
        notInArray(
          siteContent.key,
          entries.map(([key]) => key),
        ),
      ),
    );
    for (const [key, value] of entries) {
      await tx
        .insert(siteContent)
        .values({ key, value })
        .onConflictDoUpdate({
          target: [siteContent.agencyId, siteContent.key],
          set: { value, updatedAt: sql`now()` },
        });
    }
  });
}

/** Reads the site's content; keys missing or no longer valid come back undefined rather than failing a page. */
export async function readSiteContent(db: Db): Promise<Partial<SiteContent>> {
  const rows = await db.select().from(siteContent).where(ownRows(db, siteContent.agencyId));
  return validContentKeys(Object.fromEntries(rows.map((row) => [row.key, row.value])));
}
