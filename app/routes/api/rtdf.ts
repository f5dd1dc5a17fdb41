// POST /api/rtdf/v1/property/{call} (issue 38; docs/feeds-rtdf.md): a CRM sends Rightmove's Real Time Datafeed here
// instead of to Rightmove, with a push key as `Authorization: Bearer ohk_…`, or, for a CRM that can only be given
// a URL, at /api/rtdf/key/{key}/v1/property/{call}. The host exempts these URLs from the authenticity token (the
// key stands instead), limits them per key and caps their body, as for the JSON push. Answers RTDF's envelope.
import type { Route } from "./+types/rtdf";
import { rtdfCallOf } from "../../../modules/feeds/model/push-api.ts";
import { receiveRtdf } from "../../../modules/feeds/index.ts";
import { json, methodNotAllowed } from "../_http/responses.ts";

export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  if (!rtdfCallOf(path)) throw new Response(null, { status: 404 });
  return methodNotAllowed(request.method, path, "POST");
}

export async function action({ request, context }: Route.ActionArgs) {
  const path = new URL(request.url).pathname;
  const target = rtdfCallOf(path);
  if (!target) throw new Response(null, { status: 404 });
  if (request.method !== "POST") return methodNotAllowed(request.method, path, "POST");
  const answer = await receiveRtdf(context.services, {
    call: target.call,
    authorization: target.pathKey ? `Bearer ${target.pathKey}` : request.headers.get("authorization"),
    body: await request.text(),
  });
  const response = json(answer.body, { status: answer.status });
  if (answer.status === 401) response.headers.set("WWW-Authenticate", 'Bearer realm="feeds"');
  if (answer.status === 503) response.headers.set("Retry-After", "10");
  return response;
}
