// The back office's staff forms (issue 14): one zod schema per form, read by the services on the server; the
// pages carry the same limits (./staff-limits.ts) as native HTML constraints (required, maxlength, minlength,
// type=email).
import { z } from "zod";
import { emailField, resetPasswordSchema } from "../../accounts/model/schemas.ts";
import { STAFF_ROLES } from "./roles.ts";
import {
  PASSKEY_NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  STAFF_FORM_MESSAGES,
  STAFF_NAME_MAX_LENGTH,
} from "./staff-limits.ts";

const M = STAFF_FORM_MESSAGES;

/**
 * Branch checkboxes are named `branch_ids[ID]` (the form reader nests them into {branch_ids: {ID: "1"}}), so a
 * native form can send several without a repeated name; absent means none.
 */
const branchIds = z
  .record(z.string(), z.unknown())
  .optional()
  .transform((ticked) =>
    Object.keys(ticked ?? {})
      .map(Number)
      .filter((id) => Number.isInteger(id) && id > 0)
      .sort((a, b) => a - b),
  );

const staffName = z
  .string()
  .trim()
  .max(STAFF_NAME_MAX_LENGTH, M.name)
  .optional()
  .transform((name) => name ?? "");

const role = z.enum(STAFF_ROLES, { error: M.role });

/** /admin/staff/invite */
export const staffInviteSchema = z.object({
  email: emailField,
  name: staffName,
  role,
  branch_ids: branchIds,
});
export type StaffInviteInput = z.infer<typeof staffInviteSchema>;

/** /admin/staff/{id}, "Role and branches" (owners). */
export const staffAccessSchema = z.object({ role, branch_ids: branchIds });
export type StaffAccessInput = z.infer<typeof staffAccessSchema>;

/** /admin/account, "Your name". */
export const staffNameSchema = z.object({ name: staffName });

/** /admin/account, "Change password": the current one, then the visitors' rules for the new pair. */
export const staffPasswordChangeSchema = resetPasswordSchema.and(
  z.object({
    current_password: z
      .string({ error: M.currentPassword })
      .min(1, M.currentPassword)
      .max(PASSWORD_MAX_LENGTH * 8, M.currentPassword),
  }),
);

/** /admin/account, "Add a passkey": its name, and the browser's registration response as JSON. */
export const passkeyRegistrationSchema = z.object({
  name: z
    .string({ error: M.passkeyName })
    .trim()
    .min(1, M.passkeyName)
    .max(PASSKEY_NAME_MAX_LENGTH, M.passkeyName),
  passkey_response: z.string().min(2).max(20_000),
});

/** Forgotten password (issue 42 item 6): the email a reset link is sent to, if it is a member of staff's. */
export const staffResetRequestSchema = z.object({ email: emailField });

/** The reset link's form: a new password (the visitors' rules) and a code from the second factor. */
export const staffPasswordResetSchema = resetPasswordSchema.and(
  z.object({
    code: z
      .string({ error: M.resetCodeRequired })
      .trim()
      .min(1, M.resetCodeRequired)
      .max(64, M.resetCodeRequired),
  }),
);
