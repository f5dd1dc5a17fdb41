// Replying to an enquirer from the lead's page (issue 42 item 6): the form's one schema, parsed by the server
// and read for the page's HTML constraints by its loader. The page's own code uses only lead-inbox-terms.ts.
import { z } from "zod";
import { REPLY_MESSAGES, REPLY_MESSAGE_MAX_LENGTH, REPLY_SUBJECT_MAX_LENGTH } from "./lead-inbox-terms.ts";

export const leadReplySubjectField = z
  .string({ error: REPLY_MESSAGES.subject })
  .trim()
  .min(1, REPLY_MESSAGES.subject)
  .max(REPLY_SUBJECT_MAX_LENGTH, REPLY_MESSAGES.subjectTooLong)
  // A subject is one header line: a line break in it would be refused by the mail layer anyway.
  .refine((subject) => !/[\r\n]/.test(subject), REPLY_MESSAGES.subject);

export const leadReplyMessageField = z
  .string({ error: REPLY_MESSAGES.message })
  .trim()
  .min(1, REPLY_MESSAGES.message)
  .max(REPLY_MESSAGE_MAX_LENGTH, REPLY_MESSAGES.messageTooLong);

export const leadReplySchema = z.object({
  subject: leadReplySubjectField,
  message: leadReplyMessageField,
});
export type LeadReply = z.output<typeof leadReplySchema>;
