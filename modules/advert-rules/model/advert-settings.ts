// An agency's own choices for the advert rules (issue 41): what a listing whose material information lacks a Part A
// item gets (held back from the site, or published with a warning to staff), and how long the versions of what was
// advertised are kept. Set by an owner in the back office (/admin/advert-rules), audited. Pure, browser-safe: the
// listing editor's script judges with them as the server does.

export const PART_A_OUTCOMES = ["block", "warn"] as const;
export type PartAOutcome = (typeof PART_A_OUTCOMES)[number];

/** Years after a version of an advert stopped being live that it is kept, then deleted: at least, at most. */
export const EVIDENCE_YEARS_MIN = 1;
export const EVIDENCE_YEARS_MAX = 15;

export type AdvertSettings = {
  /** "block": a listing with a Part A item missing is held back until given; "warn": on the site, staff warned. */
  partAMissing: PartAOutcome;
  /** Whole years a version is kept after it ended (the agency's evidence period). */
  evidenceYears: number;
};

/**
 * What an agency that never chose has: Part A enforced, and six years of evidence (the limitation period for a
 * claim in England and Wales). docs/advert-rules.md says what an upgraded install sees.
 */
export const DEFAULT_ADVERT_SETTINGS: AdvertSettings = { partAMissing: "block", evidenceYears: 6 };

/** The part of the settings the rules read when they judge a listing. */
export type AdvertPolicy = Pick<AdvertSettings, "partAMissing">;
