// Accounts (issue 6; spec §3 "User", §5 "User forms", §8 "Toasts (user area)", §9): the names, messages and
// pure rules of the user forms, apart from their zod schemas (./schemas.ts) so a page can render the forms
// without loading zod; the schemas load when a form is first submitted, as the send-to-friend form does.

/** spec §5: the hidden field only a bot fills, on registration and forgotten password. */
export const USER_HONEYPOT = "body";

import { SAVED_SEARCH_REMOVED } from "./alert-frequency.ts";
import { flashOverlay, withOverlay } from "../../../domain/overlay-paths.ts";
import { homePath } from "../../../domain/urls.ts";

export {
  ALERT_FREQUENCIES,
  ALERT_FREQUENCY_LABELS,
  DEFAULT_ALERT_FREQUENCY,
  isAlertFrequency,
  type AlertFrequency,
} from "./alert-frequency.ts";

// OWASP: at least 8 characters, long passphrases allowed, no composition rules. The cap keeps hashing cheap.
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
// spec §5 "Sign-in password minimum length 5" (older accounts may have shorter passwords than we now allow).
export const SIGN_IN_PASSWORD_MIN_LENGTH = 5;
export const NAME_MAX_LENGTH = 50;
export const ADDRESS_FIELD_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
/** Ours: one account cannot fill the table (and the alert job) with searches. */
export const MAX_SAVED_SEARCHES = 100;
/** The most property ids one POST /saved_properties.ljson may send (ours: the spec sets none). */
export const MAX_SAVED_PROPERTY_IDS = 500;

/** Texts: the spec's where it gives one (quoted section in the comment), ours otherwise. */
export const ACCOUNT_MESSAGES = {
  // spec §5 "Lead and profile fields"
  firstName: "Please enter a valid first name",
  lastName: "Please enter a valid last name",
  email: "Please enter a valid email",
  phone: "Please enter a valid phone number",
  terms: "You must agree to our terms & conditions",
  // spec §5 / §8
  passwordsDoNotMatch: "Passwords do not match",
  passwordRequired: "Please enter a password",
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  passwordIsEmail: "Password must not be your email address",
  passwordConfirmationRequired: "Please confirm your password",
  signInPassword: `Password must be at least ${SIGN_IN_PASSWORD_MIN_LENGTH} characters`,
  title: "Please enter a valid title",
  addressField: `Please keep this under ${ADDRESS_FIELD_MAX_LENGTH} characters`,
  // spec §8 toasts
  accountExists:
    "Sorry, something went wrong. You may already have an account with this email address, if so, please try signing in instead of registering.",
  signInFailed: "Sign in failed, please try again",
  signInSuccessful: "You have successfully signed in",
  registered: "You have been successfully registered!",
  profileUpdated: "Profile successfully updated.",
  signedOut: "You have been signed out",
  signOutFailed: "There was an error signing out",
  preferencesUpdated: "Your preferences have been successfully updated",
  preferencesFailed: "There was an error updating your preferences",
  signInToUpdatePreferences: "Please sign in to update your preferences",
  resetRequested:
    "If the email you have entered has a user account we will send you a forgotten password reset request now.",
  resetThankYou: "Thank you. We have sent you an email with instructions on how to reset your password.",
  propertySaved: "Property saved.",
  savedPropertyRemoved: "Saved property removed.",
  savedSearchRemoved: SAVED_SEARCH_REMOVED,
  // ours
  tooManySignIns: "Too many failed sign-in attempts for this account. Please wait a moment and try again.",
  signInCaptcha: "To sign in now rather than wait, show you are not a robot, then press Sign in again.",
  signInCaptchaInvisible:
    "To sign in now rather than wait, press Sign in again: a quick automatic check runs first.",
  tooManyResets: "Too many password reset requests for this email. Please try again later.",
  tooManyRegistrations: "Too many registration attempts for this email. Please try again later.",
  signInRequired: "Please sign in first",
  marketingChoice: "Please choose whether you would like to receive marketing emails",
  alertFrequency: "Please choose a valid alert frequency",
  propertyIds: "property_ids must be a comma-separated list of property ids",
  tooManyPropertyIds: `property_ids can list at most ${MAX_SAVED_PROPERTY_IDS} properties`,
  savedSearchNotFound: "Saved search not found",
  tooManySavedSearches: `You can save up to ${MAX_SAVED_SEARCHES} searches`,
  locationNotFound: "Sorry, we could not find that location",
  savedPropertyNotFound: "Saved property not found",
  resetLinkInvalid:
    "This password reset link has expired or has already been used. Please request a new one from 'Forgotten password'.",
  captcha: "The captcha was not passed",
} as const;

/**
 * The consent statement the registration and marketing forms show beside the opt-in (consent evidence: the
 * server records this exact text with each choice).
 */
export const MARKETING_OPT_IN_STATEMENT =
  "Yes, I would like to receive emails about properties, services and news. I can unsubscribe at any time.";

// spec §5 "Phone pattern is a UK number (+44 or 0, then 9-10 digits)"; spaces typed for readability are ignored.
const UK_PHONE = /^(?:\+44|0)\d{9,10}$/;
export function isUkPhone(value: string): boolean {
  return UK_PHONE.test(value.replace(/\s+/g, ""));
}

// spec §5 "Edit phone: 6 to 20 characters of digits and - . ( ) / space +".
const EDIT_PHONE = /^[\d\-.()/ +]{6,20}$/;
export function isEditPhone(value: string): boolean {
  return EDIT_PHONE.test(value);
}

// spec §5 "Names in user forms accept letters, hyphen, space and digits" (letters of any alphabet, accents too).
const USER_NAME = /^[\p{L}\p{M}\d\- ]+$/u;
export function isUserName(value: string): boolean {
  return USER_NAME.test(value);
}

/** A checkbox as forms and JSON send it: true, "true", "on", "1", "yes". */
export function isTicked(value: unknown): boolean {
  if (value === true) return true;
  return typeof value === "string" && ["true", "on", "1", "yes"].includes(value.trim().toLowerCase());
}

/** Where a signed-in visitor lands after setting a new password (spec §8 flash key). */
export const RESET_PASSWORD_DONE_PATH = withOverlay(homePath(), flashOverlay("user-login-successful"));
