// POST /admin/account/passkey-options (issue 14): the WebAuthn options to register a passkey on the signed-in
// account, as JSON; the answer is posted with the passkey's name to /admin/account.
import type { Route } from "./+types/account-passkey-options";
import { passkeyRegistrationOptions, relyingParty } from "../../../modules/staff/index.ts";
import { adminJson, requireStaffArea } from "./require-staff.server.ts";
import { postOnlyForStaff } from "./post-only.server.ts";

export const loader = postOnlyForStaff;

export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context;
  const staff = await requireStaffArea(request, services, "account");
  const options = await passkeyRegistrationOptions(
    services.db,
    relyingParty(services.config.publicUrl),
    staff,
  );
  return adminJson(context, options);
}
