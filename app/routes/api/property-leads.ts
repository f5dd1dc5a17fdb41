// POST /properties/{id}/{channel}/leads (spec §7 "Leads"): the 'Book a viewing' form, posted natively with the
// captcha. The host has checked the authenticity token and rate-limits it as a lead route. A native post is
// answered 303 to the property page with the flash (spec §8); a JSON caller gets JSON. Unknown property: 404.
import type { Route } from "./+types/property-leads";
import { propertyPath } from "../../../domain/urls.ts";
import { submitViewingLead } from "../../../modules/leads/index.ts";
import { leadContextFor, ownerOfListing } from "../../../services/group-site.ts";
import { leadRequestContext, readBody, wantsJsonAnswer } from "../_http/request.ts";
import {
  actionOnlyLoader,
  errors,
  leadFlashRedirect,
  leadJsonResponse,
  methodNotAllowed,
} from "../_http/responses.ts";

export const loader = actionOnlyLoader("/properties/{id}/{channel}/leads", "POST");

export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "POST") {
    return methodNotAllowed(request.method, "/properties/{id}/{channel}/leads", "POST");
  }
  const json = wantsJsonAnswer(request);
  const id = /^\d+$/.test(params.id) ? Number(params.id) : NaN;
  const { fields } = await readBody(request);
  // At a group site a member's listing is the member's lead, sent to its branch (docs/decisions/034).
  const owner = await ownerOfListing(context.services, id);
  const answer = await submitViewingLead(
    owner.services,
    id,
    fields,
    leadContextFor(owner, leadRequestContext(request, context)),
  );
  if (!answer) {
    return json
      ? errors(404, { base: ["This property does not exist"] })
      : new Response("Not Found", {
          status: 404,
          headers: { "Cache-Control": "private, no-store", "Content-Type": "text/plain" },
        });
  }
  if (json) return leadJsonResponse(answer);
  return leadFlashRedirect(propertyPath(id), answer.flash);
}
