// The feed suites' stock upload: the sales fixture's BLM zipped with the first photos it names, plain JPEGs. The
// photos it names and the zip lacks are warnings of the import, not failures.
import { readFile } from "node:fs/promises";
import sharp from "sharp";
import { writeZip, type ZipEntry } from "./zip.ts";

export const SALES_BLM_FIXTURE = new URL("../fixtures/feeds/sales-caret-tilde.blm", import.meta.url);

/** The first photos the fixture's first listing names, in its order, each drawn in a colour of its own. */
const FIRST_PHOTOS = [
  { name: "12_12_S001_IMG_00.JPG", colour: "#4a7a9c" },
  { name: "12_12_S001_IMG_01.jpg", colour: "#9c7a4a" },
];

/** Writes the stock zip at `zipPath` with the first `photoCount` (at most 2) photos the fixture names. */
export async function writeStockZip(zipPath: string, photoCount = FIRST_PHOTOS.length) {
  const photos: ZipEntry[] = await Promise.all(
    FIRST_PHOTOS.slice(0, photoCount).map(async ({ name, colour }) => ({
      name,
      data: await sharp({ create: { width: 320, height: 240, channels: 3, background: colour } })
        .jpeg()
        .toBuffer(),
      method: "store" as const,
    })),
  );
  await writeZip(zipPath, [{ name: "stock.blm", data: await readFile(SALES_BLM_FIXTURE) }, ...photos]);
}
