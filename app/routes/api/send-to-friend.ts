// POST /user/send_to_friend (issue 4 item 2; spec §7 lists it among the captcha-guarded forms). The host has
// already checked the authenticity token and counts it as a lead route for rate limiting. A native form post
// is answered with a 303 back to the property page and a flash (spec §8); a JSON caller gets JSON.
import { actionOnlyLoader, methodNotAllowed } from "../_http/responses.ts";
import { backPath, wantsJsonAnswer } from "../_http/request.ts";
import type { Route } from "./+types/send-to-friend";
import { safeRedirectPath } from "../../../platform/safe-redirect.ts";
import { flashOverlay, withOverlay } from "../../../domain/overlay-paths.ts";
import {
  SEND_TO_FRIEND_FLASH,
  SEND_TO_FRIEND_TOO_MANY,
} from "../../../modules/listings/model/send-to-friend.ts";
import { propertyPath } from "../../../domain/urls.ts";
import { sendToFriend, type SendToFriendResult } from "../../../modules/listings/index.ts";
import { propertyOnTheMarket } from "../../../services/property-page.ts";

async function readFields(request: Request): Promise<Record<string, unknown>> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type === "application/json" || type.endsWith("+json")) {
    const body: unknown = await request.json().catch(() => null);
    return body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  }
  if (type === "multipart/form-data" || type === "application/x-www-form-urlencoded") {
    const form = await request.formData().catch(() => null);
    // Repeated names keep their last value, as a browser's single inputs never repeat.
    return form ? Object.fromEntries(form) : {};
  }
  return {};
}

const FLASH: Record<SendToFriendResult["kind"], string> = {
  sent: SEND_TO_FRIEND_FLASH.sent,
  ignored: SEND_TO_FRIEND_FLASH.sent,
  invalid: SEND_TO_FRIEND_FLASH.invalid,
  "captcha-invalid": SEND_TO_FRIEND_FLASH.captchaInvalid,
  // spec §8 has no flash for a used-up daily cap; the form's refusal flash is the nearest.
  "too-many": SEND_TO_FRIEND_FLASH.invalid,
};

export const loader = actionOnlyLoader("/user/send_to_friend", "POST");

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") {
    return methodNotAllowed(request.method, "/user/send_to_friend", "POST");
  }
  const result = await sendToFriend(
    context.services,
    await readFields(request),
    { ip: context.ip, sessionId: context.session.id },
    (id) => propertyOnTheMarket(context.services, id),
  );
  const headers = { "Cache-Control": "no-store" };

  if (wantsJsonAnswer(request)) {
    if (result.kind === "sent" || result.kind === "ignored") return Response.json({ ok: true }, { headers });
    if (result.kind === "too-many") {
      return Response.json(
        { errors: { base: [SEND_TO_FRIEND_TOO_MANY] }, flash: FLASH[result.kind] },
        { status: 429, headers },
      );
    }
    const errors =
      result.kind === "invalid" ? result.errors : { "g-recaptcha-response": ["The captcha was not passed"] };
    return Response.json({ errors, flash: FLASH[result.kind] }, { status: 422, headers });
  }
  const back = result.propertyId !== null ? propertyPath(result.propertyId) : backPath(request);
  // 303: the browser follows with a GET, so the post is never resent.
  return new Response(null, {
    status: 303,
    headers: { ...headers, Location: withOverlay(safeRedirectPath(back), flashOverlay(FLASH[result.kind])) },
  });
}
