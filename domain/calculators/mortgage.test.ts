import { describe, expect, it } from "vitest";
import {
  RATE_MESSAGE,
  TERM_MESSAGE,
  defaultDeposit,
  formatThousands,
  keepDigits,
  monthlyPayments,
  parseDecimal,
  rateError,
  termError,
} from "./mortgage.ts";

describe("monthlyPayments", () => {
  it("amortises the loan over 12 × years and rounds (£200,000 at 4.5% over 25 years)", () => {
    expect(monthlyPayments({ price: 250_000, deposit: 50_000, ratePercent: 4.5, years: 25 })).toEqual({
      loan: 200_000,
      repayment: 1_112,
      interestOnly: 750,
    });
  });

  it("charges interest only as loan × rate / 12", () => {
    expect(monthlyPayments({ price: 300_000, deposit: 60_000, ratePercent: 5, years: 30 }).interestOnly).toBe(
      1_000,
    );
  });

  it("accepts the bounds themselves", () => {
    expect(monthlyPayments({ price: 100_000, deposit: 0, ratePercent: 0.01, years: 35 }).repayment).toBe(239);
    expect(monthlyPayments({ price: 100_000, deposit: 0, ratePercent: 10, years: 5 }).repayment).toBe(2_125);
  });

  it("pays nothing once the deposit covers the price", () => {
    expect(monthlyPayments({ price: 100_000, deposit: 100_000, ratePercent: 4, years: 25 }).repayment).toBe(
      0,
    );
  });

  it.each([
    ["a zero price", { price: 0, deposit: 0, ratePercent: 4, years: 25 }],
    ["a deposit above the price", { price: 100_000, deposit: 100_001, ratePercent: 4, years: 25 }],
    ["a rate below 0.01", { price: 100_000, deposit: 0, ratePercent: 0.009, years: 25 }],
    ["a rate above 10", { price: 100_000, deposit: 0, ratePercent: 10.01, years: 25 }],
    ["a non-numeric rate", { price: 100_000, deposit: 0, ratePercent: Number.NaN, years: 25 }],
    ["a term below 5", { price: 100_000, deposit: 0, ratePercent: 4, years: 4 }],
    ["a term above 35", { price: 100_000, deposit: 0, ratePercent: 4, years: 36 }],
  ])("gives 0 for %s", (_, input) => {
    expect(monthlyPayments(input)).toEqual({ loan: 0, repayment: 0, interestOnly: 0 });
  });
});

describe("field rules", () => {
  it("defaults the deposit to 20% of the price", () => {
    expect(defaultDeposit(325_000)).toBe(65_000);
    expect(defaultDeposit(99_999)).toBe(20_000);
  });

  it("keeps digits only, at most 11", () => {
    expect(keepDigits("£1,250,000")).toBe("1250000");
    expect(keepDigits("12a34")).toBe("1234");
    expect(keepDigits("123456789012345")).toBe("12345678901");
  });

  it("formats with thousands separators", () => {
    expect(formatThousands(1_250_000)).toBe("1,250,000");
    expect(formatThousands(999)).toBe("999");
  });

  it("parses plain decimals only", () => {
    expect(parseDecimal(" 4.5 ")).toBe(4.5);
    expect(parseDecimal(".5")).toBe(0.5);
    expect(parseDecimal("4,5")).toBeNaN();
    expect(parseDecimal("1e1")).toBeNaN();
    expect(parseDecimal("")).toBeNaN();
  });

  it("gives the spec's messages for rates out of 0.01–10 or non-numeric", () => {
    expect(rateError("0.01")).toBeNull();
    expect(rateError("10")).toBeNull();
    expect(rateError("0")).toBe(RATE_MESSAGE);
    expect(rateError("10.5")).toBe(RATE_MESSAGE);
    expect(rateError("abc")).toBe(RATE_MESSAGE);
    expect(RATE_MESSAGE).toBe("Enter a value between 0.01 and 10");
  });

  it("gives the spec's message for terms out of 5–35", () => {
    expect(termError("5")).toBeNull();
    expect(termError("35")).toBeNull();
    expect(termError("4")).toBe(TERM_MESSAGE);
    expect(termError("36")).toBe(TERM_MESSAGE);
    expect(termError("x")).toBe(TERM_MESSAGE);
    expect(TERM_MESSAGE).toBe("Enter a value between 5 and 35");
  });
});
