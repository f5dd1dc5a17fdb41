// site_content rows: one validated JSON document per key (domain/site-content.ts).
import { readFile } from "node:fs/promises";
import { sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { siteContent } from "../schema.ts";
import { siteContentFileSchema, siteContentSchemas, type SiteContent } from "../../domain/site-content.ts";

/** Parses a content file; the error names the file and each bad field's path. */
export async function readSiteContentFile(file: string): Promise<SiteContent> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, "utf8"));
  } catch (error) {
    throw new Error(`${file}: not readable JSON (${(error as Error).message})`, { cause: error });
  }
  const parsed = siteContentFileSchema.safeParse(json);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".") || "(root)"}: ${i.message}`);
    throw new Error(`${file}: invalid site content\n${lines.join("\n")}`);
  }
  return parsed.data as SiteContent;
}

/** Replaces every key of the site's content in one transaction. */
export async function replaceSiteContent(db: Db, content: SiteContent): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [key, value] of Object.entries(content)) {
      await tx
        .insert(siteContent)
        .values({ key, value })
        .onConflictDoUpdate({ target: siteContent.key, set: { value, updatedAt: sql`now()` } });
    }
  });
}

/** Reads the site's content; keys missing or no longer valid come back undefined rather than failing a page. */
export async function readSiteContent(db: Db): Promise<Partial<SiteContent>> {
  const rows = await db.select().from(siteContent);
  const content: Record<string, unknown> = {};
  for (const row of rows) {
    const schema = siteContentSchemas[row.key as keyof typeof siteContentSchemas];
    const parsed = schema?.safeParse(row.value);
    if (parsed?.success) content[row.key] = parsed.data;
  }
  return content as Partial<SiteContent>;
}
