// "Around this home" (issue 17): the open data the property page's lazy section shows, answered as JSON by
// /properties/{id}/around-home.json. Schools within 1.5 miles of the listing's position; broadband and flood
// risk for its postcode. Each panel says "none" plainly when its data set was never loaded or has no row here.
import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { listingRows } from "../../../db/agency-scope.ts";
import { broadbandFor, floodRiskFor, openDataDates, schoolsNear } from "../repos/open-data.ts";
import { properties } from "../../../db/schema.ts";
import {
  ageRange,
  broadbandSummary,
  floodBandOf,
  floodSummary,
  milesOf,
  SCHOOLS_LIMIT,
  SCHOOLS_RADIUS_METRES,
  type AroundHome,
  type Broadband,
  type FloodRisk,
} from "../model/around-home.ts";
import { isApproximate } from "../../listings/model/listing-placement.ts";
import { normalisePostcode } from "../../../domain/postcode.ts";
import { OPEN_DATA_CREDITS } from "../model/sources.ts";

/** `point` only where the listing is placed closely enough to measure a school's distance from it. */
type Place = { point: { latitude: number; longitude: number } | null; postcode: string | null };

async function placeOf(db: Db, propertyId: number): Promise<Place | null> {
  const [row] = await db
    .select({
      latitude: properties.latitude,
      longitude: properties.longitude,
      postcode: properties.postcode,
      placement: properties.placement,
      status: properties.status,
      heldBack: properties.heldBack,
    })
    .from(properties)
    .where(and(listingRows(db, properties.agencyId), eq(properties.id, propertyId)));
  if (!row || row.status === "withdrawn" || row.heldBack) return null;
  // Miles to a school from a town's or district's centre would be wrong for this home: no list rather than that.
  const measurable = row.latitude !== null && row.longitude !== null && !isApproximate(row.placement);
  return {
    point: measurable ? { latitude: row.latitude!, longitude: row.longitude! } : null,
    postcode: normalisePostcode(row.postcode ?? ""),
  };
}

const broadbandOf = (row: NonNullable<Awaited<ReturnType<typeof broadbandFor>>>): Broadband => ({
  superfastPercent: row.superfastPercent,
  ultrafastPercent: row.ultrafastPercent,
  fullFibrePercent: row.fullFibrePercent,
  gigabitPercent: row.gigabitPercent,
  medianDownloadMbps: row.medianDownloadMbps,
});

const floodOf = (row: NonNullable<Awaited<ReturnType<typeof floodRiskFor>>>): FloodRisk => {
  const residential = {
    High: row.residentialHigh,
    Medium: row.residentialMedium,
    Low: row.residentialLow,
    "Very low": row.residentialVeryLow,
  };
  return { band: floodBandOf(residential), residential };
};

/** The section's data for a listing on the market; null when there is no such listing. */
export async function aroundHome(db: Db, propertyId: number): Promise<AroundHome | null> {
  const place = await placeOf(db, propertyId);
  if (!place) return null;
  const [dates, schools, broadband, flood] = await Promise.all([
    openDataDates(db),
    place.point ? schoolsNear(db, place.point, SCHOOLS_RADIUS_METRES, SCHOOLS_LIMIT) : [],
    place.postcode ? broadbandFor(db, place.postcode) : null,
    place.postcode ? floodRiskFor(db, place.postcode) : null,
  ]);
  const panel = <T>(value: T | null, date: string | undefined) =>
    value !== null && date
      ? { state: "shown" as const, value, date }
      : { state: "none" as const, date: date ?? null };
  const broadbandValue =
    broadband && broadbandSummary(broadbandOf(broadband)) ? broadbandOf(broadband) : null;
  return {
    postcode: place.postcode,
    schools: {
      ...panel(
        schools.length
          ? schools.map((school) => ({
              urn: school.urn,
              name: school.name,
              type: school.type,
              phase: school.phase,
              ages: ageRange(school.lowAge, school.highAge),
              miles: milesOf(school.metres),
              ofsted:
                school.ofstedJudgement || school.ofstedInspectedOn
                  ? { judgement: school.ofstedJudgement, date: school.ofstedInspectedOn }
                  : null,
            }))
          : null,
        dates.schools,
      ),
      ofstedDate: dates.ofsted ?? null,
    },
    broadband: panel(broadbandValue, dates.broadband),
    flood: panel(flood ? floodOf(flood) : null, dates.flood),
  };
}

/**
 * The material information's fallbacks (issue 17): broadband and flood risk for the postcode, each with the
 * source it comes from, for the rows the agency left "Ask the agent". Null where there is no data.
 */
export async function materialFallbacks(
  db: Db,
  postcodeText: string | null,
  wanted: { broadband: boolean; floodRisk: boolean },
): Promise<{ broadband: OpenDataFact | null; floodRisk: OpenDataFact | null }> {
  const postcode = normalisePostcode(postcodeText ?? "");
  if (!postcode) return { broadband: null, floodRisk: null };
  const [broadband, flood] = await Promise.all([
    wanted.broadband ? broadbandFor(db, postcode) : null,
    wanted.floodRisk ? floodRiskFor(db, postcode) : null,
  ]);
  const broadbandText = broadband ? broadbandSummary(broadbandOf(broadband)) : null;
  return {
    broadband: broadbandText ? { text: broadbandText, source: OPEN_DATA_CREDITS.broadband.name } : null,
    floodRisk: flood ? { text: floodSummary(floodOf(flood)), source: OPEN_DATA_CREDITS.flood.name } : null,
  };
}

export type OpenDataFact = { text: string; source: string };
