// The HTTP half the three section editors share: the item from the route's `:index`, the loader's data and the
// action's answers (303 after a save or a removal, the form re-rendered after a structural button or a refusal).
import { data, redirect } from "react-router";
import type { AppLoadContext } from "react-router";
import { ADMIN_SECTIONS_PATH, withDone } from "../../../../domain/admin/admin-urls.ts";
import type { SectionItemRef } from "../../../../modules/content/model/section-check.ts";
import { rolesFor } from "../../../../modules/staff/model/roles.ts";
import { editorPage, postSectionEditor } from "../../../../modules/site-editor/index.ts";
import { readDeskPost } from "../listings/read-form.server.ts";
import { ADMIN_HEADERS, adminHeaders, requireStaff } from "../require-staff.server.ts";
import { requireStaffActor } from "../staff-actor.server.ts";
import { doneMessageOf } from "../done-message.ts";

const DONE: Record<string, string> = {
  saved: "Saved in the draft. Publish the draft on the Site content page to put it on the site.",
  unchanged: "Nothing had changed.",
};

type Args = { request: Request; context: AppLoadContext };

const notFound = () => new Response("Not Found", { status: 404, headers: ADMIN_HEADERS });

/** `:index` of an events or services editor: a number, or "new". */
export function listItemRef(kind: "event" | "service", index: string | undefined): SectionItemRef {
  if (index === "new") return { kind, index: null };
  // A place in the section's list (from 0), not a row's id.
  if (!index || !/^\d{1,9}$/.test(index)) throw notFound();
  return { kind, index: Number(index) };
}

/** The action of an events or services editor: `editorOf` gives an item's editor, "new" until it is saved. */
export function listItemAction(kind: "event" | "service", editorOf: (index: number | "new") => string) {
  return (args: Args & { params: { index?: string } }) =>
    editorAction(args, listItemRef(kind, args.params.index), (index) => editorOf(index ?? "new"));
}

export async function editorLoaderData({ request, context }: Args, ref: SectionItemRef) {
  await requireStaff(request, context.services, rolesFor("content"));
  const page = await editorPage(context.services.db, ref);
  if (!page) throw notFound();
  return data(
    { token: context.session.authenticityToken, done: doneMessageOf(request, DONE), ...page },
    { headers: adminHeaders(context) },
  );
}

export async function editorAction(
  { request, context }: Args,
  ref: SectionItemRef,
  pathOf: (index: number | null) => string,
) {
  const { actor, headers } = await requireStaffActor(request, context, rolesFor("content"));
  const { services } = context;
  const post = await readDeskPost(request);
  const outcome = await postSectionEditor(
    { db: services.db, mediaStore: services.media.originals },
    actor,
    ref,
    post,
  );
  switch (outcome.kind) {
    case "missing":
      throw notFound();
    case "removed":
      throw redirect(withDone(ADMIN_SECTIONS_PATH, "removed"), { status: 303, headers });
    case "saved":
    case "unchanged":
      throw redirect(withDone(pathOf(outcome.index), outcome.kind), { status: 303, headers });
    case "form":
      return data(
        { draft: outcome.draft, errors: outcome.errors, problems: outcome.problems },
        { status: outcome.status, headers },
      );
  }
}
