// GET /postcode_branch_lookup?postcode={postcode} (spec §7 "Places and address"; the client reads branch.id):
//   200 {branch: {id, name, slug, telephone, email}}   the branch covering the postcode (design §4)
//   404 {branch: null}                                  no branch covers it (spec §2 'no-branch-found')
//   422 {branch: null, errors: {postcode: ['Please enter a valid postcode']}}   not a UK postcode (spec §5)
// Coverage changes only when the agency edits its branches: a short public cache.
import type { Route } from "./+types/postcode-branch-lookup";
import { LEAD_MESSAGES } from "../../../modules/leads/model/lead-fields.ts";
import { findPostcodeBranch } from "../../../modules/branches/index.ts";

const CACHE = { "Cache-Control": "public, max-age=300" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const postcode = (new URL(request.url).searchParams.get("postcode") ?? "").slice(0, 20);
  const outcome = await findPostcodeBranch(context.services.db, postcode);
  switch (outcome.kind) {
    case "found":
      return Response.json({ branch: outcome.branch }, { headers: CACHE });
    case "none":
      return Response.json({ branch: null }, { status: 404, headers: CACHE });
    case "invalid-postcode":
      return Response.json(
        { branch: null, errors: { postcode: [LEAD_MESSAGES.postcode] } },
        { status: 422, headers: { "Cache-Control": "no-store" } },
      );
  }
}
