// A seeded PRNG for the fuzz suite (tests/api/fuzz*.test.ts): mulberry32, small, fast, and the same sequence on
// every machine, so a failure's seed reproduces it (FUZZ_SEED to try another).

export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20261123);

export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)]!;
  const chance = (p: number) => next() < p;
  return { next, int, pick, chance };
}

export type Rng = ReturnType<typeof prng>;
