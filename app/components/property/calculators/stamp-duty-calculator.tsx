// The stamp duty tab (spec §3 "Stamp duty tables", §9 "Calculators"): England (and Northern Ireland),
// Scotland and Wales, the buyer ticks, a band-by-band breakdown, the total and the effective rate.
// 'Buying as a company' (issue 18) excludes 'First time buyer' as 'Additional property' does (spec §4): each
// tick says so in its description, and the untick is announced, so a screen reader user hears what changed.
import { useId, useState } from "react";
import { formatThousands } from "../../../../domain/calculators/mortgage.ts";
import { buyerOptions, stampDuty, type BuyerType } from "../../../../domain/calculators/stamp-duty.ts";
import {
  STAMP_DUTY_COUNTRIES,
  stampDutyTables,
  type StampDutyCountry,
} from "../../../../domain/calculators/stamp-duty-tables/index.ts";
import { CalculatorResults } from "./calculator-results.tsx";
import { PropertyPriceInput } from "./price-input.tsx";
import { StampDutyBreakdown } from "./stamp-duty-breakdown.tsx";
import { builtOnFirstUse } from "../../../../domain/number-format.ts";

type StampDutyCalculatorProps = {
  priceDigits: string;
  onPriceDigitsChange: (digits: string) => void;
};

const effectiveDateFormat = builtOnFirstUse(
  () => new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" }),
);

export function StampDutyCalculator({ priceDigits, onPriceDigitsChange }: StampDutyCalculatorProps) {
  const countryId = useId();
  const [country, setCountry] = useState<StampDutyCountry>("england");
  const [buyer, setBuyer] = useState<BuyerType>("standard");
  const [nonUkResident, setNonUkResident] = useState(false);
  const [company, setCompany] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const companyHintId = useId();
  const firstTimeHintId = useId();

  const options = buyerOptions(country);
  const table = stampDutyTables[country];
  // A tick the country does not offer is hidden and counts for nothing.
  const effectiveBuyer = buyer === "first_time_buyer" && !options.firstTimeBuyer ? "standard" : buyer;
  const result = stampDuty({
    country,
    price: Number(priceDigits),
    buyer: effectiveBuyer,
    nonUkResident: options.nonUkResident && nonUkResident,
    company,
  });
  // The 'Additional property' and 'First time buyer' ticks exclude each other: ticking one clears the other.
  const tick = (type: BuyerType) => (checked: boolean) => {
    setBuyer(checked ? type : "standard");
    if (checked && type === "first_time_buyer" && company) {
      setCompany(false);
      setAnnouncement("'Buying as a company' unticked: a company cannot be a first time buyer.");
    } else setAnnouncement("");
  };
  const tickCompany = (checked: boolean) => {
    setCompany(checked);
    if (checked && effectiveBuyer === "first_time_buyer") {
      setBuyer("standard");
      setAnnouncement("'First time buyer' unticked: a company cannot be a first time buyer.");
    } else setAnnouncement("");
  };

  return (
    <div className="grid gap-6 md:grid-cols-2">
      <div className="flex flex-col gap-4">
        <PropertyPriceInput digits={priceDigits} onDigitsChange={onPriceDigitsChange} />
        <div className="flex flex-col gap-1">
          <label htmlFor={countryId} className="text-sm font-semibold">
            Country
          </label>
          <select
            id={countryId}
            className="min-h-11 rounded border border-ink/40 bg-paper px-2"
            value={country}
            onChange={(event) => setCountry(event.target.value as StampDutyCountry)}
          >
            {STAMP_DUTY_COUNTRIES.map(({ id, label }) => (
              <option key={id} value={id}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-semibold">About the purchase</legend>
          {options.firstTimeBuyer && (
            <Tick
              label="First time buyer"
              checked={effectiveBuyer === "first_time_buyer"}
              onChange={tick("first_time_buyer")}
              hint={{ id: firstTimeHintId, text: "Not for a company: unticks 'Buying as a company'." }}
            />
          )}
          <Tick
            label="Additional property"
            checked={effectiveBuyer === "additional_property"}
            onChange={tick("additional_property")}
          />
          {options.nonUkResident && (
            <Tick label="Non-UK resident" checked={nonUkResident} onChange={setNonUkResident} />
          )}
          <Tick
            label="Buying as a company"
            checked={company}
            onChange={tickCompany}
            hint={{
              id: companyHintId,
              text: options.firstTimeBuyer
                ? "Companies pay the higher rates and get no first-time buyer relief: unticks 'First time buyer'."
                : "Companies pay the higher rates.",
            }}
          />
          <p role="status" className="sr-only">
            {announcement}
          </p>
        </fieldset>
      </div>
      <div className="flex flex-col gap-3">
        <CalculatorResults
          results={[
            {
              label: table.taxName,
              figure: `£${formatThousands(result.total)}`,
              testId: "stamp-duty-total",
              headline: true,
            },
            {
              label: "Effective rate",
              figure: `${result.effectiveRate}%`,
              testId: "stamp-duty-effective-rate",
            },
          ]}
        />
        <StampDutyBreakdown bands={result.bands} />
        {company ? (
          <p className="text-sm" data-testid="stamp-duty-company-note">
            Worked out at the higher rates a company pays. Not included: {table.companyRulesNotModelled}
          </p>
        ) : null}
        <p className="text-xs">
          Rates from {effectiveDateFormat().format(new Date(table.effectiveFrom))}.{" "}
          <a href={table.source} className="underline" rel="noopener noreferrer" target="_blank">
            Official rates
          </a>
          . A guide only: your conveyancer confirms the tax due.
        </p>
      </div>
    </div>
  );
}

function Tick({
  label,
  checked,
  onChange,
  hint,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** A line under the label, read with it (aria-describedby). */
  hint?: { id: string; text: string };
}) {
  return (
    <div>
      <label className="flex min-h-11 items-center gap-3">
        <input
          type="checkbox"
          className="h-5 w-5 accent-brand"
          checked={checked}
          aria-describedby={hint?.id}
          onChange={(event) => onChange(event.target.checked)}
        />
        {label}
      </label>
      {hint ? (
        <p id={hint.id} className="ml-8 text-xs">
          {hint.text}
        </p>
      ) : null}
    </div>
  );
}
