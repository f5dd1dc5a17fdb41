// GEOCODER=postcodes.io: the postcodes.io API (POSTCODES_IO_URL, default https://api.postcodes.io; a
// self-hosted copy speaks the same protocol), for an agency that loads no postcode file:
//   POST {base}/postcodes {"postcodes": [≤100 postcodes]} → 200 {"status":200,"result":[{"query","result":
//                                                              {"postcode","latitude","longitude",…} | null}]}
//   GET  {base}/outcodes/{outcode}                         → 200 {"status":200,"result":{"outcode",
//                                                              "latitude","longitude",…}}; 404 unknown
// postcodes.io has no sector call, and the town step needs the gazetteer: those two levels come from the
// database, so the fallback order stays postcode → sector → district → town.
import type { Db } from "../../../../db/client.ts";
import { geocodeManyInDatabaseExplained, postcodeLevels } from "./database.ts";
import {
  GeocoderError,
  type GeocodeOutcome,
  type GeocodeQuery,
  type GeocodeResult,
  type GeocoderProvider,
} from "../../../../platform/geocoder.ts";

export const POSTCODES_IO_DEFAULT_URL = "https://api.postcodes.io";
/** postcodes.io's limit for one bulk lookup. */
export const POSTCODES_IO_BULK_LIMIT = 100;
const OUTCODE_CONCURRENCY = 4;

export type PostcodesIoOptions = {
  db: Db;
  baseUrl?: string;
  /** Per HTTP call. */
  timeoutMs?: number;
  fetch?: typeof fetch;
};

type Point = { latitude: number; longitude: number };

const pointOf = (value: unknown): Point | null => {
  const { latitude, longitude } = (value ?? {}) as { latitude?: unknown; longitude?: unknown };
  return typeof latitude === "number" && typeof longitude === "number" ? { latitude, longitude } : null;
};

export function createPostcodesIoGeocoder(options: PostcodesIoOptions): GeocoderProvider {
  const base = (options.baseUrl ?? POSTCODES_IO_DEFAULT_URL).replace(/\/+$/, "");
  const timeoutMs = options.timeoutMs ?? 5_000;
  const doFetch = options.fetch ?? fetch;

  async function call(path: string, init: RequestInit = {}): Promise<Response> {
    try {
      return await doFetch(`${base}${path}`, {
        ...init,
        headers: { Accept: "application/json", ...(init.body ? { "Content-Type": "application/json" } : {}) },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new GeocoderError(`postcodes.io did not answer ${path}`, { cause: error });
    }
  }

  async function readJson(response: Response, path: string): Promise<unknown> {
    try {
      return await response.json();
    } catch (error) {
      throw new GeocoderError(`postcodes.io answered unreadable JSON to ${path}`, { cause: error });
    }
  }

  /** Whole postcodes → centroids, 100 per call. */
  async function lookUpPostcodes(codes: string[]): Promise<Map<string, Point>> {
    const found = new Map<string, Point>();
    for (let start = 0; start < codes.length; start += POSTCODES_IO_BULK_LIMIT) {
      const chunk = codes.slice(start, start + POSTCODES_IO_BULK_LIMIT);
      const response = await call("/postcodes", {
        method: "POST",
        body: JSON.stringify({ postcodes: chunk }),
      });
      if (!response.ok) {
        await response.body?.cancel();
        throw new GeocoderError(`postcodes.io bulk lookup answered ${response.status}`);
      }
      const body = (await readJson(response, "/postcodes")) as { result?: unknown };
      if (!Array.isArray(body?.result)) throw new GeocoderError("postcodes.io answered no result list");
      body.result.forEach((item: { query?: unknown; result?: unknown } | null, index) => {
        const point = pointOf(item?.result);
        // Answers come in the order asked; the query echo confirms it.
        const code = typeof item?.query === "string" ? item.query.toUpperCase() : chunk[index];
        if (point && code) found.set(code, point);
      });
    }
    return found;
  }

  async function lookUpOutcode(outcode: string): Promise<Point | null> {
    const path = `/outcodes/${encodeURIComponent(outcode)}`;
    const response = await call(path);
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new GeocoderError(`postcodes.io outcode lookup answered ${response.status}`);
    }
    return pointOf(((await readJson(response, path)) as { result?: unknown })?.result);
  }

  async function lookUpOutcodes(outcodes: string[]): Promise<Map<string, Point>> {
    const found = new Map<string, Point>();
    let next = 0;
    const worker = async () => {
      while (next < outcodes.length) {
        const outcode = outcodes[next++]!;
        const point = await lookUpOutcode(outcode);
        if (point) found.set(outcode, point);
      }
    };
    await Promise.all(Array.from({ length: Math.min(OUTCODE_CONCURRENCY, outcodes.length) }, worker));
    return found;
  }

  async function geocodeManyExplained(queries: readonly GeocodeQuery[]): Promise<GeocodeOutcome> {
    const levels = queries.map((query) => postcodeLevels(query.postcode));
    const results: (GeocodeResult | null)[] = queries.map(() => null);
    const reasons: (string | null)[] = queries.map(() => null);
    const open = () => results.flatMap((result, index) => (result ? [] : [index]));
    const distinct = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => !!v))];

    const postcodes = await lookUpPostcodes(distinct(levels.map((l) => l.postcode)));
    for (const index of open()) {
      const point = postcodes.get(levels[index]!.postcode ?? "");
      if (point) results[index] = { ...point, precision: "postcode" };
    }
    await fillFromDatabase(["sector"]);
    const wanted = open();
    const outcodes = await lookUpOutcodes(distinct(wanted.map((index) => levels[index]!.district)));
    for (const index of wanted) {
      const point = outcodes.get(levels[index]!.district ?? "");
      if (point) results[index] = { ...point, precision: "district" };
    }
    await fillFromDatabase(["town"]);
    return { results, reasons };

    async function fillFromDatabase(steps: ("sector" | "town")[]) {
      const wanted = open();
      if (!wanted.length) return;
      const found = await geocodeManyInDatabaseExplained(
        options.db,
        wanted.map((index) => queries[index]!),
        steps,
      );
      found.results.forEach((result, i) => {
        if (result) results[wanted[i]!] = result;
        reasons[wanted[i]!] = found.reasons[i] ?? null;
      });
    }
  }

  return {
    name: "postcodes.io",
    geocodeManyExplained,
    geocodeMany: async (queries) => (await geocodeManyExplained(queries)).results,
  };
}
