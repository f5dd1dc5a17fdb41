// The 'Send to a friend' form's names and limits, apart from its schema (modules/listings/model/send-to-friend.ts) so the page
// can render the form without loading zod; the schema loads when the form is first submitted.
export const SEND_TO_FRIEND_PATH = "/user/send_to_friend";
export const SEND_TO_FRIEND_HONEYPOT = "body";

/** spec §8 flash keys shown after the post. */
export const SEND_TO_FRIEND_FLASH = {
  sent: "send-property-sent",
  invalid: "send-property-invalid",
  captchaInvalid: "recaptcha-invalid",
} as const;

export const MESSAGE_MAX_LENGTH = 1000;
