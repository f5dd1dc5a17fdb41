// #/new-homes-enquiry (spec §2 'Register your interest', only with form data; spec §3 "New-homes form"): the
// form drawn from the agency's form definition (./new-homes-fields.ts), posted natively as multipart to
// POST /form_submissions (spec §7) with f_id, redirect_url, the hfhp honeypot, form_submission[…], the terms
// and do_not_contact. A file over 10 MB is refused and cleared as soon as it is chosen (spec §5). On submit
// the shared schema (modules/leads/model/new-homes-submission.ts, loaded then) checks every field and file; once it
// has, a field is checked again as it is edited. The thank-you is the flash the server's redirect carries back
// to the property page (redirect_url; docs/lead-forms.md).
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import type { FormElement } from "../../../modules/leads/model/form-element.ts";
import type { PublicCaptcha } from "../../../domain/captcha.ts";
import {
  FORM_SUBMISSIONS_PATH,
  NEW_HOMES_FIELD_NAMES,
} from "../../../modules/leads/model/lead-field-names.ts";
import { LEAD_DO_NOT_CONTACT, LEAD_MESSAGES } from "../../../modules/leads/model/lead-fields.ts";
import { AuthenticityTokenInput } from "../../client/authenticity-token-input.tsx";
import { useAppState } from "../../client/app-state.tsx";
import { useLeadSubmission } from "../../components/lead-form/use-lead-submission.ts";
import { CaptchaSlot, useLeadCaptcha } from "../../components/lead-form/captcha.tsx";
import { hasErrors, type FieldErrors } from "../../components/lead-form/field-rules.ts";
import { focusFirstInvalid } from "../../components/lead-form/focus-first-invalid.ts";
import { FormAlert } from "../../components/lead-form/form-alert.tsx";
import { HoneypotInput } from "../../ui/field.tsx";
import { SubmitButton } from "../../components/lead-form/submit-button.tsx";
import { TermsCheckbox } from "../../components/lead-form/terms-checkbox.tsx";
import { useOverlayPageData, type NewHomesFormData } from "../page-data.ts";
import type { OverlayProps } from "../registry.ts";
import { fieldMessage, formErrors, loadNewHomesChecks, type NewHomesChecks } from "./new-homes-checks.ts";
import { NewHomesField } from "./new-homes-field.tsx";
import { chosenFileError, initialValues, orderedElements, thankYouRedirect } from "./new-homes-fields.ts";

declare global {
  interface Window {
    dataLayer?: object[];
  }
}

export default function NewHomesEnquiry(_props: OverlayProps) {
  const { newHomesForm, captcha } = useOverlayPageData();
  return newHomesForm ? <NewHomesForm definition={newHomesForm} captcha={captcha ?? null} /> : null;
}

function NewHomesForm({ definition, captcha }: { definition: NewHomesFormData; captcha: PublicCaptcha }) {
  const id = useId();
  const { authenticityToken } = useAppState();
  const elements = orderedElements(definition.elements);
  const [values, setValues] = useState(() => initialValues(definition.displayAddress, definition.propertyId));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [agreed, setAgreed] = useState(false);
  const [termsError, setTermsError] = useState<string>();
  const { sending, failure, setFailure, idempotencyKey, attempt } = useLeadSubmission();
  const checks = useRef<NewHomesChecks | null>(null);
  const leadCaptcha = useLeadCaptcha(captcha, "new_homes");

  /** A field's message from the shared schema, once it has been loaded (after the first submit). */
  function recheck(element: FormElement, value: string) {
    const message = checks.current ? fieldMessage(checks.current, element, value) : null;
    if (message === null) return;
    setErrors((current) => ({ ...current, [element.fieldName]: message }));
  }

  function change(element: FormElement, value: string) {
    setValues((current) => ({ ...current, [element.fieldName]: value }));
    recheck(element, value);
  }

  function chooseFile(element: FormElement, event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0] ?? null;
    const tooLarge = chosenFileError(file);
    // spec §5: the oversized file is cleared, so it can never be posted.
    if (tooLarge) input.value = "";
    const message = tooLarge ?? (file ? undefined : (checks.current?.fileError(element, null) ?? undefined));
    setErrors((current) => ({ ...current, [element.fieldName]: message }));
  }

  /** After a submit that stopped: a new captcha, the focus on the first field in error (the button comes back). */
  function stopped(form: HTMLFormElement): "stopped" {
    leadCaptcha.reset();
    focusFirstInvalid(form);
    return "stopped";
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    await attempt(async () => {
      try {
        checks.current ??= await loadNewHomesChecks(elements);
        const found = formErrors(checks.current, form, elements);
        setErrors(found);
        setTermsError(agreed ? undefined : LEAD_MESSAGES.terms);
        if (hasErrors(found) || !agreed) return stopped(form);
        if (!authenticityToken) throw new Error("no authenticity token yet");
        await leadCaptcha.tokenFor(form);
        if (definition.gaName) window.dataLayer?.push({ event: "form_submit", form_name: definition.gaName });
        // A native multipart post: the answer is the redirect_url page with its flash; the lock stays on.
        form.submit();
        return "sent";
      } catch (error) {
        console.error("New homes enquiry not sent", error);
        setFailure(LEAD_MESSAGES.requestFailed);
        return stopped(form);
      }
    });
  }

  return (
    <form
      id={definition.htmlFormId}
      method="post"
      action={FORM_SUBMISSIONS_PATH}
      encType="multipart/form-data"
      noValidate
      data-ga-name={definition.gaName ?? undefined}
      onFocus={leadCaptcha.load}
      onSubmit={submit}
      aria-label="Register your interest"
      className="mt-4 flex flex-col gap-3"
    >
      {definition.para ? <p>{definition.para}</p> : null}
      <AuthenticityTokenInput />
      <input type="hidden" name={NEW_HOMES_FIELD_NAMES.formId} value={definition.formId} />
      <input
        type="hidden"
        name={NEW_HOMES_FIELD_NAMES.redirectUrl}
        value={thankYouRedirect(definition.propertyId)}
      />
      <input type="hidden" name={NEW_HOMES_FIELD_NAMES.doNotContact} value={LEAD_DO_NOT_CONTACT} />
      <input type="hidden" name={NEW_HOMES_FIELD_NAMES.idempotencyKey} value={idempotencyKey} />
      {elements.map((element) => (
        <NewHomesField
          key={element.fieldName}
          element={element}
          id={`${id}-${element.fieldName}`}
          value={values[element.fieldName] ?? ""}
          error={errors[element.fieldName]}
          onChange={(value) => change(element, value)}
          onChooseFile={(event) => chooseFile(element, event)}
        />
      ))}
      <TermsCheckbox
        id={`${id}-terms`}
        name={NEW_HOMES_FIELD_NAMES.optInTerms}
        checked={agreed}
        error={termsError}
        onChange={(checked) => {
          setAgreed(checked);
          if (checked) setTermsError(undefined);
        }}
      />
      <HoneypotInput id={`${id}-hp`} name={NEW_HOMES_FIELD_NAMES.honeypot} />
      <CaptchaSlot captcha={captcha} />
      <FormAlert message={failure} />
      <div>
        <SubmitButton sending={sending}>{definition.submitButtonText}</SubmitButton>
      </div>
    </form>
  );
}
