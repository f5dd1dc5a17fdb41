// Asking prices as agents write them: round figures inside the spec's ranges, some exactly on a ladder rung
// so the search filters' boundaries are exercised by the demo data.

// spec §9: sales price ladder: 100k to 1m in 100k steps, then 2m to 10m in 1m steps.
export const SALES_PRICE_LADDER = [
  ...Array.from({ length: 10 }, (_, i) => (i + 1) * 100_000),
  ...Array.from({ length: 9 }, (_, i) => (i + 2) * 1_000_000),
];

// spec §9: lettings ladder (pcm).
export const LETTINGS_PRICE_LADDER = [
  200, 300, 400, 500, 600, 700, 800, 900, 1000, 1100, 1200, 1300, 1500, 2000,
];

// spec §9: commercial lettings prices: 5,000 to 100,000 in steps of 5,000, annual.
export const COMMERCIAL_RENT_LADDER = Array.from({ length: 20 }, (_, i) => (i + 1) * 5_000);

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const roundTo = (value: number, step: number) => Math.round(value / step) * step;

/** Sales: £100k–£10m; steps of £5,000 below £1m (£325,000), £25,000 to £2m, £50,000 above. */
export function roundAskingPrice(raw: number): number {
  const price = clamp(raw, 100_000, 10_000_000);
  const step = price < 1_000_000 ? 5_000 : price < 2_000_000 ? 25_000 : 50_000;
  return clamp(roundTo(price, step), 100_000, 10_000_000);
}

/** Residential lettings: £200–£3,000 pcm in steps of £25 (£1,175 pcm). */
export function roundMonthlyRent(raw: number): number {
  return clamp(roundTo(clamp(raw, 200, 3_000), 25), 200, 3_000);
}

/** Commercial lettings: £5,000–£100,000 per annum in steps of £500. */
export function roundAnnualRent(raw: number): number {
  return clamp(roundTo(clamp(raw, 5_000, 100_000), 500), 5_000, 100_000);
}

/** The ladder rung closest to the value (the lower one on a tie). */
export function nearestRung(ladder: readonly number[], value: number): number {
  let best = ladder[0]!;
  for (const rung of ladder) if (Math.abs(rung - value) < Math.abs(best - value)) best = rung;
  return best;
}
