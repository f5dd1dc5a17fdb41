// #/new-homes-enquiry (spec §2 'Register your interest', only with form data; spec §3 "New-homes form"): the
// form drawn from the agency's form definition (./new-homes-fields.ts), posted natively as multipart to
// POST /form_submissions (spec §7) with f_id, redirect_url, the hfhp honeypot, form_submission[…], the terms
// and do_not_contact. A file over 10 MB is refused and cleared as soon as it is chosen (spec §5). On submit
// the shared schema (domain/leads/new-homes-submission.ts, loaded then) checks every field and file; once it
// has, a field is checked again as it is edited. The thank-you is the flash the server's redirect carries back
// to the property page (redirect_url; docs/lead-forms.md).
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { formatAddress } from "../../../domain/address.ts";
import type { FormElement } from "../../../domain/leads/form-element.ts";
import {
  FORM_SUBMISSIONS_PATH,
  NEW_HOMES_FIELD_NAMES,
  newHomesFieldName,
} from "../../../domain/leads/lead-field-names.ts";
import {
  LEAD_DO_NOT_CONTACT,
  LEAD_MESSAGES,
  keepPhoneCharacters,
} from "../../../domain/leads/lead-fields.ts";
import type { PublicCaptcha } from "../../../domain/captcha.ts";
import { AuthenticityTokenInput } from "../../client/authenticity-token-input.tsx";
import { useAppState } from "../../client/app-state.tsx";
import { newIdempotencyKey } from "../../client/leads.ts";
import { AddressLookup } from "../../components/address-lookup/address-lookup.tsx";
import { CaptchaSlot, useLeadCaptcha } from "../../components/lead-form/captcha.tsx";
import { errorsFromIssues, hasErrors, type FieldErrors } from "../../components/lead-form/field-rules.ts";
import { focusFirstInvalid } from "../../components/lead-form/focus-first-invalid.ts";
import { FormAlert } from "../../components/lead-form/form-alert.tsx";
import { HoneypotInput } from "../../components/lead-form/honeypot-input.tsx";
import {
  FieldMessage,
  LeadTextField,
  fieldClass,
  labelClass,
} from "../../components/lead-form/lead-text-field.tsx";
import { SubmitButton } from "../../components/lead-form/submit-button.tsx";
import { TermsCheckbox } from "../../components/lead-form/terms-checkbox.tsx";
import { useOverlayPageData, type NewHomesFormData } from "../page-data.ts";
import type { OverlayProps } from "../registry.ts";
import {
  SELECT_DEFAULT,
  UPLOAD_ACCEPT,
  chosenFileError,
  elementKind,
  initialValues,
  inputType,
  orderedElements,
  thankYouRedirect,
} from "./new-homes-fields.ts";

type Checks = Awaited<ReturnType<typeof loadChecks>>;
type FieldParser = {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: { message: string }[] } };
};

