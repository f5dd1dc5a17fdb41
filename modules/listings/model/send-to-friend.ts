// The 'Send to a friend' form (issue 4 item 2; spec §7 "/user/send_to_friend" is captcha-guarded): one schema
// for the browser's form and the server's action. Field names are the form's; the honeypot is `body` as on the
// spec's other visitor forms (spec §5).
import { z } from "zod";

import { MESSAGE_MAX_LENGTH } from "./send-to-friend-fields.ts";

export {
  MESSAGE_MAX_LENGTH,
  SEND_TO_FRIEND_FLASH,
  SEND_TO_FRIEND_HONEYPOT,
  SEND_TO_FRIEND_PATH,
} from "./send-to-friend-fields.ts";

// spec §5: "Please enter a valid email"; the name and message texts are ours (the spec has none for this form).
const email = z
  .string()
  .trim()
  .pipe(z.email("Please enter a valid email").max(254, "Please enter a valid email"));

export const sendToFriendSchema = z.object({
  property_id: z.coerce.number().int().positive(),
  // One line of text: it becomes a header's display name (Reply-To), so no control characters.
  name: z
    .string()
    .trim()
    .min(1, "Please enter your name")
    .max(100, "Please enter your name")
    .regex(/^[^\p{Cc}]*$/u, "Please enter your name"),
  email,
  friend_email: email,
  message: z
    .string()
    .trim()
    .max(MESSAGE_MAX_LENGTH, `Please keep the message under ${MESSAGE_MAX_LENGTH} characters`)
    .default(""),
});

export type SendToFriendInput = z.infer<typeof sendToFriendSchema>;

/**
 * Per day (issue 13 item 4, issue 43): emails one session may send, one address may send (a new session is
 * free, an address is not; a household or an office shares one, hence more than a session's), and one
 * recipient may receive.
 */
export const SEND_TO_FRIEND_PER_SESSION_PER_DAY = 5;
export const SEND_TO_FRIEND_PER_ADDRESS_PER_DAY = 8;
export const SEND_TO_FRIEND_PER_RECIPIENT_PER_DAY = 3;
export const SEND_TO_FRIEND_TOO_MANY = "Too many properties sent today. Please try again tomorrow.";
