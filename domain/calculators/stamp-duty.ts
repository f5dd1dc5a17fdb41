// Stamp duty for a purchase (spec §9 "Calculators"): each band's tax is its slice of the price times its
// rate, rounded to 1 decimal; the total is rounded; the effective rate is rounded to 1 decimal. The rates
// come from the country's data file (stamp-duty-tables/), so a new budget changes data, not this code.
import {
  stampDutyTables,
  type StampDutyBand,
  type StampDutyCountry,
  type StampDutyTable,
} from "./stamp-duty-tables/index.ts";

/** The ticks of the calculator: 'Additional property' and 'First time buyer' exclude each other. */
export type BuyerType = "standard" | "first_time_buyer" | "additional_property";

export type StampDutyInput = {
  country: StampDutyCountry;
  price: number;
  buyer: BuyerType;
  nonUkResident: boolean;
  /**
   * 'Buying as a company': the higher rates apply to every home a company buys (England and Northern Ireland:
   * the additional-dwelling rates; Scotland: the Additional Dwelling Supplement; Wales: the corporate_buyer
   * table), and first-time buyer relief never does. The company's own special rules that the calculator
   * cannot know about are the table's companyRulesNotModelled.
   */
  company?: boolean;
};

export type StampDutyBandResult = {
  from: number;
  /** Null: no upper limit. */
  to: number | null;
  /** Percent, surcharges included. */
  rate: number;
  /** The part of the price that falls in this band. */
  taxable: number;
  tax: number;
};

export type StampDutyResult = {
  bands: StampDutyBandResult[];
  total: number;
  effectiveRate: number;
};

const roundTo1Decimal = (value: number) => Math.round((value + Number.EPSILON) * 10) / 10;

export function stampDuty(input: StampDutyInput): StampDutyResult {
  const table: StampDutyTable = stampDutyTables[input.country];
  const price = Number.isFinite(input.price) && input.price > 0 ? input.price : 0;
  const { bands, surcharge } = chooseBands(table, price, input);
  const results = bands.map((band): StampDutyBandResult => {
    const top = band.maximum_property_price ?? Infinity;
    const taxable = Math.max(0, Math.min(price, top) - band.minimum_property_price);
    const rate = band.rate + surcharge;
    return {
      from: band.minimum_property_price,
      to: band.maximum_property_price,
      rate,
      taxable,
      tax: roundTo1Decimal((taxable * rate) / 100),
    };
  });
  const total = Math.round(results.reduce((sum, band) => sum + band.tax, 0));
  return { bands: results, total, effectiveRate: price ? roundTo1Decimal((total / price) * 100) : 0 };
}

function chooseBands(
  table: StampDutyTable,
  price: number,
  input: StampDutyInput,
): { bands: StampDutyBand[]; surcharge: number } {
  // spec §9: "Non-UK resident and additional property surcharges are added to the rates", each only from its
  // own threshold (HMRC SDLTM09860: the non-resident surcharge's de minimis is £40,000).
  const nonResident =
    input.nonUkResident && price >= table.nonUkResidentMinimumPrice ? table.non_uk_resident_surcharge : 0;
  const higherRates =
    (input.buyer === "additional_property" || input.company === true) && price >= table.surchargeMinimumPrice;
  if (higherRates && table.corporate_buyer) {
    return { bands: table.corporate_buyer, surcharge: nonResident };
  }
  if (higherRates) return { bands: table.base, surcharge: nonResident + table.additional_property_surcharge };
  // spec §9: first-time-buyer bands apply only if the price does not exceed the top first-time limit; a company
  // is never a first-time buyer.
  const limit = table.firstTimeBuyerPriceLimit ?? Infinity;
  if (input.buyer === "first_time_buyer" && !input.company && table.first_time_buyer && price <= limit) {
    return { bands: table.first_time_buyer, surcharge: nonResident };
  }
  return { bands: table.base, surcharge: nonResident };
}

/** Whether a tick applies in a country: the calculator hides the ones that change nothing there. */
export function buyerOptions(country: StampDutyCountry): { firstTimeBuyer: boolean; nonUkResident: boolean } {
  const table: StampDutyTable = stampDutyTables[country];
  return {
    firstTimeBuyer: table.first_time_buyer !== undefined,
    nonUkResident: table.non_uk_resident_surcharge > 0,
  };
}
