// What an agency's export holds and leaves out (issue 44 item 6; modules/agencies/use-cases/export-agency.ts): the
// rules, apart from the reading and writing.

/** Tables of the agency left out of its export, and why: sign-in secrets, passing state, and the install's own. */
export const EXPORT_LEFT_OUT_TABLES: Record<string, string> = {
  agency_hostnames: "the install's table of names; the agency's own are in this manifest",
  sessions: "visitors' sign-in sessions: passing, and secret",
  staff_sessions: "staff sign-in sessions: passing, and secret",
  password_resets: "one-time reset links: passing, and secret",
  staff_setup_tokens: "one-time set-up and reset links: passing, and secret",
  staff_recovery_codes: "second-factor recovery codes: secret",
  staff_passkeys: "passkeys, bound to this install's web address and of no use elsewhere",
  staff_passkey_challenges: "passing sign-in challenges",
  feed_api_keys: "feed push keys: secret; a new install issues its own",
  feed_import_locks: "passing state of imports in progress",
  rate_limits: "passing counters of the limits",
};

/** Columns emptied in every exported row: sign-in secrets, useless anywhere else and harmful if leaked. */
export const EXPORT_EMPTIED_COLUMNS = ["password_hash", "totp_secret"] as const;

/** A row as exported: its sign-in secrets emptied, everything else as the database holds it. */
export function exportedRow(row: Record<string, unknown>): Record<string, unknown> {
  const exported = { ...row };
  for (const column of EXPORT_EMPTIED_COLUMNS) if (exported[column] != null) exported[column] = null;
  return exported;
}

export type ExportedFiles = { files: number; bytes: number; missing: string[] };

/** manifest.json, at the end of the zip. */
export type ExportManifest = {
  /** The agency's own row; `groupId`: the group site it is a member of (issue 44 item 7), by its id here, or null. */
  agency: { id: number; name: string; publicUrl: string; status: string; groupId: number | null };
  hostnames: { hostname: string; isPrimary: boolean }[];
  exportedAt: string;
  /** Rows written, by table (each as tables/{table}.jsonl). */
  tables: Record<string, number>;
  leftOut: Record<string, string>;
  emptiedColumns: readonly string[];
  /** Originals of the listings', branches', staff's and articles' images (media/{key}). */
  media: ExportedFiles;
  /** Files sent with forms (uploads/{key}). */
  uploads: ExportedFiles;
};
