// Draws the shared image pool (pool.ts) with sharp from SVG, writing only the files that are missing,
// so the first start pays a few seconds once and every later seed pays nothing.
import sharp from "sharp";
import { bathroomScene, bedroomScene, kitchenScene, livingScene } from "./drawings/interiors.ts";
import { exteriorScene, fieldScene, gardenScene, type Scene } from "./drawings/exteriors.ts";
import { epcSvg, floorplanSvg } from "./drawings/charts.ts";
import { portraitSvg } from "./drawings/portrait.ts";
import { document } from "./drawings/svg.ts";
import {
  EPC_RATINGS,
  FLOORPLAN_COUNT,
  HERO_COUNT,
  PHOTO_POOL,
  PORTRAIT_COUNT,
  articleImageKey,
  branchPhotoKey,
  epcKey,
  floorplanKey,
  heroKey,
  isFirstFloorPlan,
  portraitKey,
  type PhotoCategory,
} from "./pool.ts";
import { createRandom, type Random } from "./random.ts";

type PoolImage = { key: string; render: () => Promise<Buffer> };

const PHOTO_SCENES: Record<Exclude<PhotoCategory, "exterior">, (r: Random) => Scene> = {
  land: fieldScene,
  garden: gardenScene,
  kitchen: kitchenScene,
  living: livingScene,
  bedroom: bedroomScene,
  bathroom: bathroomScene,
};
const ARTICLE_SCENES: ((r: Random) => Scene)[] = [
  (r) => exteriorScene(r, "terrace"),
  livingScene,
  gardenScene,
  (r) => exteriorScene(r, "detached"),
  kitchenScene,
  fieldScene,
  (r) => exteriorScene(r, "flats"),
  bedroomScene,
];

// FNV-1a: each image gets its own stream, so adding an image never redraws the others.
function seedOf(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}

const jpeg = (svg: string) => sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
const png = (svg: string) => sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer();
const scenePhoto = (scene: Scene, width: number, height: number) =>
  jpeg(document(width, height, scene.body, scene.defs));

/** Every image of the pool, with how to draw it. */
export function poolImages(branchSlugs: string[], articleCount: number): PoolImage[] {
  const images: PoolImage[] = [];
  const add = (key: string, draw: (r: Random) => Promise<Buffer>) =>
    images.push({ key, render: () => draw(createRandom(seedOf(key))) });

  for (const photo of PHOTO_POOL) {
    add(photo.key, (r) =>
      scenePhoto(
        photo.category === "exterior" ? exteriorScene(r, photo.style!) : PHOTO_SCENES[photo.category](r),
        1600,
        1067,
      ),
    );
  }
  for (let n = 1; n <= FLOORPLAN_COUNT; n++) {
    add(floorplanKey(n), (r) => png(floorplanSvg(r, isFirstFloorPlan(n) ? "First Floor" : "Ground Floor")));
  }
  for (const rating of EPC_RATINGS) add(epcKey(rating), () => png(epcSvg(rating)));
  for (let n = 1; n <= PORTRAIT_COUNT; n++) add(portraitKey(n), (r) => jpeg(portraitSvg(r)));
  const heroStyles = ["terrace", "detached", "cottage", "semi", "flats"] as const;
  for (let n = 1; n <= HERO_COUNT; n++) {
    add(heroKey(n), (r) =>
      scenePhoto(exteriorScene(r, heroStyles[(n - 1) % heroStyles.length]!), 1920, 1080),
    );
  }
  for (const slug of branchSlugs) {
    add(branchPhotoKey(slug), (r) => scenePhoto(exteriorScene(r, "commercial", "ESTATE AGENTS"), 1600, 1067));
  }
  for (let n = 1; n <= articleCount; n++) {
    add(articleImageKey(n), (r) =>
      scenePhoto(ARTICLE_SCENES[(n - 1) % ARTICLE_SCENES.length]!(r), 1600, 900),
    );
  }
  return images;
}

/** What the pool needs of the originals store (platform/media-stores.ts MediaStore, which db/ may not import). */
export type PoolStore = {
  stat(key: string): Promise<object | null>;
  write(key: string, bytes: Uint8Array): Promise<void>;
};

/** Writes the missing pool images; returns how many were drawn. */
export async function ensureImagePool(
  media: PoolStore,
  images: PoolImage[],
  concurrency = 8,
): Promise<number> {
  const stored = await Promise.all(images.map((image) => media.stat(image.key)));
  const missing = images.filter((_, i) => !stored[i]);
  let next = 0;
  const worker = async () => {
    // The store's writes are whole or nothing: a crash mid-write never leaves a truncated image later runs keep.
    while (next < missing.length) {
      const image = missing[next++]!;
      await media.write(image.key, await image.render());
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return missing.length;
}
