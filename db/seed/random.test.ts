import { describe, expect, it } from "vitest";
import { createRandom } from "./random.ts";

const draw = (seed: number) => {
  const r = createRandom(seed);
  return [
    r.int(1, 1000),
    r.float(0, 1),
    r.pick(["a", "b", "c"]),
    r.weighted({ x: 1, y: 2 }),
    r.faker.person.lastName(),
  ];
};

describe("createRandom", () => {
  it("repeats the same sequence for the same seed", () => {
    expect(draw(42)).toEqual(draw(42));
  });

  it("gives a different sequence for another seed", () => {
    expect(draw(42)).not.toEqual(draw(43));
  });

  it("keeps int within both bounds, reaching each", () => {
    const r = createRandom(1);
    const seen = new Set(Array.from({ length: 500 }, () => r.int(3, 5)));
    expect([...seen].sort()).toEqual([3, 4, 5]);
  });

  it("never picks a zero weight and follows the weights", () => {
    const r = createRandom(2);
    const counts = { never: 0, rare: 0, common: 0 };
    for (let i = 0; i < 4000; i++) counts[r.weighted({ never: 0, rare: 1, common: 3 })]++;
    expect(counts.never).toBe(0);
    expect(counts.common / counts.rare).toBeGreaterThan(2.5);
    expect(counts.common / counts.rare).toBeLessThan(3.5);
  });

  it("samples distinct items", () => {
    const sample = createRandom(3).sample([1, 2, 3, 4, 5, 6], 4);
    expect(new Set(sample).size).toBe(4);
  });

  it("keeps bell within its range and centred", () => {
    const r = createRandom(4);
    const values = Array.from({ length: 2000 }, () => r.bell(10, 20));
    expect(Math.min(...values)).toBeGreaterThanOrEqual(10);
    expect(Math.max(...values)).toBeLessThan(20);
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    expect(mean).toBeGreaterThan(14.5);
    expect(mean).toBeLessThan(15.5);
  });
});
