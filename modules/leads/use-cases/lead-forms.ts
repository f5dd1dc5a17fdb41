// The four lead forms of spec §7 "Leads" as the pipeline sees them (modules/leads/use-cases/submit-lead.ts): each parses
// with its shared zod schema (modules/leads/model/*), then routes (modules/leads/model/routing.ts) and shapes its lead row.
import type { z } from "zod";
import type { Db } from "../../../db/client.ts";
import {
  type Mailbox,
  selectBranchMailbox,
  selectDepartmentMailbox,
  selectPropertyForLead,
  selectStaffMailbox,
} from "../repos/leads.ts";
import { selectBranchById, selectDepartmentsForBranch, findPostcodeBranch } from "../../branches/index.ts";
import { officeLeadKind, officeLeadSchema, staffLeadSchema } from "../model/contact-lead.ts";
import { VIEWING_FIELD_NAMES as V } from "../model/lead-field-names.ts";
import { leadFieldErrors } from "../model/lead-schema-parts.ts";
import {
  branchLeadRecipient,
  departmentLeadRecipient,
  staffLeadRecipient,
  viewingLeadRecipient,
  type LeadRecipient,
} from "../model/routing.ts";
import { valuationLeadSchema } from "../model/valuation-lead.ts";
import { viewingLeadSchema } from "../model/viewing-lead.ts";
import { LEAD_FORM_HONEYPOT } from "../../../domain/honeypot.ts";
import { leadAnswers } from "./lead-emails.ts";
import type { LeadSiteSettings } from "./lead-settings.ts";
import type { LeadToRecord } from "./record-lead.ts";
import {
  leadPayload,
  type LeadForm,
  type LeadRequestContext,
  type ParsedLead,
  type Submission,
} from "./submit-lead.ts";

export type PropertyForLead = NonNullable<Awaited<ReturnType<typeof selectPropertyForLead>>>;

function parseWith<S extends z.ZodType>(
  schema: S,
  fields: Record<string, unknown>,
  toLead: (data: z.output<S>) => ParsedLead,
) {
  const parsed = schema.safeParse(fields);
  return parsed.success
    ? ({ ok: true, lead: toLead(parsed.data) } as const)
    : ({ ok: false, errors: leadFieldErrors(parsed.error) } as const);
}

type Person = { first_name: string; last_name: string; email: string; tel_home: string };

/** What the JSON lead forms of `POST /leads` share: the person as lead_client, their words in lead.message. */
type JsonLead = { lead_client: Person; lead: { message?: string | undefined } };

/**
 * A JSON lead form (valuation, staff member, department or branch): the spam rules read lead_client's name and
 * lead.message; `prepare` routes the parsed lead and shapes its row.
 */
function jsonLeadForm<S extends z.ZodType<JsonLead>>(
  schema: S,
  captcha: LeadForm["captcha"],
  prepare: (
    data: z.output<S>,
    fields: Record<string, unknown>,
    settings: LeadSiteSettings,
    submission: Submission,
  ) => Promise<LeadToRecord>,
): LeadForm {
  return {
    honeypot: LEAD_FORM_HONEYPOT,
    captcha,
    parse: (fields) =>
      parseWith(schema, fields, (data) => ({
        firstName: data.lead_client.first_name,
        lastName: data.lead_client.last_name,
        message: data.lead.message,
        prepare: (settings, submission) => prepare(data, fields, settings, submission),
      })),
  };
}

/**
 * What every form's prepare answers once it knows the recipient: the lead row, its recipient and the email's
 * property and details. The payload is the posted fields less the tokens and the honeypot.
 */
function leadToRecord(
  kind: LeadToRecord["lead"]["kind"],
  person: Person,
  lead: {
    recipient: LeadRecipient;
    property: PropertyForLead | null;
    channel: string | null;
    message: string | undefined;
  },
  fields: Record<string, unknown>,
  submission: Submission,
  context: LeadRequestContext,
): LeadToRecord {
  const { recipient, property } = lead;
  const payload = leadPayload(fields, LEAD_FORM_HONEYPOT);
  return {
    lead: {
      kind,
      propertyId: property?.id ?? null,
      branchId: recipient.branchId,
      departmentId: recipient.departmentId,
      staffId: recipient.staffId,
      userId: submission.userId,
      channel: lead.channel,
      firstName: person.first_name,
      lastName: person.last_name,
      email: person.email,
      telephone: person.tel_home,
      message: lead.message ?? null,
      payload,
      ip: context.ip || null,
      userAgent: context.userAgent?.slice(0, 500) ?? null,
      idempotencyKey: submission.key,
    },
    recipient,
    email: { property: propertySummary(property), ...leadAnswers(payload) },
  };
}

