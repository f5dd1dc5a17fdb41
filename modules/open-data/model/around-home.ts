// What the property page's "Around this home" section shows (issue 17), as its JSON route answers it
// (app/routes/api/around-home.ts) and its panels read it. Pure: the server builds it, the browser shows it.

/** The schools panel's radius: "within a mile or two" (issue 17), 1.5 miles in metres. */
export const SCHOOLS_RADIUS_METRES = 2_414;
/** At most this many schools, nearest first. */
export const SCHOOLS_LIMIT = 12;

/** A panel's data, or why there is none: the data set was never loaded, or it has no row for this home. */
export type PanelData<T> =
  { state: "shown"; value: T; date: string } | { state: "none"; date: string | null };

export type SchoolNearby = {
  urn: number;
  name: string;
  type: string;
  phase: string;
  ages: string | null;
  /** Straight-line distance, in miles to one decimal. */
  miles: number;
  ofsted: { judgement: string | null; date: string | null } | null;
};

export type Broadband = {
  superfastPercent: number | null;
  ultrafastPercent: number | null;
  fullFibrePercent: number | null;
  gigabitPercent: number | null;
  medianDownloadMbps: number | null;
};

export type FloodBand = "High" | "Medium" | "Low" | "Very low";
export type FloodRisk = {
  /** The highest likelihood band any residential property in the postcode is in; null when none is. */
  band: FloodBand | null;
  residential: Record<FloodBand, number>;
};

export type AroundHome = {
  postcode: string | null;
  schools: PanelData<SchoolNearby[]> & { ofstedDate: string | null };
  broadband: PanelData<Broadband>;
  flood: PanelData<FloodRisk>;
};

export const FLOOD_BANDS: readonly FloodBand[] = ["High", "Medium", "Low", "Very low"];

/** The EA's band meanings (chance of flooding each year). */
export const FLOOD_BAND_MEANINGS: Record<FloodBand, string> = {
  High: "more than 3.3% chance each year",
  Medium: "between 1% and 3.3% chance each year",
  Low: "between 0.1% and 1% chance each year",
  "Very low": "less than 0.1% chance each year",
};

export function floodBandOf(residential: Record<FloodBand, number>): FloodBand | null {
  return FLOOD_BANDS.find((band) => residential[band] > 0) ?? null;
}

export const METRES_PER_MILE = 1_609.344;
export const milesOf = (metres: number) => Math.round((metres / METRES_PER_MILE) * 10) / 10;

export function ageRange(low: number | null, high: number | null): string | null {
  return low === null || high === null ? null : `ages ${low}–${high}`;
}

const percent = (value: number) => `${Math.round(value)}%`;

/** One line for the broadband of a postcode: the fastest tier most homes can get, and the median speed. */
export function broadbandSummary(b: Broadband): string | null {
  const tiers: [string, number | null][] = [
    ["full fibre", b.fullFibrePercent],
    ["ultrafast", b.ultrafastPercent],
    ["superfast", b.superfastPercent],
  ];
  const available = tiers.find(([, value]) => value !== null && value > 0);
  const parts = [
    available ? `${available[0]} available to ${percent(available[1]!)} of premises` : null,
    b.medianDownloadMbps !== null ? `median download ${b.medianDownloadMbps} Mbit/s` : null,
  ].filter(Boolean);
  if (!parts.length) return null;
  const text = parts.join("; ");
  return text[0]!.toUpperCase() + text.slice(1);
}

export function floodSummary(risk: FloodRisk): string {
  return risk.band
    ? `${risk.band} risk (${FLOOD_BAND_MEANINGS[risk.band]}) from rivers and the sea for homes in this postcode`
    : "No homes in this postcode are in a risk band for rivers and the sea";
}
