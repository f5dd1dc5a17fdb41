// 'Register your interest' (spec §7 "/form_submissions"): a native multipart post of a form definition's
// fields and files. It takes the same path as every lead (modules/leads/use-cases/submit-lead.ts) and stores, in one
// transaction, the form submission, its files' rows, and the new_homes lead with its emails and webhook. The
// files are written first (random names under DATA_DIR/uploads) and removed again if the transaction fails.
import type { Db } from "../../../db/client.ts";
import {
  insertFormSubmissionFiles,
  insertFormSubmissionOnce,
  selectFormDefinitionById,
  type FormDefinitionRow,
} from "../repos/form-submissions.ts";
import { selectBranchById, selectDepartmentsForBranch } from "../../branches/index.ts";
import { selectPropertyForLead } from "../repos/leads.ts";
import { DEVELOPMENT_ID_FIELD, DEVELOPMENT_OF_INTEREST_FIELD, isFileElement } from "../model/form-element.ts";
import { LEAD_MESSAGES } from "../model/lead-fields.ts";
import { LEAD_FLASH, NEW_HOMES_FIELD_NAMES as N, newHomesFieldName } from "../model/lead-field-names.ts";
import { leadFieldErrors } from "../model/lead-schema-parts.ts";
import { newHomesFileError, newHomesSubmissionSchema } from "../model/new-homes-submission.ts";
import { newHomesRecipient, viewingLeadRecipient, type LeadRecipient } from "../model/routing.ts";
import type { Services } from "../../../platform/services.ts";
import { recordLeadIn, type RecordedLead } from "./record-lead.ts";
import {
  leadPayload,
  submitLead,
  type LeadAnswer,
  type LeadForm,
  type LeadRequestContext,
} from "./submit-lead.ts";
import { checkUpload, removeUploads, storeUploads, type CheckedUpload } from "./uploads.ts";

export type NewHomesAnswer = LeadAnswer & { redirectUrl: string | null };

/** Ours: f_id names no form. */
export const UNKNOWN_FORM = "Please send a valid form";

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

