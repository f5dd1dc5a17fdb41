// The keys of an agency's stored files, for its export (modules/agencies/use-cases/export-agency.ts): read through
// the agency's own handle, so row-level security keeps them to its rows.
import { and, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { ownRows } from "../../../db/agency-scope.ts";
import {
  advertVersions,
  articles,
  branches,
  formSubmissionFiles,
  propertyMedia,
  staff,
} from "../../../db/schema.ts";

export type AgencyFileKeys = {
  /** Keys in the originals' store, each once. */
  media: string[];
  /** Keys under DATA_DIR/uploads, each once. */
  uploads: string[];
};

// The columns that name a key in the originals' store.
const MEDIA_KEY_COLUMNS = [
  [propertyMedia, propertyMedia.mediaKey],
  [branches, branches.photoKey],
  [staff, staff.photoKey],
  [articles, articles.imageKey],
] as const;

const ADVERTISED_KEY = sql<string>`unnest(${advertVersions.mediaKeys})`;

/** The keys the handle's agency names in the originals' store and in the uploads folder. */
export async function mediaKeysOf(db: Db): Promise<AgencyFileKeys> {
  const [listing, branch, person, article, uploads, advertised] = await Promise.all([
    ...MEDIA_KEY_COLUMNS.map(([table, column]) =>
      db
        .select({ key: column })
        .from(table)
        .where(and(ownRows(db, table.agencyId), isNotNull(column))),
    ),
    db
      .select({ key: formSubmissionFiles.storageKey })
      .from(formSubmissionFiles)
      .where(ownRows(db, formSubmissionFiles.agencyId)),
    // The photos of adverts kept as evidence (issue 41), which the listing may no longer show.
    db
      .selectDistinct({ key: ADVERTISED_KEY })
      .from(advertVersions)
      .where(ownRows(db, advertVersions.agencyId)),
  ]);
  const keys = (rows: { key: string | null }[]) => rows.map((row) => row.key!);
  return {
    media: [
      ...new Set([
        ...keys(listing!),
        ...keys(branch!),
        ...keys(person!),
        ...keys(article!),
        ...keys(advertised!),
      ]),
    ].sort(),
    uploads: [...new Set(keys(uploads!))].sort(),
  };
}
