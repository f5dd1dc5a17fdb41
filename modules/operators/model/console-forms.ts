// The operators' console's forms (issue 44 item 6): their zod schemas, read by the pages for their HTML constraints
// and by the use cases on the server, so both check the same rules. Pure, browser-safe.
import { z } from "zod";

export const AGENCY_NAME_MAX_LENGTH = 120;
const HOSTNAME_MAX_LENGTH = 253;

export const CONSOLE_MESSAGES = {
  name: "Enter the agency's name",
  hostname: "Enter the site's primary hostname, such as www.example.co.uk",
  ownerEmail: "Enter the owner's email address, such as name@example.co.uk",
  alias: "Enter a hostname, such as example.co.uk",
  confirm: "Type the agency's primary hostname to confirm",
  confirmWrong: "That is not the agency's primary hostname",
  group: "Choose a group site from the list, or None",
} as const;

const text = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, message);

/** Aliases as typed: one per line, or separated by commas or spaces. */
export function splitHostnames(value: string | undefined): string[] {
  return (value ?? "").split(/[\s,]+/).filter(Boolean);
}

export const newAgencySchema = z.object({
  name: text(CONSOLE_MESSAGES.name, AGENCY_NAME_MAX_LENGTH),
  hostname: text(CONSOLE_MESSAGES.hostname, HOSTNAME_MAX_LENGTH),
  aliases: z.string().max(4000).optional(),
  owner_email: z
    .string({ error: CONSOLE_MESSAGES.ownerEmail })
    .trim()
    .email(CONSOLE_MESSAGES.ownerEmail)
    .max(320),
});
export type NewAgencyForm = z.output<typeof newAgencySchema>;

export const aliasSchema = z.object({
  intent: z.enum(["add-alias", "remove-alias"]),
  hostname: text(CONSOLE_MESSAGES.alias, HOSTNAME_MAX_LENGTH),
});

export const statusSchema = z.object({ status: z.enum(["live", "suspended"]) });

export const deleteSchema = z.object({ confirm: text(CONSOLE_MESSAGES.confirm, HOSTNAME_MAX_LENGTH) });

/** The agency's group site: an agency's id, or "" for none. */
export const groupSchema = z.object({
  intent: z.literal("set-group"),
  group: z
    .string({ error: CONSOLE_MESSAGES.group })
    .trim()
    .regex(/^(\d{1,9})?$/, CONSOLE_MESSAGES.group),
});
