// The limits and messages of the back office's staff forms (issue 14), apart from their zod schemas
// (./staff-schemas.ts) so the pages can carry them as native HTML constraints without bringing zod along:
// the admin routes' browser chunks share the public site's lazily loaded zod chunk, which must not change.
export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, EMAIL_MAX_LENGTH } from "../../accounts/model/fields.ts";

export const STAFF_NAME_MAX_LENGTH = 100;
export const PASSKEY_NAME_MAX_LENGTH = 60;

export const STAFF_FORM_MESSAGES = {
  role: "Choose a role",
  branches: "Choose at least one branch for a manager or a negotiator",
  unknownBranch: "Choose branches from the list",
  name: `Keep the name under ${STAFF_NAME_MAX_LENGTH} characters`,
  passkeyName: `Name the passkey (up to ${PASSKEY_NAME_MAX_LENGTH} characters), e.g. "Work laptop"`,
  currentPassword: "Enter your current password",
  currentPasswordWrong: "That is not your current password",
  resetCodeRequired: "Enter the 6-digit code from your authenticator app, or one of your recovery codes",
  resetCodeWrong: "That code is not right: try the newest code from your app, or a recovery code",
  emailTaken: "This email already has a staff account",
};

/** How long a staff password-reset link works (issue 42 item 6). */
export const STAFF_RESET_LINK_VALID_MINUTES = 60;

export const STAFF_RESET_TEXTS = {
  sent: `If that email belongs to a member of staff, we have sent it a link to choose a new password. The link works once, for ${STAFF_RESET_LINK_VALID_MINUTES} minutes.`,
  tooMany: "Too many reset requests for this email. Please try again later.",
  changed: "Your password has been changed. Sign in with it and your second factor.",
};