function propertySummary(property: PropertyForLead | null) {
  return property
    ? {
        id: property.id,
        reference: property.reference,
        displayAddress: property.displayAddress,
        photoKey: property.photoKey,
      }
    : null;
}

async function loadProperty(db: Db, id: number | undefined): Promise<PropertyForLead | null> {
  return id === undefined ? null : selectPropertyForLead(db, id);
}

/** spec §3 "Viewing lead form", posted to /properties/{id}/{channel}/leads: the property is already found. */
export function viewingLeadForm(db: Db, property: PropertyForLead, context: LeadRequestContext): LeadForm {
  return {
    honeypot: LEAD_FORM_HONEYPOT,
    captcha: "required",
    parse: (fields) =>
      parseWith(viewingLeadSchema, fields, (data) => ({
        firstName: data[V.firstName],
        lastName: data[V.lastName],
        message: data[V.message],
        async prepare(settings, submission) {
          const [branch, departments] = await Promise.all([
            selectBranchById(db, property.branchId),
            selectDepartmentsForBranch(db, property.branchId),
          ]);
          const recipient = branch
            ? viewingLeadRecipient(
                {
                  channel: property.channel,
                  tags: property.tags,
                  childPropertyCount: property.childPropertyCount,
                  branch: { ...branch, departments },
                  requestedDepartmentId: data[V.branchDepartmentId],
                },
                settings.mainEmail,
              )
            : branchLeadRecipient(null, settings.mainEmail);
          const person = {
            first_name: data[V.firstName],
            last_name: data[V.lastName],
            email: data[V.email],
            tel_home: data[V.telHome],
          };
          return leadToRecord(
            "viewing",
            person,
            { recipient, property, channel: property.channel, message: data[V.message] },
            fields,
            submission,
            context,
          );
        },
      })),
  };
}

/**
 * The valuation's branch: branch_id as the client sent it (spec §7: from the postcode lookup, else the property's
 * branch); when none came, the branch covering the postcode, as GET /postcode_branch_lookup would answer.
 */
async function valuationBranch(
  db: Db,
  branchId: number | undefined,
  postcode: string,
): Promise<Mailbox | null> {
  if (branchId !== undefined) return selectBranchMailbox(db, branchId);
  const covering = await findPostcodeBranch(db, postcode);
  return covering.kind === "found" ? { id: covering.branch.id, email: covering.branch.email } : null;
}

/** spec §7 Valuation: routed to branch_id (postcode lookup, else the property's branch), else the main inbox. */
export function valuationLeadForm(db: Db, context: LeadRequestContext): LeadForm {
  // spec §7: g-recaptcha-response is sent by the single-step form only (optional).
  return jsonLeadForm(valuationLeadSchema, "if-sent", async (data, fields, settings, submission) => {
    const branch = await valuationBranch(db, data.lead.branch_id, data.lead_client.postcode);
    const recipient = branchLeadRecipient(branch, settings.mainEmail);
    return leadToRecord(
      "valuation",
      data.lead_client,
      { recipient, property: null, channel: data.lead.channel, message: data.lead.message },
      fields,
      submission,
      context,
    );
  });
}

/** spec §7 Staff: that person, else their department, else their branch. */
export function staffLeadForm(db: Db, context: LeadRequestContext): LeadForm {
  return jsonLeadForm(staffLeadSchema, "required", async (data, fields, settings, submission) => {
    const [member, property] = await Promise.all([
      selectStaffMailbox(db, data.lead.agency_employee_id),
      loadProperty(db, data.lead.property_id),
    ]);
    const recipient = staffLeadRecipient(member, settings.mainEmail);
    return leadToRecord(
      "staff",
      data.lead_client,
      { recipient, property, channel: data.lead.channel ?? null, message: data.lead.message },
      fields,
      submission,
      context,
    );
  });
}

/** spec §7 Department or branch: the department's inbox (else its branch's), or the branch's. */
export function officeLeadForm(db: Db, context: LeadRequestContext): LeadForm {
  return jsonLeadForm(officeLeadSchema, "required", async (data, fields, settings, submission) => {
    const kind = officeLeadKind(data);
    const departmentId = data.lead.branch_department_id;
    const branchId = data.lead.branch_id;
    const property = await loadProperty(db, data.lead.property_id);
    let recipient: LeadRecipient;
    if (kind === "department" && departmentId !== undefined) {
      recipient = departmentLeadRecipient(
        await selectDepartmentMailbox(db, departmentId),
        settings.mainEmail,
      );
    } else {
      const branch = branchId === undefined ? null : await selectBranchMailbox(db, branchId);
      recipient = branchLeadRecipient(branch, settings.mainEmail);
    }
    return leadToRecord(
      kind,
      data.lead_client,
      { recipient, property, channel: data.lead.channel ?? null, message: data.lead.message },
      fields,
      submission,
      context,
    );
  });
}
