// POST /api/feeds/{source}/listings (issue 12 item 2; docs/feeds-json.md): a CRM pushes an Openhouse JSON feed,
// `Authorization: Bearer ohk_…`, `?mode=incremental|full` (incremental by default). The host exempts this URL
// from the authenticity token (the API key stands instead), limits it per key and caps its body
// (FEED_PUSH_MAX_BYTES, 413). 200 with the import summary; 401/403 for the key; 422 {errors} for the document.
import type { Route } from "./+types/feeds-listings";
import { feedPushPath } from "../../../modules/feeds/model/push-api.ts";
import { receiveFeedPush } from "../../../modules/feeds/index.ts";
import { json, methodNotAllowed } from "../_http/responses.ts";

export function loader({ request, params }: Route.LoaderArgs) {
  return methodNotAllowed(request.method, feedPushPath(params.source), "POST");
}

export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(request.method, feedPushPath(params.source), "POST");
  const answer = await receiveFeedPush(context.services, {
    source: params.source,
    authorization: request.headers.get("authorization"),
    mode: new URL(request.url).searchParams.get("mode"),
    body: await request.text(),
  });
  if (answer.status === 200) return json(answer.summary);
  const response = json({ errors: answer.errors }, { status: answer.status });
  if (answer.status === 401) response.headers.set("WWW-Authenticate", 'Bearer realm="feeds"');
  return response;
}
