// One seeded random stream per part of the demo agency: same seed, same agency, every run.
// faker's Mersenne Twister drives everything, including its en_GB word lists.
import type { Faker } from "@faker-js/faker";
// The en_GB entry loads the en_GB, en and base definitions only: the package's root loads every locale, about
// 15 MB more heap in the server, which imports the seed for a first start (18.6 MB against 3.3 MB loaded).
import { faker as britishFaker } from "@faker-js/faker/locale/en_GB";

// Its class, for a stream of our own per seed: the root would export it, at the root's cost.
const SeededFaker = britishFaker.constructor as new (options: {
  locale: Faker["rawDefinitions"];
  seed: number;
}) => Faker;

export type Random = ReturnType<typeof createRandom>;

export function createRandom(seed: number) {
  // The en_GB entry's definitions are en_GB over en over base, merged: the same words as that list of three.
  const faker = new SeededFaker({ locale: britishFaker.rawDefinitions, seed });
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
