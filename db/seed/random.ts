// One seeded random stream per part of the demo agency: same seed, same agency, every run.
// faker's Mersenne Twister drives everything, including its en_GB word lists.
import { Faker, base, en, en_GB } from "@faker-js/faker";

export type Random = ReturnType<typeof createRandom>;

export function createRandom(seed: number) {
  const faker = new Faker({ locale: [en_GB, en, base], seed });
  return {
    faker,
    /** Integer in [min, max], both included. */
    int: (min: number, max: number) => faker.number.int({ min, max }),
    /** Float in [min, max). */
    float: (min: number, max: number) => faker.number.float({ min, max }),
    chance: (probability: number) => faker.number.float() < probability,
    pick: <T>(items: readonly T[]): T => faker.helpers.arrayElement(items),
    /** A key of the table, chosen with probability proportional to its weight (zero: never). */
    weighted: <K extends string>(table: Readonly<Record<K, number>>): K =>
      faker.helpers.weightedArrayElement(
        (Object.entries(table) as [K, number][])
          .filter(([, weight]) => weight > 0)
          .map(([value, weight]) => ({ value, weight })),
      ),
    /** `count` distinct items in random order. */
    sample: <T>(items: readonly T[], count: number): T[] => faker.helpers.arrayElements(items, count),
    /** Roughly normal (sum of three uniforms), for sizes and prices that cluster around a middle. */
    bell: (min: number, max: number) => {
      const u = (faker.number.float() + faker.number.float() + faker.number.float()) / 3;
      return min + u * (max - min);
    },
  };
}

/** Independent streams per section, so adding listings never changes the branches or articles. */
export const SEEDS = {
  agency: 20_240_501,
  listings: 20_240_502,
  articles: 20_240_503,
} as const;
