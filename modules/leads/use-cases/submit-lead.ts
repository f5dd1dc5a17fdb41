// The one path every lead takes on the server (issue 5 item 7; docs/leads.md lists each outcome):
// honeypot → idempotency key → the form's zod schema → the agency's content rules → captcha → routing →
// one transaction (modules/leads/use-cases/record-lead.ts). Each refusal answers with its spec §8 flash key.
import { selectLeadIdByIdempotencyKey } from "../repos/leads.ts";
import { LEAD_FLASH, isValidIdempotencyKey, type LeadFlashKey } from "../model/lead-field-names.ts";
import { validationFlash } from "../model/lead-outcome.ts";
import { isUnwantedMessage, namesAreSame } from "../model/spam-rules.ts";
import { CAPTCHA_TOKEN_FIELD } from "../../../domain/captcha.ts";
import { TOKEN_FIELD } from "../../../platform/csrf.ts";
import type { Services } from "../../../platform/services.ts";
import { isHoneypotFilled } from "../../../domain/honeypot.ts";
import { matchesLearnedSpam } from "./learned-spam.ts";
import { leadSiteSettings, type LeadSiteSettings } from "./lead-settings.ts";
import { recordLead, type LeadToRecord, type RecordedLead } from "./record-lead.ts";

export type LeadAnswer =
  | { ok: true; leadId: number | null; flash: typeof LEAD_FLASH.sent }
  | { ok: false; status: 422 | 500; flash: LeadFlashKey; errors: Record<string, string[]> };

export type LeadRequestContext = {
  ip: string;
  userAgent: string | null;
  /** The signed-in user, looked up while the key is checked (one round trip fewer on the answer's path). */
  userId: () => Promise<number | null>;
  /** From the Idempotency-Key header; the field idempotency_key is read from the fields when this is null. */
  idempotencyKey: string | null;
  /** The page the form was on (Referer), for the terms box's consent evidence. */
  referer?: string | null;
};

/** What a form's parse gives the pipeline: the fields its content rules look at, and how to route and store it. */
export type ParsedLead = {
  firstName: string;
  lastName: string;
  message: string | undefined;
  /** Routes the lead and shapes its row; runs after every check has passed. */
  prepare(settings: LeadSiteSettings, submission: Submission): Promise<LeadToRecord>;
};

/** This submission's idempotency key and the signed-in user, if any. */
export type Submission = { key: string | null; userId: number | null };

export type LeadForm = {
  /** The honeypot's field name (lead_client[body]; hfhp on the new-homes form). */
  honeypot: string;
  /** 'required': no token is a failed captcha; 'if-sent': verified when sent (the three-step valuation sends none). */
  captcha: "required" | "if-sent";
  captchaAction?: string;
  parse(
    fields: Record<string, unknown>,
  ): { ok: true; lead: ParsedLead } | { ok: false; errors: Record<string, string[]>; flash?: LeadFlashKey };
  /** Stores the lead; the default is one transaction of record-lead.ts (new homes add their files to it). */
  record?(services: Services, item: LeadToRecord, settings: LeadSiteSettings): Promise<RecordedLead>;
};

const ACCEPTED = (leadId: number | null): LeadAnswer => ({ ok: true, leadId, flash: LEAD_FLASH.sent });
const refused = (
  flash: LeadFlashKey,
  errors: Record<string, string[]>,
  status: 422 | 500 = 422,
): LeadAnswer => ({
  ok: false,
  status,
  flash,
  errors,
});

/** Ours: the texts behind names-not-different and invalid-message-content in the JSON errors. */
export const NAMES_NOT_DIFFERENT = "Your first name and last name must be different";
export const MESSAGE_NOT_ACCEPTED = "Sorry, your message could not be sent because of its content";
export const CAPTCHA_NOT_PASSED = "The captcha was not passed";

export function idempotencyKeyOf(fields: Record<string, unknown>, header: string | null): string | null {
  const value = header ?? fields.idempotency_key;
  return typeof value === "string" && value !== "" ? value : null;
}

