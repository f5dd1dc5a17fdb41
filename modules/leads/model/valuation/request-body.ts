// The JSON body of POST /leads for a valuation (spec §7 "Leads" → Valuation), built from the form's state.
// Field for field as the spec lists them; the server parses it with valuationLeadSchema.
import { LEAD_DO_NOT_CONTACT, LEAD_OPT_IN_TERMS, composeStreetAddress } from "../lead-field-names.ts";
import type { BookingDate } from "./booking-dates.ts";
import type { TimeSlot } from "./time-slots.ts";
import type { ValuationChannel, ValuationFields } from "./valuation-fields.ts";

export type ValuationLeadBooking = {
  book_viewing: "yes";
  booking_time: string;
  booking_day: number;
  booking_month: number;
  booking_year: number;
};

export type ValuationRequestBody = {
  authenticity_token: string;
  /** Single-step only, and only when a captcha runs (spec §7). */
  "g-recaptcha-response"?: string;
  lead_client: {
    first_name: string;
    last_name: string;
    body: string;
    email: string;
    tel_home: string;
    do_not_contact: typeof LEAD_DO_NOT_CONTACT;
    street_address: string;
    town: string;
    county: string;
    postcode: string;
  };
  lead: {
    valuation_reason: ValuationChannel;
    message: string;
    is_valuation_request: "1";
    branch_id: number | null;
    channel: ValuationChannel;
  };
  marketing_preferences: { opt_in_terms: typeof LEAD_OPT_IN_TERMS };
  /** Three-step form only (spec §7). */
  lead_booking?: ValuationLeadBooking;
};

export type ValuationRequestInput = {
  authenticityToken: string | null;
  fields: ValuationFields;
  channel: ValuationChannel;
  /** spec §7: from the postcode lookup, else the property's branch. */
  postcodeBranchId: number | null;
  propertyBranchId: number | null;
  /** The three-step form's appointment; absent in the single-step form. */
  booking?: { date: BookingDate; slot: TimeSlot };
  captchaToken?: string | null;
};

export function valuationRequestBody(input: ValuationRequestInput): ValuationRequestBody {
  const { fields, channel, booking } = input;
  const body: ValuationRequestBody = {
    authenticity_token: input.authenticityToken ?? "",
    lead_client: {
      first_name: fields.first_name.trim(),
      last_name: fields.last_name.trim(),
      body: fields.body,
      email: fields.email.trim(),
      tel_home: fields.tel_home.trim(),
      do_not_contact: LEAD_DO_NOT_CONTACT,
      street_address: composeStreetAddress({
        houseName: fields.house_name,
        houseNumber: fields.house_number,
        street: fields.street,
      }),
      town: fields.town.trim(),
      county: fields.county.trim(),
      postcode: fields.postcode.trim(),
    },
    lead: {
      // The spec names both and gives the form one choice, selling or letting: it is the reason and the channel.
      valuation_reason: channel,
      message: fields.message.trim(),
      is_valuation_request: "1",
      branch_id: input.postcodeBranchId ?? input.propertyBranchId,
      channel,
    },
    marketing_preferences: { opt_in_terms: LEAD_OPT_IN_TERMS },
  };
  if (input.captchaToken) body["g-recaptcha-response"] = input.captchaToken;
  if (booking) {
    body.lead_booking = {
      book_viewing: "yes",
      booking_time: booking.slot.time,
      booking_day: booking.date.dayAsNumber,
      booking_month: booking.date.monthAsNumber,
      booking_year: booking.date.yearAsNumber,
    };
  }
  return body;
}
