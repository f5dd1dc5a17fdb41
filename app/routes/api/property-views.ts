// POST /property_views (spec §7): body {property_id, domain}, JSON or form-encoded; answers 204.
// The host has already checked the authenticity token, as for every POST.
import type { Route } from "./+types/property-views";
import { recordPropertyView } from "../../../services/property-views.ts";

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get("content-type") ?? "";
  if (type.includes("application/json")) return request.json().catch(() => null);
  return Object.fromEntries(new URLSearchParams(await request.text()));
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") {
    return Response.json(
      { errors: { base: [`${request.method} is not supported on /property_views`] } },
      { status: 405, headers: { Allow: "POST" } },
    );
  }
  const result = await recordPropertyView(context.services, await readBody(request));
  if (!result.ok) return Response.json({ errors: result.errors }, { status: 400 });
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
}