/** The shared schema and file rule, loaded on the first submit so zod is never in a page's first render. */
async function loadChecks(elements: readonly FormElement[]) {
  await import("../../zod-config.ts"); // before any schema is built: see the file
  const { newHomesSubmissionSchema, newHomesFileError } =
    await import("../../../domain/leads/new-homes-submission.ts");
  return { schema: newHomesSubmissionSchema(elements), fileError: newHomesFileError };
}

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
  const [manualAddress, setManualAddress] = useState<Record<string, boolean>>({});
  const [agreed, setAgreed] = useState(false);
  const [termsError, setTermsError] = useState<string>();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const sendingRef = useRef(false);
  const checks = useRef<Checks | null>(null);
  const [idempotencyKey] = useState(newIdempotencyKey);
  const leadCaptcha = useLeadCaptcha(captcha, "new_homes");

  const fieldId = (element: FormElement) => `${id}-${element.fieldName}`;
  const valueOf = (element: FormElement) => values[element.fieldName] ?? "";

  /** A field's message from the shared schema, once it has been loaded (after the first submit). */
  function recheck(element: FormElement, value: string) {
    // The schema is built per definition, so its shape's keys are only known at run time.
    const shape = checks.current?.schema.shape as Record<string, FieldParser | undefined> | undefined;
    const rule = shape?.[newHomesFieldName(element.fieldName)];
    if (!rule) return;
    const result = rule.safeParse(value);
    setErrors((current) => ({
      ...current,
      [element.fieldName]: result.success ? undefined : result.error.issues[0]?.message,
    }));
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

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (sendingRef.current) return;
    setFailure(null);
    sendingRef.current = true;
    setSending(true);
    try {
      checks.current ??= await loadChecks(elements);
      const { schema, fileError } = checks.current;
      const data = new FormData(form);
      const fields = Object.fromEntries([...data].filter(([, value]) => typeof value === "string"));
      const parsed = schema.safeParse(fields);
      const found: FieldErrors = parsed.success
        ? {}
        : errorsFromIssues(parsed.error.issues, (path) => fieldNameOf(path[0]));
      for (const element of elements.filter((e) => elementKind(e) === "file")) {
        const input = form.elements.namedItem(
          newHomesFieldName(element.fieldName),
        ) as HTMLInputElement | null;
        const message = fileError(element, input?.files?.[0] ?? null);
        if (message) found[element.fieldName] = message;
      }
      setErrors(found);
      setTermsError(agreed ? undefined : LEAD_MESSAGES.terms);
      if (hasErrors(found) || !agreed) {
        unlock(form);
        return;
      }
      if (!authenticityToken) throw new Error("no authenticity token yet");
      await leadCaptcha.tokenFor(form);
      if (definition.gaName) window.dataLayer?.push({ event: "form_submit", form_name: definition.gaName });
      // A native multipart post: the answer is the redirect_url page with its flash; the lock stays on.
      form.submit();
    } catch (error) {
      console.error("New homes enquiry not sent", error);
      setFailure(LEAD_MESSAGES.requestFailed);
      unlock(form);
    }
  }

  function unlock(form: HTMLFormElement) {
    leadCaptcha.reset();
    sendingRef.current = false;
    setSending(false);
    focusFirstInvalid(form);
  }

  function field(element: FormElement) {
    const name = newHomesFieldName(element.fieldName);
    const kind = elementKind(element);
    const error = errors[element.fieldName];
    const errorId = `${fieldId(element)}-error`;
    const described = {
      "aria-invalid": error ? true : undefined,
      "aria-describedby": error ? errorId : undefined,
    } as const;
    const label = (
      <label htmlFor={fieldId(element)} className={labelClass}>
        {element.friendlyName}
        {element.required ? <span aria-hidden="true"> *</span> : null}
      </label>
    );

    if (kind === "hidden") return <input key={name} type="hidden" name={name} value={valueOf(element)} />;
    if (element.disabled) {
      // A disabled input is not posted (HTML): the hidden twin carries its value (spec §3 development_of_interest).
      return (
        <div key={name}>
          <LeadTextField
            id={fieldId(element)}
            name={`${name}-shown`}
            label={element.friendlyName}
            value={valueOf(element)}
            disabled
            onChange={() => {}}
          />
          <input type="hidden" name={name} value={valueOf(element)} />
        </div>
      );
    }
    if (kind === "textarea" || kind === "input") {
      const type = inputType(element);
      return (
        <LeadTextField
          key={name}
          id={fieldId(element)}
          name={name}
          label={element.friendlyName}
          type={type}
          multiline={kind === "textarea"}
          required={element.required}
          filter={type === "tel" ? keepPhoneCharacters : undefined}
          autoComplete={AUTOCOMPLETE[element.fieldName]}
          value={valueOf(element)}
          error={error}
          onChange={(value) => change(element, value)}
        />
      );
    }
    if (kind === "select") {
      return (
        <div key={name}>
          {label}
          <select
            id={fieldId(element)}
            name={name}
            required={element.required}
            value={valueOf(element) || SELECT_DEFAULT}
            onChange={(event) => change(element, event.target.value)}
            className={fieldClass}
            {...described}
          >
            <option value={SELECT_DEFAULT}>Please choose</option>
            {(element.options ?? []).map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
          <FieldMessage id={errorId} message={error} />
        </div>
      );
    }
    if (kind === "file") {
      return (
        <div key={name}>
          {label}
          <input
            id={fieldId(element)}
            name={name}
            type="file"
            accept={UPLOAD_ACCEPT}
            required={element.required}
            onChange={(event) => chooseFile(element, event)}
            className="block w-full text-sm"
            {...described}
          />
          <FieldMessage id={errorId} message={error} />
        </div>
      );
    }
    // spec §3: the address element is a lookup; manual entry is a plain text box.
    const manual = manualAddress[element.fieldName] ?? false;
    return (
      <div key={name} className="flex flex-col gap-1">
        <AddressLookup
          id={fieldId(element)}
          label={element.friendlyName}
          error={manual ? null : error}
          manual={manual}
          onManualChange={(on) => setManualAddress((current) => ({ ...current, [element.fieldName]: on }))}
          onSelect={(address) => change(element, formatAddress(address))}
          onClear={() => change(element, "")}
        />
        {manual ? (
          <LeadTextField
            id={`${fieldId(element)}-manual`}
            name={name}
            label={element.friendlyName}
            multiline
            required={element.required}
            autoComplete="street-address"
            value={valueOf(element)}
            error={error}
            onChange={(value) => change(element, value)}
          />
        ) : (
          <input type="hidden" name={name} value={valueOf(element)} />
        )}
      </div>
    );
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
      {elements.map(field)}
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

/** form_submission[first_name] → first_name; null for the form's own fields (f_id, …). */
function fieldNameOf(key: PropertyKey | undefined): string | undefined {
  const match = typeof key === "string" ? /^form_submission\[(.+)\]$/.exec(key) : null;
  return match?.[1];
}

/** Browser autofill hints for the usual element names. */
const AUTOCOMPLETE: Record<string, "given-name" | "family-name" | "email" | "tel"> = {
  first_name: "given-name",
  last_name: "family-name",
  email: "email",
  telephone: "tel",
  tel_home: "tel",
};
