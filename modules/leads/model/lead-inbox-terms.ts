// The leads inbox's vocabulary (issue 14 "The leads inbox"): statuses, kinds and their labels, limits,
// messages and confirmations, apart from the zod schemas (./lead-inbox.ts) so the pages can show them
// without bringing zod along: the admin routes' browser chunks share the public site's lazily loaded zod
// chunk, which must not change (app/routes/admin/README.md).

/** Where staff have got to with a lead; a new lead is `new` (the column's default). */
export const LEAD_STATUSES = [
  "new",
  "contacted",
  "viewing_booked",
  "valuation_booked",
  "closed",
  "spam",
] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  viewing_booked: "Viewing booked",
  valuation_booked: "Valuation booked",
  closed: "Closed",
  spam: "Spam",
};

/** The kinds the site stores as leads (send-to-friend messages are not leads: they go to a friend). */
export const INBOX_LEAD_KINDS = [
  "viewing",
  "valuation",
  "staff",
  "department",
  "branch",
  "new_homes",
] as const;
export type InboxLeadKind = (typeof INBOX_LEAD_KINDS)[number];

export const LEAD_KIND_LABELS: Record<string, string> = {
  viewing: "Viewing",
  valuation: "Valuation",
  staff: "Staff member",
  department: "Department",
  branch: "Office",
  new_homes: "New homes",
  send_to_friend: "Send to a friend",
};

export const LEADS_PAGE_SIZE = 50;
/** The list counts matching leads up to this many, then says "more than" (a count never scans everything). */
export const LEADS_COUNT_CAP = 1000;
export const SEARCH_MAX_LENGTH = 100;
export const NOTE_MAX_LENGTH = 2000;
/** The period the per-branch response times cover. */
export const RESPONSE_WINDOW_DAYS = 30;

export const FILTER_MESSAGES = {
  date: "Please enter a date as YYYY-MM-DD",
  range: "The end date must not be before the start date",
  search: `Please search with at most ${SEARCH_MAX_LENGTH} characters`,
  option: "Please choose one of the options",
};

export const WRITE_MESSAGES = {
  status: "Please choose a status",
  assignee: "Please choose a colleague",
  note: "Please write a note",
  noteTooLong: `A note is at most ${NOTE_MAX_LENGTH} characters`,
  leads: "Please tick at least one lead",
};

/** A reply to the enquirer from the lead's page (modules/leads/model/lead-reply.ts). */
export const REPLY_SUBJECT_MAX_LENGTH = 200;
export const REPLY_MESSAGE_MAX_LENGTH = 5_000;
export const REPLY_MESSAGES = {
  subject: "Please write a subject on one line",
  subjectTooLong: `A subject is at most ${REPLY_SUBJECT_MAX_LENGTH} characters`,
  message: "Please write your reply",
  messageTooLong: `A reply is at most ${REPLY_MESSAGE_MAX_LENGTH} characters`,
  erased: "This enquirer's data has been erased: there is no address to reply to",
};

/** The confirmation a write leaves for the next page (POST-redirect-GET: `?done=…`, and `changed=N` for bulk). */
export const DONE_MESSAGES = {
  status: "Status changed.",
  assigned: "Assignment changed.",
  note: "Note added.",
  unchanged: "Nothing to change.",
  bulk: "Status changed.",
  reply: "Reply queued: it is sent within a minute and listed under “Emails about this lead”.",
} as const;
export type DoneKey = keyof typeof DONE_MESSAGES;

export function doneMessage(params: URLSearchParams): string | null {
  const done = params.get("done");
  if (done === "bulk") {
    const changed = Number(params.get("changed"));
    if (!Number.isSafeInteger(changed) || changed < 0) return DONE_MESSAGES.bulk;
    if (changed === 0) return "No status changed: the ticked leads already had it.";
    return `Status changed for ${changed} ${changed === 1 ? "lead" : "leads"}.`;
  }
  return done && Object.hasOwn(DONE_MESSAGES, done) ? DONE_MESSAGES[done as DoneKey] : null;
}
