// The shape of one country's stamp duty table (spec §3 "Stamp duty tables"), in the spec's field names so a
// year's new rates are a data change: copy the file's rates, set effectiveFrom and source, done.

/** One slice of the price and its rate in percent. `maximum_property_price` null: no upper limit. */
export type StampDutyBand = {
  minimum_property_price: number;
  maximum_property_price: number | null;
  /** Percent; the field is named after the tax (SDLT, LBTT or LTT), as the spec lists them. */
  rate: number;
};

export type StampDutyTable = {
  /** The tax's own name, shown to the visitor. */
  taxName: string;
  /** The date (YYYY-MM-DD) from which these rates apply, and the official page they were taken from. */
  effectiveFrom: string;
  source: string;
  base: StampDutyBand[];
  /** England and Scotland: relief for first-time buyers. */
  first_time_buyer?: StampDutyBand[];
  /** England: first-time buyer bands apply only up to this price (spec §9). Null: at any price. */
  firstTimeBuyerPriceLimit?: number | null;
  /** Wales: the higher rates for additional properties and corporate buyers (their own bands). */
  corporate_buyer?: StampDutyBand[];
  /** Percentage points added to every band's rate. */
  non_uk_resident_surcharge: number;
  /** Prices below this pay no non-UK resident surcharge (its de minimis threshold). */
  nonUkResidentMinimumPrice: number;
  additional_property_surcharge: number;
  /**
   * Prices below this pay no additional-property surcharge or higher rates, whoever buys (an individual's
   * second home or a company's purchase).
   */
  surchargeMinimumPrice: number;
  /**
   * What a company's purchase is charged that this calculator leaves out, said plainly beside the result
   * (special rates and reliefs that depend on facts the calculator does not ask for).
   */
  companyRulesNotModelled: string;
};
