// The loader of a back-office address that only takes posts (sign-out, a passkey ceremony's options): a
// signed-out visitor is sent to sign in like anywhere under /admin, a member of staff is answered 405.
import type { AppLoadContext } from "react-router";
import { methodNotAllowed, requireStaff } from "./require-staff.server.ts";

export async function postOnlyForStaff({
  request,
  context,
}: {
  request: Request;
  context: Pick<AppLoadContext, "services">;
}): Promise<never> {
  await requireStaff(request, context.services);
  throw methodNotAllowed("POST");
}
