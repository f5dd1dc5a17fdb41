// POST /properties/{id}/{channel}/leads (spec §7 "Leads"): the 'Book a viewing' form, posted natively with the
// captcha. The host has checked the authenticity token and rate-limits it as a lead route. A native post is
// answered 303 to the property page with the flash (spec §8); a JSON caller gets JSON. Unknown property: 404.
import type { Route } from "./+types/property-leads";
import { wantsJson } from "../../../services/csrf.ts";
import { submitViewingLead } from "../../../services/leads/index.ts";
import { leadRequestContext, readLeadFields } from "../../../services/leads/request-fields.ts";
import {
  leadFlashRedirect,
  leadJsonResponse,
  methodNotAllowed,
  NO_STORE,
} from "../../../services/leads/lead-response.ts";

export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  const url = new URL(request.url);
  const json = wantsJson({
    accept: request.headers.get("accept") ?? undefined,
    contentType: request.headers.get("content-type") ?? undefined,
    path: url.pathname,
  });
  const id = /^\d+$/.test(params.id) ? Number(params.id) : NaN;
  const { fields } = await readLeadFields(request);
  const answer = await submitViewingLead(context.services, id, fields, leadRequestContext(request, context));
  if (!answer) {
    return json
      ? Response.json(
          { errors: { base: ["This property does not exist"] } },
          { status: 404, headers: NO_STORE },
        )
      : new Response("Not Found", { status: 404, headers: { ...NO_STORE, "Content-Type": "text/plain" } });
  }
  if (json) return leadJsonResponse(answer);
  return leadFlashRedirect(`/properties/${id}`, answer.flash);
}
