// The mortgage tab (spec §5, §9 "Calculators"): deposit 20% of the price, the theme's interest rate and
// 25 years by default; results recalculate as the visitor types.
import { useState } from "react";
import {
  DEFAULT_TERM_YEARS,
  defaultDeposit,
  formatThousands,
  monthlyPayments,
  parseDecimal,
  rateError,
  termError,
} from "../../../../domain/calculators/mortgage.ts";
import { CalculatorResults } from "./calculator-results.tsx";
import { MoneyInput } from "./money-input.tsx";
import { NumberInput } from "./number-input.tsx";
import { PropertyPriceInput } from "./price-input.tsx";

type MortgageCalculatorProps = {
  priceDigits: string;
  onPriceDigitsChange: (digits: string) => void;
  defaultRate: number;
};

const DEPOSIT_ABOVE_PRICE = "The deposit cannot be more than the price";

export function MortgageCalculator({
  priceDigits,
  onPriceDigitsChange,
  defaultRate,
}: MortgageCalculatorProps) {
  const [depositDigits, setDepositDigits] = useState(() => String(defaultDeposit(Number(priceDigits))));
  const [rate, setRate] = useState(String(defaultRate));
  const [years, setYears] = useState(String(DEFAULT_TERM_YEARS));

  const price = Number(priceDigits);
  const deposit = Number(depositDigits);
  const payments = monthlyPayments({
    price,
    deposit,
    ratePercent: parseDecimal(rate),
    years: parseDecimal(years),
  });

  return (
    <div className="grid gap-6 md:grid-cols-2">
      <div className="flex flex-col gap-4">
        <PropertyPriceInput digits={priceDigits} onDigitsChange={onPriceDigitsChange} />
        <MoneyInput
          label="Deposit"
          digits={depositDigits}
          onDigitsChange={setDepositDigits}
          message={price > 0 && deposit > price ? DEPOSIT_ABOVE_PRICE : null}
        />
        <NumberInput
          label="Interest rate"
          suffix="%"
          value={rate}
          onChange={setRate}
          message={rateError(rate)}
        />
        <NumberInput
          label="Repayment period"
          suffix="years"
          value={years}
          onChange={setYears}
          message={termError(years)}
        />
      </div>
      <CalculatorResults
        results={[
          { label: "Loan amount", figure: `£${formatThousands(payments.loan)}`, testId: "mortgage-loan" },
          {
            label: "Monthly repayment",
            figure: `£${formatThousands(payments.repayment)}`,
            testId: "mortgage-repayment",
            headline: true,
          },
          {
            label: "Monthly interest only",
            figure: `£${formatThousands(payments.interestOnly)}`,
            testId: "mortgage-interest-only",
          },
        ]}
      />
    </div>
  );
}