export async function submitNewHomesForm(
  services: Services,
  fields: Record<string, unknown>,
  files: ReadonlyMap<string, File>,
  context: LeadRequestContext,
): Promise<NewHomesAnswer> {
  const redirectUrl = typeof fields[N.redirectUrl] === "string" ? (fields[N.redirectUrl] as string) : null;
  const formId = Number(text(fields[N.formId]));
  const definition = Number.isSafeInteger(formId)
    ? await selectFormDefinitionById(services.db, formId)
    : null;

  // Files are checked before anything else reads them: size first (no need to read a file that is too big).
  const uploads: CheckedUpload[] = [];
  const fileErrors: Record<string, string[]> = {};
  let uploadProblem = false;
  for (const element of definition?.elements.filter(isFileElement) ?? []) {
    const name = newHomesFieldName(element.fieldName);
    const file = files.get(name);
    const message = newHomesFileError(element, file);
    if (message === LEAD_MESSAGES.fileTooLarge) uploadProblem = true;
    if (message) fileErrors[name] = [message];
    if (message || !file || file.size === 0) continue;
    const checked = await checkUpload(element.fieldName, file);
    if (checked.ok) uploads.push(checked.upload);
    else {
      uploadProblem = true;
      fileErrors[name] = [checked.problem === "too-large" ? LEAD_MESSAGES.fileTooLarge : UNSUPPORTED_FILE];
    }
  }

  const form: LeadForm = {
    honeypot: N.honeypot,
    captcha: "required",
    parse(posted) {
      if (!definition) return { ok: false, errors: { [N.formId]: [UNKNOWN_FORM] } };
      if (uploadProblem) return { ok: false, errors: fileErrors, flash: LEAD_FLASH.fileUploadError };
      const parsed = newHomesSubmissionSchema(definition.elements).safeParse(posted);
      const errors = parsed.success ? {} : leadFieldErrors(parsed.error);
      Object.assign(errors, fileErrors);
      if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
      const answers = parsed.data as Record<string, unknown>;
      const answer = (fieldName: string) => text(answers[newHomesFieldName(fieldName)]);
      return {
        ok: true,
        lead: {
          firstName: answer("first_name"),
          lastName: answer("last_name"),
          message: answer("message") || undefined,
          prepare: async (settings, { key, userId }) => {
            const property = await developmentOf(services.db, answer(DEVELOPMENT_ID_FIELD));
            const recipient = newHomesRecipient(
              definition.notifyEmail,
              property ? await propertyRecipient(services.db, property, settings.mainEmail) : null,
              settings.mainEmail,
            );
            const data = submissionData(definition, answers, property?.displayAddress ?? null);
            const payload = {
              ...leadPayload(posted, N.honeypot),
              form_submission: data,
              files: uploads.map((upload) => ({ field: upload.fieldName, name: upload.fileName })),
            };
            return {
              lead: {
                kind: "new_homes",
                propertyId: property?.id ?? null,
                branchId: recipient.branchId,
                departmentId: recipient.departmentId,
                staffId: null,
                userId,
                channel: property?.channel ?? null,
                firstName: answer("first_name"),
                lastName: answer("last_name"),
                email: answer("email"),
                telephone: answer("telephone") || null,
                message: answer("message") || null,
                payload,
                ip: context.ip || null,
                userAgent: context.userAgent?.slice(0, 500) ?? null,
                idempotencyKey: key,
              },
              recipient,
              email: {
                property: property
                  ? {
                      id: property.id,
                      reference: property.reference,
                      displayAddress: property.displayAddress,
                      photoKey: property.photoKey,
                    }
                  : null,
                details: [
                  ...definition.elements
                    // Hidden answers (development_id) are ids for the back office, not for the reader.
                    .filter(
                      (element) =>
                        !isFileElement(element) &&
                        !SHOWN.has(element.fieldName) &&
                        !element.hidden &&
                        element.inputType !== "hidden",
                    )
                    .flatMap((element) => {
                      const value = text(data[element.fieldName]);
                      return value ? [[element.friendlyName, value] as const] : [];
                    }),
                  ...uploads.map((upload) => ["File", upload.fileName] as const),
                ],
              },
            };
          },
        },
      };
    },
    async record(services, item, settings) {
      const stored = await storeUploads(services.config.dataDir, uploads);
      let recorded: RecordedLead;
      try {
        recorded = await services.db.transaction(async (transaction) => {
          const tx = transaction as unknown as Db;
          const submissionId = await insertFormSubmissionOnce(tx, {
            formId: definition!.id,
            propertyId: item.lead.propertyId ?? null,
            data: (item.lead.payload.form_submission as Record<string, unknown>) ?? {},
            ip: item.lead.ip ?? null,
            idempotencyKey: item.lead.idempotencyKey ?? null,
          });
          if (submissionId !== null) {
            await insertFormSubmissionFiles(
              tx,
              submissionId,
              stored.map((file) => ({ ...file })),
            );
          }
          return recordLeadIn(
            tx,
            { ...item, formSubmissionId: submissionId },
            { branding: settings.branding, webhookUrl: services.config.leads.webhookUrl },
          );
        });
      } catch (error) {
        await removeUploads(services.config.dataDir, stored);
        throw error;
      }
      // A replay of a stored submission keeps the first files; these copies are not needed.
      if (!recorded.created) await removeUploads(services.config.dataDir, stored);
      return recorded;
    },
  };

  const answer = await submitLead(services, form, fields, context);
  return { ...answer, redirectUrl };
}

/** Ours: a file that is none of the allowed kinds (PDF, JPEG, PNG, WebP, Word). */
export const UNSUPPORTED_FILE = "Please upload a PDF, Word document or image (JPEG, PNG or WebP)";

const SHOWN = new Set(["first_name", "last_name", "email", "telephone", "message"]);

async function developmentOf(db: Db, id: string) {
  return /^\d{1,9}$/.test(id) ? selectPropertyForLead(db, Number(id)) : null;
}

async function propertyRecipient(
  db: Db,
  property: NonNullable<Awaited<ReturnType<typeof selectPropertyForLead>>>,
  mainEmail: string,
): Promise<LeadRecipient | null> {
  const [branch, departments] = await Promise.all([
    selectBranchById(db, property.branchId),
    selectDepartmentsForBranch(db, property.branchId),
  ]);
  if (!branch) return null;
  return viewingLeadRecipient(
    {
      channel: property.channel,
      tags: property.tags,
      childPropertyCount: property.childPropertyCount,
      branch: { ...branch, departments },
    },
    mainEmail,
  );
}

/**
 * The submission's answers by field name. development_of_interest is a disabled input (never posted), so it
 * is filled here as the form shows it: the first comma part of the development's address (spec §3).
 */
function submissionData(
  definition: FormDefinitionRow,
  answers: Record<string, unknown>,
  developmentAddress: string | null,
): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const element of definition.elements) {
    if (isFileElement(element)) continue;
    const value = answers[newHomesFieldName(element.fieldName)];
    if (value !== undefined) data[element.fieldName] = value;
  }
  if (data[DEVELOPMENT_OF_INTEREST_FIELD] === undefined && developmentAddress) {
    data[DEVELOPMENT_OF_INTEREST_FIELD] = developmentAddress.split(",")[0]!.trim();
  }
  for (const flag of [N.optInTerms, N.doNotContact] as const) {
    if (answers[flag] !== undefined) data[flag] = answers[flag];
  }
  return data;
}
