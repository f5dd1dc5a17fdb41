// Where an issue of valuationLeadSchema belongs in the form: ["lead_client", "street_address"] is the street
// the visitor typed (or the looked-up address), the booking's issues are the time slot's, the terms the box's.
import type { DetailsFieldName } from "../../../modules/leads/model/valuation/valuation-fields.ts";
import {
  errorsFromIssues,
  type FieldErrors,
  type SchemaIssue,
} from "../../components/lead-form/field-rules.ts";

export type ValuationIssueField = DetailsFieldName | "terms" | "timeSlot" | "form";

const DETAIL_NAMES: Record<string, DetailsFieldName> = {
  first_name: "first_name",
  last_name: "last_name",
  email: "email",
  tel_home: "tel_home",
  street_address: "street",
  town: "town",
  county: "county",
  postcode: "postcode",
  message: "message",
  body: "body",
};

function fieldOf(path: readonly PropertyKey[]): ValuationIssueField {
  const [group, name] = path.map(String);
  if (group === "marketing_preferences") return "terms";
  if (group === "lead_booking") return "timeSlot";
  return (name && DETAIL_NAMES[name]) || "form";
}

export function valuationIssueErrors(issues: readonly SchemaIssue[]): FieldErrors<ValuationIssueField> {
  return errorsFromIssues(issues, fieldOf);
}

/** The issues by where they are shown: the details step, the time slots, the terms box, or the whole form. */
export function splitIssues(errors: FieldErrors<ValuationIssueField>) {
  const { terms, timeSlot, form, ...details } = errors;
  return { details: details as FieldErrors<DetailsFieldName>, terms, timeSlot, form };
}
