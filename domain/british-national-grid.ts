// British National Grid (OSGB36, EPSG:27700) eastings and northings → WGS84 latitude and longitude, as
// OS Code-Point Open and OS Open Names give positions. proj4's seven-parameter Helmert shift is good to a few
// metres (OS publishes the same parameters); postcode centroids and place points need no better.
import proj4 from "proj4";

const BNG =
  "+proj=tmerc +lat_0=49 +lon_0=-2 +k=0.9996012717 +x_0=400000 +y_0=-100000 +ellps=airy " +
  "+towgs84=446.448,-125.157,542.06,0.15,0.247,0.842,-20.489 +units=m +no_defs";
const toWgs84 = proj4(BNG, "WGS84");

/** Rounds to 6 decimals (about 0.1 m), the precision ONSPD publishes. */
const sixDecimals = (n: number) => Math.round(n * 1e6) / 1e6;

/** Whether a grid reference lies on the National Grid's extent (0–700 km east, 0–1,300 km north). */
export function isOnGrid(easting: number, northing: number): boolean {
  return (
    Number.isFinite(easting) &&
    Number.isFinite(northing) &&
    easting > 0 &&
    easting <= 700_000 &&
    northing > 0 &&
    northing <= 1_300_000
  );
}

export function gridToWgs84(easting: number, northing: number): { latitude: number; longitude: number } {
  const [longitude, latitude] = toWgs84.forward([easting, northing]) as [number, number];
  return { latitude: sixDecimals(latitude), longitude: sixDecimals(longitude) };
}

/** The reverse, to whole metres: the demo seed writes its schools' positions as GIAS does (Easting, Northing). */
export function wgs84ToGrid(latitude: number, longitude: number): { easting: number; northing: number } {
  const [easting, northing] = toWgs84.inverse([longitude, latitude]) as [number, number];
  return { easting: Math.round(easting), northing: Math.round(northing) };
}