export async function submitLead(
  services: Services,
  form: LeadForm,
  fields: Record<string, unknown>,
  context: LeadRequestContext,
): Promise<LeadAnswer> {
  const { logger } = services;
  // A bot filled the field people never see: answered like success so it learns nothing; nothing is stored.
  if (isHoneypotFilled(fields, form.honeypot)) {
    logger.info({ ip: context.ip }, "lead: honeypot filled, discarded");
    return ACCEPTED(null);
  }
  const key = idempotencyKeyOf(fields, context.idempotencyKey);
  if (key !== null && !isValidIdempotencyKey(key)) {
    return refused(LEAD_FLASH.validation, { idempotency_key: ["Please send a valid idempotency key"] });
  }
  try {
    const [existing, userId] = await Promise.all([
      key === null ? null : selectLeadIdByIdempotencyKey(services.db, key),
      context.userId().catch(() => null),
    ]);
    // A retry of a stored submission gets the same answer, without a second captcha (its token is spent).
    if (existing !== null) return ACCEPTED(existing);
    const parsed = form.parse(fields);
    if (!parsed.ok) return refused(parsed.flash ?? validationFlash(parsed.errors), parsed.errors);
    const { lead } = parsed;
    if (namesAreSame(lead.firstName, lead.lastName)) {
      return refused(LEAD_FLASH.namesNotDifferent, { "lead_client[last_name]": [NAMES_NOT_DIFFERENT] });
    }
    const settings = await leadSiteSettings(services);
    if (
      isUnwantedMessage(lead.message, settings.spamPhrases) ||
      (await matchesLearnedSpam(services.db, lead.message))
    ) {
      logger.info({ ip: context.ip }, "lead: message refused by the content rules");
      return refused(LEAD_FLASH.invalidMessageContent, { "lead[message]": [MESSAGE_NOT_ACCEPTED] });
    }
    const token = fields[CAPTCHA_TOKEN_FIELD];
    const sent = typeof token === "string" && token !== "";
    if (form.captcha === "required" || sent) {
      const verdict = await services.captcha.verify(sent ? token : null, {
        ip: context.ip,
        action: form.captchaAction,
      });
      if (!verdict.ok)
        return refused(LEAD_FLASH.captchaInvalid, { [CAPTCHA_TOKEN_FIELD]: [CAPTCHA_NOT_PASSED] });
    }
    const item = { ...(await lead.prepare(settings, { key, userId })), pageUrl: context.referer ?? null };
    const recorded = form.record
      ? await form.record(services, item, settings)
      : await recordLead(services.db, item, {
          branding: settings.branding,
          webhookUrl: services.config.leads.webhookUrl,
        });
    logger.info(
      {
        leadId: recorded.leadId,
        kind: item.lead.kind,
        replayed: !recorded.created,
        to: item.recipient.reason,
      },
      "lead stored",
    );
    return ACCEPTED(recorded.leadId);
  } catch (error) {
    logger.error({ err: error, ip: context.ip }, "lead could not be stored");
    return refused(LEAD_FLASH.error, { base: ["Your enquiry could not be sent. Please try again."] }, 500);
  }
}

/** Everything the visitor sent, for the lead's payload: minus the token, the captcha and the honeypot. */
export function leadPayload(fields: Record<string, unknown>, honeypot: string): Record<string, unknown> {
  const nested = /^([^[\]]+)\[([^[\]]+)\]$/.exec(honeypot);
  const drop = new Set([TOKEN_FIELD, CAPTCHA_TOKEN_FIELD, "idempotency_key", honeypot]);
  const payload: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (drop.has(name)) continue;
    if (nested && name === nested[1] && value && typeof value === "object" && !Array.isArray(value)) {
      const { [nested[2]!]: _honeypot, ...rest } = value as Record<string, unknown>;
      payload[name] = rest;
    } else {
      payload[name] = value;
    }
  }
  return payload;
}
