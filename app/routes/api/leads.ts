// POST /leads (spec §7 "Leads"): the JSON leads of the valuation, staff and office modals, told apart by the
// body. 200 {ok, lead_id} once the lead is stored; 422 {errors, flash} when refused; 500 when it could not be
// stored (the client only reads the status). A native form post of the same fields gets a 303 with the flash.
import type { Route } from "./+types/leads";
import { submitJsonLead } from "../../../modules/leads/index.ts";
import { leadContextFor, ownerOfJsonLead } from "../../../services/group-site.ts";
import {
  actionOnlyLoader,
  leadFlashRedirect,
  leadJsonResponse,
  methodNotAllowed,
} from "../_http/responses.ts";
import {
  leadRequestContext,
  nestBracketKeys,
  readBody,
  backPath,
  wantsJsonAnswer,
} from "../_http/request.ts";

export const loader = actionOnlyLoader("/leads", "POST");

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(request.method, "/leads", "POST");
  const { fields, encoding } = await readBody(request);
  const body = encoding === "form" ? nestBracketKeys(Object.entries(fields)) : fields;
  // At a group site a lead naming a member's listing or branch is the member's (docs/decisions/034).
  const owner = await ownerOfJsonLead(context.services, body);
  const answer = await submitJsonLead(
    owner.services,
    body,
    leadContextFor(owner, leadRequestContext(request, context)),
  );
  if (wantsJsonAnswer(request)) {
    return leadJsonResponse(answer);
  }
  const back = backPath(request);
  return leadFlashRedirect(back, answer.flash);
}
