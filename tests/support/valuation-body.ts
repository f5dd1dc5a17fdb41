// The body of a valuation request as the three-step form posts it (spec §7), shared by the HTTP suites
// (through tests/api/leads-fixtures.ts) and the lead benchmarks (bench/leads-support.ts); free of the test
// runner so a benchmark can import it.

/** A complete valuation body (spec §7), three-step form: with lead_booking. */
export function valuationBody(
  email: string,
  overrides: { lead_client?: object; lead?: object; [key: string]: unknown } = {},
) {
  const { lead_client, lead, ...rest } = overrides;
  return {
    lead_client: {
      first_name: "Valerie",
      last_name: "Owner",
      body: "",
      email,
      tel_home: "01179000000",
      do_not_contact: "1",
      street_address: "Rose Cottage 12 Mill Lane",
      town: "Bristol",
      county: "Avon",
      postcode: "BS1 4DJ",
      ...lead_client,
    },
    lead: {
      valuation_reason: "Selling",
      message: "Please call after 5pm",
      is_valuation_request: "1",
      branch_id: 1,
      channel: "selling",
      ...lead,
    },
    lead_booking: {
      book_viewing: "yes",
      booking_time: "10:00",
      booking_day: "14",
      booking_month: "12",
      booking_year: "2026",
    },
    marketing_preferences: { opt_in_terms: "on" },
    ...rest,
  };
}
