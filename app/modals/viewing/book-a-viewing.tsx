// #/book-a-viewing (spec §2, §3 "Viewing lead form", §4 "Viewing form"): the viewing request, checked as it is
// typed, terms required, then sent as a form submission of the viewing fields to
// POST /properties/{id}/{channel}/leads (spec §7) with the captcha, locked against a second submit.
// Why not a native post: the server answers one with a redirect, which would throw away what the visitor typed
// when it refuses the lead (names-not-different, recaptcha-invalid, …); spec §4 also keeps the form on failure
// ("the recaptcha is reset and rendered again"). So the same form-encoded fields go by fetch asking for JSON
// (the route's JSON answer): success shows the #/flash/welcome-lead-sent toast on this page and closes the
// overlay; a refusal shows the server's messages and flash text in the form, with everything still typed in.
import { useId, type FormEvent } from "react";
import { useRouteLoaderData } from "react-router";
import {
  LEAD_FLASH,
  VIEWING_FIELD_NAMES,
  VIEWING_LEAD_TYPE,
} from "../../../modules/leads/model/lead-field-names.ts";
import { flashOverlay } from "../../../domain/overlay-paths.ts";
import { channelSearchPath } from "../../../modules/search/model/url.ts";
import { propertyLeadsPath } from "../../../domain/urls.ts";
import { LEAD_DO_NOT_CONTACT, LEAD_MESSAGES } from "../../../modules/leads/model/lead-fields.ts";
import { AuthenticityTokenInput } from "../../client/authenticity-token-input.tsx";
import { IDEMPOTENCY_FIELD, postLeadForm } from "../../client/leads.ts";
import { useLeadSubmission } from "../../components/lead-form/use-lead-submission.ts";
import { CaptchaSlot, useLeadCaptcha } from "../../components/lead-form/captcha.tsx";
import { errorsFromIssues, hasErrors } from "../../components/lead-form/field-rules.ts";
import { FormAlert } from "../../components/lead-form/form-alert.tsx";
import { HoneypotInput } from "../../ui/field.tsx";
import { SubmitButton } from "../../components/lead-form/submit-button.tsx";
import { TermsCheckbox, useTermsAgreement } from "../../components/lead-form/terms-checkbox.tsx";
import { useLeadFields } from "../../components/lead-form/use-lead-fields.ts";
import { focusFirstInvalid, passesEveryCheck } from "../../components/lead-form/focus-first-invalid.ts";
import type { PublicCaptcha } from "../../../domain/captcha.ts";
import type { RootData } from "../../../modules/content/model/site-chrome.ts";
import { useHashNavigate } from "../hash-navigation.ts";
import { useOverlayPageData, type LeadProperty } from "../page-data.ts";
import type { OverlayProps } from "../registry.ts";
import { ViewingContactFields } from "./viewing-contact-fields.tsx";
import { VIEWING_RULES, defaultViewingMessage, viewingFieldOf } from "./viewing-fields.ts";

const NO_TEXTS: Record<string, string> = {};

type Refusal = { errors?: Record<string, string[]>; flash?: string };

/** The shared schema, loaded on submit so zod is never part of a page's first render. */
async function loadSchema() {
  await import("../../zod-config.ts"); // before any schema is built: see the file
  return (await import("../../../modules/leads/model/viewing-lead.ts")).viewingLeadSchema;
}

export default function BookAViewing(_props: OverlayProps) {
  const { leadProperty, captcha } = useOverlayPageData();
  if (!leadProperty) {
    return (
      <p className="py-6">
        Please choose a property first: the viewing form opens from its page.{" "}
        <a href={channelSearchPath("sales")} className="underline">
          Find a property
        </a>
      </p>
    );
  }
  return <ViewingForm property={leadProperty} captcha={captcha ?? null} />;
}

