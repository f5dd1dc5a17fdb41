// The keys of an agency's stored files, for its export (modules/agencies/use-cases/export-agency.ts): read through
// the agency's own handle, so row-level security keeps them to its rows.
import { isNotNull } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { articles, branches, formSubmissionFiles, propertyMedia, staff } from "../../../db/schema.ts";

export type AgencyFileKeys = {
  /** Keys in the originals' store, each once. */
  media: string[];
  /** Keys under DATA_DIR/uploads, each once. */
  uploads: string[];
};

export async function mediaKeysOf(db: Db): Promise<AgencyFileKeys> {
  const [listing, branch, person, article, uploads] = await Promise.all([
    db.select({ key: propertyMedia.mediaKey }).from(propertyMedia).where(isNotNull(propertyMedia.mediaKey)),
    db.select({ key: branches.photoKey }).from(branches).where(isNotNull(branches.photoKey)),
    db.select({ key: staff.photoKey }).from(staff).where(isNotNull(staff.photoKey)),
    db.select({ key: articles.imageKey }).from(articles).where(isNotNull(articles.imageKey)),
    db.select({ key: formSubmissionFiles.storageKey }).from(formSubmissionFiles),
  ]);
  const keys = (rows: { key: string | null }[]) => rows.map((row) => row.key!);
  return {
    media: [...new Set([...keys(listing), ...keys(branch), ...keys(person), ...keys(article)])].sort(),
    uploads: [...new Set(keys(uploads))].sort(),
  };
}
