// The Mortgage and Stamp Duty tabs, shared by the page section and the #/calculator overlay. The price is
// shared too: a visitor who changes it on one tab sees it on the other.
import { useState } from "react";
import { Tabs } from "radix-ui";
import { useTheme } from "../../../client/app-state.tsx";
import { MortgageCalculator } from "./mortgage-calculator.tsx";
import { StampDutyCalculator } from "./stamp-duty-calculator.tsx";

const TAB_CLASS =
  "min-h-11 border-b-2 border-transparent px-4 font-semibold data-[state=active]:border-brand data-[state=active]:text-brand";

export default function CalculatorTabs({ price }: { price: number }) {
  const { mortgageInterestRate } = useTheme().settings;
  const [priceDigits, setPriceDigits] = useState(String(price));
  return (
    <Tabs.Root defaultValue="mortgage" className="flex flex-col gap-4">
      <Tabs.List aria-label="Calculators" className="flex gap-2 border-b border-ink/20">
        <Tabs.Trigger value="mortgage" className={TAB_CLASS}>
          Mortgage
        </Tabs.Trigger>
        <Tabs.Trigger value="stamp-duty" className={TAB_CLASS}>
          Stamp Duty
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="mortgage">
        <MortgageCalculator
          priceDigits={priceDigits}
          onPriceDigitsChange={setPriceDigits}
          defaultRate={mortgageInterestRate}
        />
      </Tabs.Content>
      <Tabs.Content value="stamp-duty">
        <StampDutyCalculator priceDigits={priceDigits} onPriceDigitsChange={setPriceDigits} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