function ViewingForm({ property, captcha }: { property: LeadProperty; captcha: PublicCaptcha }) {
  const id = useId();
  const navigateHash = useHashNavigate();
  const flashMessages = useRouteLoaderData<RootData>("root")?.flashMessages ?? NO_TEXTS;
  const form = useLeadFields(VIEWING_RULES, { message: defaultViewingMessage(property.displayAddress) });
  const terms = useTermsAgreement();
  const { sending, failure, setFailure, idempotencyKey, attempt } = useLeadSubmission();
  const leadCaptcha = useLeadCaptcha(captcha, "viewing");

  /** Null when the lead was taken; otherwise why not (the server's messages by posted name, its flash key). */
  async function send(element: HTMLFormElement): Promise<Refusal | null> {
    try {
      // The server's own schema has the last word before anything is sent.
      const parsed = (await loadSchema()).safeParse(Object.fromEntries(new FormData(element)));
      if (!parsed.success) return { errors: issuesByName(parsed.error.issues) };
      await leadCaptcha.tokenFor(element);
      const result = await postLeadForm(element.action, new FormData(element), { idempotencyKey });
      return result.ok ? null : result;
    } catch (error) {
      console.error("Viewing request not sent", error);
      return {};
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    await attempt(async () => {
      // spec §4: an unticked terms box blocks the form with an error; required empty fields are flagged.
      if (!passesEveryCheck(element, [form.checkAll, terms.check])) return "stopped";
      const refusal = await send(element);
      // spec §8: the success flash, on this property page; it also closes the overlay.
      if (!refusal) {
        navigateHash(flashOverlay(LEAD_FLASH.sent));
        return "sent";
      }
      showRefusal(refusal);
      // spec §4: "On failure the recaptcha is reset and rendered again."
      leadCaptcha.reset();
      focusFirstInvalid(element);
      return "stopped";
    });
  }

  /** A refusal keeps what was typed: its messages go beside the fields, the flash's text above the button. */
  function showRefusal(refusal: Refusal) {
    const errors = errorsFromIssues(
      Object.entries(refusal.errors ?? {}).map(([name, [message = ""] = []]) => ({ path: [name], message })),
      viewingFieldOf,
    );
    form.setErrors(errors);
    const termsRefused = refusal.errors?.[VIEWING_FIELD_NAMES.optInTerms] !== undefined;
    if (termsRefused) terms.setError(LEAD_MESSAGES.terms);
    const flashText = refusal.flash ? flashMessages[refusal.flash] : undefined;
    if (flashText || (!hasErrors(errors) && !termsRefused))
      setFailure(flashText ?? LEAD_MESSAGES.requestFailed);
  }

  return (
    <form
      method="post"
      action={propertyLeadsPath(property.id, property.channel)}
      noValidate
      onFocus={leadCaptcha.load}
      onSubmit={submit}
      aria-label="Book a viewing"
      className="mt-4 flex flex-col gap-3"
    >
      <AuthenticityTokenInput />
      <input type="hidden" name={IDEMPOTENCY_FIELD} value={idempotencyKey} />
      <input type="hidden" name={VIEWING_FIELD_NAMES.leadType} value={VIEWING_LEAD_TYPE} />
      {property.branchDepartmentId === undefined ? null : (
        <input
          type="hidden"
          name={VIEWING_FIELD_NAMES.branchDepartmentId}
          value={property.branchDepartmentId}
        />
      )}
      <input type="hidden" name={VIEWING_FIELD_NAMES.doNotContact} value={LEAD_DO_NOT_CONTACT} />
      <p className="text-sm">{property.displayAddress}</p>
      <ViewingContactFields idBase={id} form={form} />
      <TermsCheckbox id={`${id}-terms`} name={VIEWING_FIELD_NAMES.optInTerms} {...terms.box} />
      <HoneypotInput id={`${id}-hp`} name={VIEWING_FIELD_NAMES.honeypot} />
      <CaptchaSlot captcha={captcha} />
      <FormAlert message={failure} />
      <div>
        <SubmitButton sending={sending}>Book viewing</SubmitButton>
      </div>
    </form>
  );
}

/** A schema's issues as the server words a refusal: messages by posted name. */
function issuesByName(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) (errors[String(issue.path[0])] ??= []).push(issue.message);
  return errors;
}
