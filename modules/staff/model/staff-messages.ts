// What the back office's sign-in, passkey and set-up pages say (issue 14), apart from the use cases that say it so
// the pages' own code can show them without bringing the server modules along.
export const SIGN_IN_MESSAGES = {
  failed: "Sign in failed, please try again",
  codeFailed: "That code is not right, please try again",
  tooMany: "Too many attempts: please wait a little and try again",
  expired: "Your sign-in took too long: please start again",
  passkeyFailed: "That passkey did not work: try again, or use a code",
  noPasskey: "This account has no passkey: use a code",
};

export const PASSKEY_MESSAGES = {
  registrationFailed: "The passkey could not be added: please try again",
};

/** How long an invitation's or a reset's set-up link works. */
export const SETUP_LINK_VALID_HOURS = 24;
