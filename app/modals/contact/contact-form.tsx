// The form both contact overlays share (spec §4 "Staff and department forms": form (1), thank-you (2)). It
// checks fields as they are typed and with the shared schema on submit, then POSTs the JSON body its overlay
// builds to /leads (spec §7). Only the status is read: anything but 200 shows 'Request failed. Please try
// again.', stops loading and resets the captcha (spec §8 "Leads"). One idempotency key per opened form, reused
// on a retry, so a request that did arrive is not stored twice.
import { useId, useState, type FormEvent } from "react";
import { LEADS_PATH } from "../../../modules/leads/model/lead-field-names.ts";
import { LEAD_MESSAGES, keepPhoneCharacters } from "../../../modules/leads/model/lead-fields.ts";
import type { PublicCaptcha } from "../../../domain/captcha.ts";
import { useAppState } from "../../client/app-state.tsx";
import { postLead } from "../../client/leads.ts";
import { useLeadSubmission } from "../../components/lead-form/use-lead-submission.ts";
import { CaptchaSlot, useLeadCaptcha } from "../../components/lead-form/captcha.tsx";
import { errorsFromIssues, hasErrors, type SchemaIssue } from "../../components/lead-form/field-rules.ts";
import { focusFirstInvalid, passesEveryCheck } from "../../components/lead-form/focus-first-invalid.ts";
import { FormAlert } from "../../components/lead-form/form-alert.tsx";
import { HoneypotInput } from "../../ui/field.tsx";
import { LeadTextField } from "../../components/lead-form/lead-text-field.tsx";
import { SubmitButton } from "../../components/lead-form/submit-button.tsx";
import { TermsCheckbox, useTermsAgreement } from "../../components/lead-form/terms-checkbox.tsx";
import { ThankYouPanel } from "../../components/lead-form/thank-you-panel.tsx";
import { useLeadFields } from "../../components/lead-form/use-lead-fields.ts";
import { contactFieldOf, type ContactValues } from "./contact-bodies.ts";
import { CONTACT_RULES } from "./contact-fields.ts";

type SafeParse = (body: unknown) => { success: true } | { success: false; error: { issues: SchemaIssue[] } };

export type ContactFormProps = {
  /** What the form is called to assistive technology, e.g. "Contact Jane Smith". */
  label: string;
  /** The captcha action name (reCAPTCHA v3). */
  captchaAction: string;
  captcha: PublicCaptcha;
  /** The thank-you's button, which closes the overlay (as the valuation's: 'Back to property' / 'Back to page'). */
  backLabel: string;
  /** The POST /leads body for what was typed (contact-bodies.ts). */
  buildBody: (values: ContactValues, captchaToken: string | null) => object;
  /** The shared schema's safeParse, loaded lazily (zod stays out of the first render). */
  loadSchema: () => Promise<SafeParse>;
  close: () => void;
};

export function ContactForm({
  label,
  captchaAction,
  captcha,
  backLabel,
  buildBody,
  loadSchema,
  close,
}: ContactFormProps) {
  const id = useId();
  const { authenticityToken } = useAppState();
  const form = useLeadFields(CONTACT_RULES);
  const terms = useTermsAgreement();
  const [honeypot, setHoneypot] = useState("");
  const [sent, setSent] = useState(false);
  const { sending, failure, setFailure, idempotencyKey, attempt } = useLeadSubmission();
  const leadCaptcha = useLeadCaptcha(captcha, captchaAction);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    await attempt(async () => {
      if (!passesEveryCheck(element, [form.checkAll, terms.check])) return "stopped";
      if (await send(element)) {
        setSent(true);
        return "sent";
      }
      leadCaptcha.reset();
      focusFirstInvalid(element);
      return "stopped";
    });
  }

  /** Whether the lead was taken; otherwise its messages are beside the fields, or the failure line says why. */
  async function send(element: HTMLFormElement): Promise<boolean> {
    try {
      const { values } = form;
      const typed: ContactValues = {
        firstName: values.firstName ?? "",
        lastName: values.lastName ?? "",
        email: values.email ?? "",
        telHome: values.telHome ?? "",
        message: values.message ?? "",
        body: honeypot,
      };
      const parse = await loadSchema();
      const checked = parse(buildBody(typed, ""));
      if (!checked.success) {
        const errors = errorsFromIssues(checked.error.issues, contactFieldOf);
        form.setErrors(errors);
        if (!hasErrors(errors)) setFailure(LEAD_MESSAGES.requestFailed);
        return false;
      }
      const token = await leadCaptcha.tokenFor(element);
      const result = await postLead(LEADS_PATH, buildBody(typed, token), {
        token: authenticityToken,
        idempotencyKey,
      });
      if (!result.ok) setFailure(LEAD_MESSAGES.requestFailed);
      return result.ok;
    } catch (error) {
      console.error("Contact request not sent", error);
      setFailure(LEAD_MESSAGES.requestFailed);
      return false;
    }
  }

  if (sent) {
    return (
      <ThankYouPanel heading="Thank you" actionLabel={backLabel} onAction={close}>
        <p>Your message has been sent. We will be in touch shortly.</p>
      </ThankYouPanel>
    );
  }

  const field = (
    name: keyof typeof CONTACT_RULES,
    text: string,
    extra: Partial<Parameters<typeof LeadTextField>[0]> = {},
  ) => (
    <LeadTextField
      id={`${id}-${name}`}
      name={name}
      label={text}
      required
      value={form.values[name] ?? ""}
      error={form.errors[name]}
      onChange={(value) => form.change(name, value)}
      {...extra}
    />
  );

  return (
    <form
      noValidate
      onFocus={leadCaptcha.load}
      onSubmit={submit}
      aria-label={label}
      className="mt-4 flex flex-col gap-3"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        {field("firstName", "First name", { autoComplete: "given-name" })}
        {field("lastName", "Last name", { autoComplete: "family-name" })}
        {field("email", "Email", { type: "email", autoComplete: "email" })}
        {field("telHome", "Phone", {
          type: "tel",
          autoComplete: "tel",
          inputMode: "numeric",
          filter: keepPhoneCharacters,
        })}
      </div>
      {field("message", "Message", { multiline: true, maxLength: 5000 })}
      <TermsCheckbox id={`${id}-terms`} {...terms.box} />
      <HoneypotInput id={`${id}-hp`} name="lead_client[body]" value={honeypot} onChange={setHoneypot} />
      <CaptchaSlot captcha={captcha} />
      <FormAlert message={failure} />
      <div>
        <SubmitButton sending={sending}>Send</SubmitButton>
      </div>
    </form>
  );
}
