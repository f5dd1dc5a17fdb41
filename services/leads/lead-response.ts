// How the lead routes answer (spec §7, §8): JSON callers get {ok, lead_id} (200) or {errors, flash} with the
// refusal's status; native form posts get a 303 to a page of this site with the flash in its hash.
import type { LeadAnswer } from "./submit-lead.ts";

export const NO_STORE = { "Cache-Control": "no-store" } as const;

export function leadJsonResponse(answer: LeadAnswer): Response {
  return answer.ok
    ? Response.json({ ok: true, lead_id: answer.leadId }, { headers: NO_STORE })
    : Response.json(
        { errors: answer.errors, flash: answer.flash },
        { status: answer.status, headers: NO_STORE },
      );
}

/** 303 (the browser follows with a GET, so the post is never resent) to `path#/flash/{key}`. */
export function leadFlashRedirect(path: string, flash: string): Response {
  const withoutHash = path.split("#")[0] || "/";
  return new Response(null, {
    status: 303,
    headers: { ...NO_STORE, Location: `${withoutHash}#/flash/${flash}` },
  });
}

export function methodNotAllowed(): Response {
  return new Response(null, { status: 405, headers: { ...NO_STORE, Allow: "POST" } });
}
