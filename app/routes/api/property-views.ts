// POST /property_views (spec §7): body {property_id, domain}, JSON or form-encoded; answers 204.
// The host has already checked the authenticity token, as for every POST.
import { readFields } from "../_http/request.ts";
import { actionOnlyLoader, methodNotAllowed } from "../_http/responses.ts";
import type { Route } from "./+types/property-views";
import { recordPropertyView } from "../../../modules/listings/index.ts";
import { ownerOfListing } from "../../../services/group-site.ts";

export const loader = actionOnlyLoader("/property_views", "POST");

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") {
    return methodNotAllowed(request.method, "/property_views", "POST");
  }
  const fields = await readFields(request);
  // At a group site a view of a member's listing is counted as the member's (docs/decisions/034).
  const owner = await ownerOfListing(context.services, Number(fields.property_id));
  const result = await recordPropertyView(owner.services, fields);
  if (!result.ok) return Response.json({ errors: result.errors }, { status: 400 });
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
}
