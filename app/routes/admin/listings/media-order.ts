// POST /admin/listings/{id}/media-order (issue 42 item 6): the order of one kind of a listing's media, as the
// editor's drag-and-drop script (media-order.browser.ts) posts it — form-encoded with the authenticity token
// (checked by the host like any form's), `intent=media-order`, the kind and its ids first to last — answered
// in JSON: `{ message }` ("Photo 3 moved to position 1."), or 400 `{ error }` and nothing changed. Its own
// resource route because a page's action cannot answer JSON to a script. The order is written by the same
// service as the Move buttons' (modules/listing-desk/back-office/listing-media.ts), audited, kept over re-imports.
import type { Route } from "./+types/media-order";
import { movedMessage } from "../../../../modules/listings/model/media-rules.ts";
import { rolesFor } from "../../../../modules/staff/model/roles.ts";
import { reorderMedia } from "../../../../modules/listing-desk/index.ts";
import { adminJson, methodNotAllowed, requireStaff, routeId } from "../require-staff.server.ts";
import { requireStaffActor } from "../staff-actor.server.ts";
import { readDeskPost } from "./read-form.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context.services, rolesFor("listings"));
  throw methodNotAllowed("POST");
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { actor } = await requireStaffActor(request, context, rolesFor("listings"));
  const id = routeId(params.id);
  const post = await readDeskPost(request);
  if (post.intent !== "media-order") return adminJson(context, { error: "Unknown request." }, 400);
  const result = await reorderMedia(context.services.db, actor, id, {
    kind: post.values.kind ?? "",
    order: post.values.order ?? "",
  });
  if (result.kind === "missing") return adminJson(context, { error: "Not found." }, 404);
  if (result.kind === "invalid") {
    return adminJson(
      context,
      { error: Object.values(result.errors).flat()[0] ?? "Nothing was changed." },
      400,
    );
  }
  const { moved } = result;
  return adminJson(context, {
    message: moved ? movedMessage(moved.kind, moved.from, moved.to) : "Nothing had changed.",
  });
}
