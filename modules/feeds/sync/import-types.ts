// The sync engine's contract (issue 12): what every way in (command, drop folder, push) hands it, and what it
// answers. files/ and import-feed-file.ts turn files into FeedInput; run-import.ts runs it.
import type {
  FeedBranch,
  FeedListing,
  FeedRowError,
  FeedStaff,
  FeedWarning,
  StoredFingerprints,
} from "../model/feed-listing.ts";
import type { WarningGroup } from "../model/warning-report.ts";
import type { MediaStore } from "../../../platform/media-stores.ts";

/** `upload`: a file staff chose on the back office's feeds page (issue 15 item 6). */
export type ImportWay = "command" | "drop_folder" | "push" | "upload";
export type ImportMode = "full" | "incremental";

export type ImportCounts = {
  created: number;
  updated: number;
  unchanged: number;
  withdrawn: number;
  skipped: number;
  /** Of the created and updated, those not on the map (issue 36): on the site, without a pin. */
  unplaced?: number;
  /** Of the created and updated, those the advert rules keep off the site until mended (issue 41). */
  heldBack?: number;
  media: number;
  warnings: number;
  errors: number;
};

export type ImportSummary = {
  runId: number | null;
  state: "succeeded" | "refused" | "failed";
  counts: ImportCounts;
  /** Why a file was refused whole, or why the failsafe withdrew nothing. */
  message: string | null;
  /** Warnings and skipped rows grouped by kind, largest first (the report's body). */
  warningGroups: WarningGroup[];
  /** Refused because another import of the source held its lock: nothing was read, it may be tried again. */
  sourceBusy?: true;
};

export type FeedRowResult =
  | { line: number | null; listing: FeedListing }
  | { line: number | null; error: FeedRowError }
  /** A row the reader found stored as it is (StoredFingerprints) and so did not map. */
  | { line: number | null; unchanged: string };

/** A row as the check pass needs it: its key and branch, not its mapping. */
export type FeedRowPreview = { line: number | null; reference: string; branchCode: string };

export type RowOutcome = "created" | "updated" | "unchanged" | "withdrawn" | "skipped";

/** One line of `--report FILE`. */
export type RowReport = { reference: string; id: number | null; outcome: RowOutcome; warnings: string[] };

/** Where the feed's media files are (a zip, a folder, or none): a file's bytes by name, or null if absent. */
export type MediaFiles = { read: (name: string) => Promise<Uint8Array | null> };

export type FeedInput = {
  source: string;
  fileName: string;
  way: ImportWay;
  mode: ImportMode;
  /** Withdraw even when the failsafe would not. */
  force?: boolean;
  /**
   * The listing rows. Called twice: once to check the whole file (a file refused whole changes nothing),
   * once to write it. May throw FeedFormatError at any point of either pass.
   */
  rows: (stored?: StoredFingerprints) => AsyncIterable<FeedRowResult>;
  /** A cheaper first pass than rows() (no mapping), when the format has one; rows() otherwise. */
  check?: () => AsyncIterable<FeedRowPreview | Extract<FeedRowResult, { error: unknown }>>;
  branches?: FeedBranch[];
  staff?: FeedStaff[];
  media: MediaFiles | null;
  /** Warnings about the file as a whole (a Property Count mismatch…), known once the rows were read. */
  fileWarnings?: () => FeedWarning[];
};

import type { GeocodeLevel } from "../../listings/model/listing-placement.ts";

export type Position = { latitude: number; longitude: number };

/** A geocoder's answer: the point, the level it was found at, and what it tolerated to find it. */
export type GeocodedPosition = Position & { precision: GeocodeLevel; note?: string | null };

/** Why nothing placed a listing, in words staff can act on. */
export type NotPlaced = { reason: string };

/**
 * Positions for postcodes (BLM v3 carries no coordinates), in the order asked; where none is known, why (or
 * null when the geocoder cannot say).
 */
export type Geocoder = (
  places: { postcode: string; town: string; county?: string | null }[],
) => Promise<(GeocodedPosition | NotPlaced | null)[]>;

/** Fetches an http(s) URL's bytes with a timeout and a size limit. */
export type MediaFetcher = (url: string) => Promise<Uint8Array>;

export type ImportDependencies = {
  /** The originals store (DATA_DIR/media or MEDIA_STORE's object store). */
  media: MediaStore;
  geocode: Geocoder;
  fetchMedia: MediaFetcher;
  /** Each listing's outcome as it is decided (`--report`). */
  report?: (row: RowReport) => void;
  log?: (message: string) => void;
  now?: () => Date;
  /** Listings written per transaction. */
  batchSize?: number;
};

export const emptyCounts = (): ImportCounts => ({
  created: 0,
  updated: 0,
  unchanged: 0,
  withdrawn: 0,
  skipped: 0,
  media: 0,
  warnings: 0,
  errors: 0,
});

/** How one feed file is imported (import-feed-file.ts importFeedFile's options). */
export type FeedFileOptions = {
  source: string;
  mode: ImportMode;
  way: ImportWay;
  force?: boolean;
  /** The name the import log shows (a drop keeps its original name while it sits in processing/). */
  fileName?: string;
  /** Where a zip is unpacked; removed afterwards. */
  workDir: string;
  /** What the file is, when its name and content should not decide (`--format rtdf` for a saved RTDF call). */
  format?: "rtdf";
};
