// The shared image pool: a few dozen generated originals that every listing, person and article reuses,
// so a 100,000-listing seed writes no more images than a 100-listing one. Keys are keys in the originals store.

export type ExteriorStyle =
  "detached" | "semi" | "terrace" | "flats" | "cottage" | "barn" | "bungalow" | "commercial";
export type PhotoCategory = "exterior" | "land" | "kitchen" | "living" | "bedroom" | "bathroom" | "garden";

export type PoolPhoto = { key: string; category: PhotoCategory; style?: ExteriorStyle; variant: number };

const EXTERIORS: ExteriorStyle[] = [
  "detached",
  "detached",
  "semi",
  "semi",
  "terrace",
  "terrace",
  "flats",
  "flats",
  "cottage",
  "barn",
  "bungalow",
  "commercial",
];
const ROOM_COUNTS: [PhotoCategory, number][] = [
  ["land", 2],
  ["kitchen", 6],
  ["living", 6],
  ["bedroom", 5],
  ["bathroom", 4],
  ["garden", 5],
];

const two = (n: number) => String(n).padStart(2, "0");

/** 40 photos (1600×1067): 12 exteriors in eight styles, then fields and rooms. */
export const PHOTO_POOL: PoolPhoto[] = (() => {
  const photos: PoolPhoto[] = EXTERIORS.map((style, i) => ({
    key: `pool/photo-${two(i + 1)}.jpg`,
    category: "exterior",
    style,
    variant: i,
  }));
  for (const [category, count] of ROOM_COUNTS) {
    for (let v = 0; v < count; v++) {
      photos.push({ key: `pool/photo-${two(photos.length + 1)}.jpg`, category, variant: v });
    }
  }
  return photos;
})();

export const photosOf = (category: PhotoCategory, style?: ExteriorStyle) =>
  PHOTO_POOL.filter((p) => p.category === category && (!style || p.style === style));

export const FLOORPLAN_COUNT = 10;
export const floorplanKey = (n: number) => `pool/floorplan-${two(n)}.png`;
/** Every third plan is drawn as a first floor, the others as ground floors. */
export const isFirstFloorPlan = (n: number) => n % 3 === 0;
const planNumbers = Array.from({ length: FLOORPLAN_COUNT }, (_, i) => i + 1);
export const GROUND_FLOOR_PLANS = planNumbers.filter((n) => !isFirstFloorPlan(n));
export const FIRST_FLOOR_PLANS = planNumbers.filter(isFirstFloorPlan);

export const EPC_RATINGS = ["A", "B", "C", "D", "E", "F", "G"] as const;
export type EpcRating = (typeof EPC_RATINGS)[number];
export const epcKey = (rating: EpcRating) => `pool/epc-${rating.toLowerCase()}.png`;

export const PORTRAIT_COUNT = 30;
export const portraitKey = (n: number) => `pool/portrait-${two(n)}.jpg`;

// These keys are named by content/demo-agency.json: keep them in step.
export const HERO_COUNT = 5;
export const heroKey = (n: number) => `demo/hero-${n}.jpg`;
export const branchPhotoKey = (slug: string) => `demo/branch-${slug}.jpg`;
export const articleImageKey = (n: number) => `demo/article-${n}.jpg`;
