// The mortgage calculator's rules (spec §5 "Calculators", §9 "Calculators").
import { groupThousands } from "../number-format.ts";

export const RATE_MESSAGE = "Enter a value between 0.01 and 10";
export const TERM_MESSAGE = "Enter a value between 5 and 35";

// spec §9: "deposit 20 percent of price ... term 25 years".
export const DEFAULT_DEPOSIT_SHARE = 0.2;
export const DEFAULT_TERM_YEARS = 25;
const RATE_BOUNDS = { min: 0.01, max: 10 };
const TERM_BOUNDS = { min: 5, max: 35 };
// spec §5: price and deposit inputs keep digits only, at most 11 characters.
const MAX_MONEY_DIGITS = 11;

export function defaultDeposit(price: number): number {
  return Math.round(price * DEFAULT_DEPOSIT_SHARE);
}

/** A typed price or deposit as the input keeps it: digits only, at most 11 of them. */
export function keepDigits(raw: string): string {
  return raw.replace(/\D/g, "").slice(0, MAX_MONEY_DIGITS);
}

/** spec §5: prices display with thousands separators. */
export const formatThousands = groupThousands;

/** A plain decimal number ("4.5", "10"); anything else (letters, "1e1", blanks) is NaN: spec §5 "non-numeric is an error". */
export function parseDecimal(raw: string): number {
  const trimmed = raw.trim();
  return /^(\d+(\.\d*)?|\.\d+)$/.test(trimmed) ? Number(trimmed) : NaN;
}

const within = (value: number, bounds: { min: number; max: number }) =>
  Number.isFinite(value) && value >= bounds.min && value <= bounds.max;

export function rateError(raw: string): string | null {
  return within(parseDecimal(raw), RATE_BOUNDS) ? null : RATE_MESSAGE;
}

export function termError(raw: string): string | null {
  return within(parseDecimal(raw), TERM_BOUNDS) ? null : TERM_MESSAGE;
}

export type MortgageInput = { price: number; deposit: number; ratePercent: number; years: number };
export type MortgagePayments = { loan: number; repayment: number; interestOnly: number };

const NOTHING: MortgagePayments = { loan: 0, repayment: 0, interestOnly: 0 };

/** Monthly payments; all 0 on invalid input or a deposit above the price (spec §9). */
export function monthlyPayments({ price, deposit, ratePercent, years }: MortgageInput): MortgagePayments {
  const valid =
    Number.isFinite(price) &&
    price > 0 &&
    Number.isFinite(deposit) &&
    deposit >= 0 &&
    deposit <= price &&
    within(ratePercent, RATE_BOUNDS) &&
    within(years, TERM_BOUNDS);
  if (!valid) return NOTHING;
  const loan = price - deposit;
  const monthlyRate = ratePercent / 100 / 12;
  const months = 12 * years;
  // The standard amortisation formula: loan × r / (1 − (1 + r)^−n).
  const repayment = (loan * monthlyRate) / (1 - (1 + monthlyRate) ** -months);
  return {
    loan,
    repayment: Math.round(repayment),
    interestOnly: Math.round((loan * ratePercent) / 100 / 12),
  };
}
