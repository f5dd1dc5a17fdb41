// Sample BLM v3 feeds of any size for benchmarks (bench/blm-parse.ts, the sync engine's bench): realistic rows
// (sales and lettings, HTML descriptions of a few KB, features, three photos, a floor plan, an EPC graph),
// deterministic for a given seed, written in batches so a 50 MB file never sits in memory.
import { open } from "node:fs/promises";
import type { Db } from "../../db/client.ts";
import { refreshPostcodePlaces, upsertPostcodes } from "../../db/repos/postcodes.ts";
import { BLM_ADDRESS_COLUMNS } from "../../modules/feeds/files/blm/blm-columns.ts";
import { writeZip, type ZipEntry } from "./zip.ts";

export type SampleBlmOptions = {
  listings: number;
  /** Characters of description per listing (about what a record weighs); 4,800 (the default) gives ≈ 50 MB per 10,000. */
  descriptionChars?: number;
  photosPerListing?: number;
  branchId?: string;
  seed?: number;
  eof?: string;
  eor?: string;
  newline?: "\n" | "\r\n";
};

export const SAMPLE_BLM_COLUMNS = [
  "AGENT_REF",
  ...BLM_ADDRESS_COLUMNS,
  ...Array.from({ length: 10 }, (_, i) => `FEATURE${i + 1}`),
  "SUMMARY",
  "DESCRIPTION",
  "BRANCH_ID",
  "STATUS_ID",
  "BEDROOMS",
  "PRICE",
  "PRICE_QUALIFIER",
  "PROP_SUB_ID",
  "CREATE_DATE",
  "UPDATE_DATE",
  "DISPLAY_ADDRESS",
  "PUBLISHED_FLAG",
  "LET_DATE_AVAILABLE",
  "LET_BOND",
  "LET_TYPE_ID",
  "LET_FURN_ID",
  "LET_RENT_FREQUENCY",
  "TENURE_TYPE_ID",
  "TRANS_TYPE_ID",
  "NEW_HOME_FLAG",
  ...["00", "01", "02", "03", "04", "05"].flatMap((n) => [`MEDIA_IMAGE_${n}`, `MEDIA_IMAGE_TEXT_${n}`]),
  "MEDIA_IMAGE_60",
  "MEDIA_IMAGE_TEXT_60",
  "MEDIA_FLOOR_PLAN_00",
  "MEDIA_FLOOR_PLAN_TEXT_00",
  "MEDIA_VIRTUAL_TOUR_00",
  "MEDIA_VIRTUAL_TOUR_TEXT_00",
];

const STREETS = ["High Street", "Station Road", "Church Lane", "Park Avenue", "Mill Road", "Queens Road"];
const TOWNS: [string, string][] = [
  ["Bristol", "BS8"],
  ["Bath", "BA1"],
  ["Clevedon", "BS21"],
  ["Weston-super-Mare", "BS23"],
  ["Keynsham", "BS31"],
];
/**
 * Places the sample's postcode districts in the postcode table (BLM v3 has no coordinates), a little apart from
 * each other, so its listings can be placed on the map and found by place; `source` marks the rows.
 */
export async function placeSampleDistricts(db: Db, source: string) {
  await upsertPostcodes(
    db,
    TOWNS.map(([, district], i) => ({
      postcode: `${district} 1AA`,
      district,
      sector: `${district} 1`,
      latitude: 51.4 + i / 50,
      longitude: -2.6 + i / 50,
      source,
    })),
  );
  await refreshPostcodePlaces(db);
}
const WORDS = (
  "spacious bright light-filled reception room kitchen breakfast garden south-facing period features " +
  "sash windows original fireplaces bedroom en-suite bathroom family home convenient location schools " +
  "shops transport links parking driveway garage utility cloakroom landing loft views"
).split(" ");
const FEATURES = [
  "Garden",
  "Parking",
  "Gas central heating",
  "Double glazing",
  "Close to schools",
  "Chain free",
];

