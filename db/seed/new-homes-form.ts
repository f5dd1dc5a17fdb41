// spec §3 "New-homes form": the form definition the #/new-homes-enquiry modal renders.
// development_of_interest is prefilled from the address and disabled; development_id carries the
// property id; current_home_address is an address lookup; proof_of_funds an optional upload.
import { NEW_HOMES_FORM_SLUG } from "../../modules/leads/model/new-homes-submission.ts";
import type { formDefinitions } from "../schema.ts";
import { AGENCY_EMAIL_DOMAIN } from "./agency.ts";

export type NewFormDefinition = typeof formDefinitions.$inferInsert & { id: number };

export function newHomesForm(id: number, emailDomain = AGENCY_EMAIL_DOMAIN): NewFormDefinition {
  const field = (
    fieldPostion: number,
    fieldName: string,
    friendlyName: string,
    inputType: string,
    required: boolean,
    extra: { hidden?: boolean; disabled?: boolean; options?: string[] } = {},
  ) => ({ fieldName, friendlyName, required, inputType, fieldPostion, ...extra });
  return {
    id,
    slug: NEW_HOMES_FORM_SLUG,
    name: "New homes enquiry",
    htmlFormId: "new-homes-enquiry-form",
    gaName: "New Homes Enquiry",
    submitButtonText: "Register your interest",
    para: "Tell us a little about yourself and our new homes team will send you plans, prices and availability.",
    notifyEmail: `new-homes@${emailDomain}`,
    elements: [
      field(1, "development_of_interest", "Development of interest", "text", true, { disabled: true }),
      field(2, "development_id", "Development", "hidden", true, { hidden: true }),
      field(3, "first_name", "First name", "text", true),
      field(4, "last_name", "Last name", "text", true),
      field(5, "email", "Email address", "email", true),
      field(6, "telephone", "Telephone", "tel", true),
      field(7, "current_home_address", "Current home address", "address", false),
      field(8, "bedrooms_required", "Bedrooms required", "select", false, {
        options: ["1", "2", "3", "4", "5+"],
      }),
      field(9, "buying_position", "Buying position", "select", false, {
        options: ["First-time buyer", "Home to sell", "Home under offer", "Cash buyer", "Investor"],
      }),
      field(10, "message", "Message", "textarea", false),
      // Issue 16: an upload, so the spec's 10 MB rule (§5, §9) can be tried on the demo site; optional.
      field(11, "proof_of_funds", "Proof of funds", "file", false),
    ],
  };
}
