// The lead use cases the routes call (spec §7 "Leads"): a viewing posted from a property page, and the JSON
// leads of POST /leads (valuation, staff, department or branch, told apart by the body: modules/leads/model/lead-kind.ts).
import { selectPropertyForLead } from "../repos/leads.ts";
import { jsonLeadKind } from "../model/lead-kind.ts";
import type { Services } from "../../../platform/services.ts";
import { officeLeadForm, staffLeadForm, valuationLeadForm, viewingLeadForm } from "./lead-forms.ts";
import { submitLead, type LeadAnswer, type LeadRequestContext } from "./submit-lead.ts";

export type { LeadAnswer, LeadRequestContext } from "./submit-lead.ts";

/** A viewing for property `id`; null when there is no such property (the route answers 404). */
export async function submitViewingLead(
  services: Services,
  id: number,
  fields: Record<string, unknown>,
  context: LeadRequestContext,
): Promise<LeadAnswer | null> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
  const property = await selectPropertyForLead(services.db, id);
  if (!property) return null;
  return submitLead(services, viewingLeadForm(services.db, property, context), fields, context);
}

export function submitJsonLead(
  services: Services,
  body: Record<string, unknown>,
  context: LeadRequestContext,
): Promise<LeadAnswer> {
  const kind = jsonLeadKind(body);
  const form =
    kind === "valuation"
      ? valuationLeadForm(services.db, context)
      : kind === "staff"
        ? staffLeadForm(services.db, context)
        : officeLeadForm(services.db, context);
  return submitLead(services, form, body, context);
}