function random(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** The media file names a sample listing's row names (photos, floor plan, EPC graph). */
export function sampleMediaNames(branchId: string, reference: string, photos: number): string[] {
  const names = Array.from(
    { length: photos },
    (_, i) => `${branchId}_${reference}_IMG_${String(i).padStart(2, "0")}.jpg`,
  );
  return [...names, `${branchId}_${reference}_FLP_00.jpg`, `${branchId}_${reference}_IMG_60.jpg`];
}

/** The sample file's text, a few hundred records at a time. */
export function* sampleBlmText(options: SampleBlmOptions): Generator<string> {
  const {
    listings,
    descriptionChars = 4800,
    photosPerListing = 3,
    branchId = "B1",
    seed = 1,
    eof = "^",
    eor = "~",
    newline = "\n",
  } = options;
  const next = random(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  yield [
    "#HEADER#",
    "Version : 3",
    `EOF : '${eof}'`,
    `EOR : '${eor}'`,
    `Property Count : ${listings}`,
    "Generated Date : 2024-06-03 08:00:00",
    "",
    "#DEFINITION#",
    SAMPLE_BLM_COLUMNS.join(eof) + eof + eor,
    "#DATA#",
    "",
  ].join(newline);
  let batch: string[] = [];
  for (let i = 0; i < listings; i++) {
    const reference = `S${String(i + 1).padStart(6, "0")}`;
    const lettings = next() < 0.3;
    const [town, district] = pick(TOWNS);
    const street = pick(STREETS);
    const beds = 1 + Math.floor(next() * 5);
    const paragraphs: string[] = [];
    let length = 0;
    while (length < descriptionChars) {
      const words = Array.from({ length: 40 }, () => pick(WORDS)).join(" ");
      const paragraph = `<strong>${pick(WORDS)}</strong> ${words} &pound;${Math.floor(next() * 900)}`;
      paragraphs.push(paragraph);
      length += paragraph.length + 12;
    }
    const media = sampleMediaNames(branchId, reference, photosPerListing);
    const [floorPlan, epc] = media.slice(photosPerListing);
    const row: Record<string, string> = {
      AGENT_REF: reference,
      ADDRESS_1: String(1 + Math.floor(next() * 200)),
      ADDRESS_2: street,
      ADDRESS_3: "",
      ADDRESS_4: "",
      TOWN: town,
      POSTCODE1: district,
      POSTCODE2: `${1 + Math.floor(next() * 9)}${pick(["AB", "QT", "LG", "HX"])}`,
      SUMMARY: `A ${beds} bedroom home on ${street}, ${town}.`,
      DESCRIPTION: paragraphs.join("<br /><br />"),
      BRANCH_ID: branchId,
      STATUS_ID: lettings ? pick(["0", "0", "0", "5"]) : pick(["0", "0", "0", "1", "3"]),
      BEDROOMS: String(beds),
      PRICE: lettings
        ? String(600 + Math.floor(next() * 2000))
        : String(150_000 + Math.floor(next() * 600) * 1000),
      PRICE_QUALIFIER: lettings ? "0" : pick(["0", "2", "4", "10"]),
      PROP_SUB_ID: pick(["1", "2", "3", "4", "8", "12", "22", "28"]),
      CREATE_DATE: "2024-05-01 10:00:00",
      UPDATE_DATE: "2024-06-01 10:00:00",
      DISPLAY_ADDRESS: `${street}, ${town}`,
      PUBLISHED_FLAG: "1",
      LET_DATE_AVAILABLE: lettings ? "2024-08-01 00:00:00" : "",
      LET_BOND: lettings ? "1500" : "",
      LET_TYPE_ID: lettings ? "1" : "",
      LET_FURN_ID: lettings ? pick(["0", "1", "2"]) : "",
      LET_RENT_FREQUENCY: lettings ? "1" : "",
      TENURE_TYPE_ID: lettings ? "" : pick(["1", "2"]),
      TRANS_TYPE_ID: lettings ? "2" : "1",
      NEW_HOME_FLAG: next() < 0.05 ? "Y" : "N",
      MEDIA_IMAGE_60: epc!,
      MEDIA_IMAGE_TEXT_60: "EPC",
      MEDIA_FLOOR_PLAN_00: floorPlan!,
      MEDIA_VIRTUAL_TOUR_00: next() < 0.2 ? `https://tours.example.com/${reference}` : "",
    };
    FEATURES.forEach((feature, k) => (row[`FEATURE${k + 1}`] = next() < 0.7 ? feature : ""));
    media.slice(0, photosPerListing).forEach((name, k) => {
      row[`MEDIA_IMAGE_0${k}`] = name;
      row[`MEDIA_IMAGE_TEXT_0${k}`] = k === 0 ? "Front" : "";
    });
    batch.push(SAMPLE_BLM_COLUMNS.map((column) => row[column] ?? "").join(eof) + eof + eor + newline);
    if (batch.length === 200) {
      yield batch.join("");
      batch = [];
    }
  }
  yield batch.join("") + "#END#" + newline;
}

/** Writes a sample BLM to `path`; returns its size in bytes. */
export async function writeSampleBlm(path: string, options: SampleBlmOptions): Promise<number> {
  const file = await open(path, "w");
  let bytes = 0;
  try {
    for (const text of sampleBlmText(options)) {
      const buffer = Buffer.from(text, "utf8");
      bytes += buffer.length;
      await file.write(buffer);
    }
  } finally {
    await file.close();
  }
  return bytes;
}

/**
 * A feed zip: the sample BLM (as feed.blm, built in memory: ≈ 5 KB a listing) and every photo, floor plan and
 * EPC graph it names, each drawn from `jpegPool` (stored, since JPEGs do not deflate).
 */
export async function writeSampleFeedZip(
  zipPath: string,
  options: SampleBlmOptions & { jpegPool: Buffer[] },
): Promise<void> {
  const { jpegPool, ...blmOptions } = options;
  const branchId = blmOptions.branchId ?? "B1";
  const photos = blmOptions.photosPerListing ?? 3;
  async function* entries(): AsyncGenerator<ZipEntry> {
    yield { name: "feed.blm", data: Buffer.from([...sampleBlmText(blmOptions)].join(""), "utf8") };
    let k = 0;
    for (let i = 0; i < blmOptions.listings; i++) {
      const reference = `S${String(i + 1).padStart(6, "0")}`;
      for (const name of sampleMediaNames(branchId, reference, photos))
        yield { name, data: jpegPool[k++ % jpegPool.length]!, method: "store" };
    }
  }
  await writeZip(zipPath, entries());
}
