// POST /form_submissions (spec §7 "Leads"): the new-homes form, posted natively as multipart with its files.
// Success goes to redirect_url (the thank-you) when it is a page of this site, else back to the form's page;
// a refusal goes back with its flash (spec §8). JSON callers get JSON (422 with errors and flash).
import type { Route } from "./+types/form-submissions";
import {
  actionOnlyLoader,
  leadFlashRedirect,
  leadJsonResponse,
  methodNotAllowed,
} from "../_http/responses.ts";
import { submitNewHomesForm } from "../../../modules/leads/index.ts";
import { safeRedirectPath } from "../../../platform/safe-redirect.ts";
import { leadRequestContext, readBody, backPath, wantsJsonAnswer } from "../_http/request.ts";

export const loader = actionOnlyLoader("/form_submissions", "POST");

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(request.method, "/form_submissions", "POST");
  const url = new URL(request.url);
  const { fields, files } = await readBody(request);
  const answer = await submitNewHomesForm(
    context.services,
    fields,
    files,
    leadRequestContext(request, context),
  );
  if (wantsJsonAnswer(request)) {
    return leadJsonResponse(answer);
  }
  const back = backPath(request);
  const thankYou =
    answer.ok && answer.redirectUrl ? safeRedirectPath(answer.redirectUrl, url.origin, back) : null;
  return leadFlashRedirect(thankYou ?? back, answer.flash);
}
