// The single-step Book a Valuation form (spec §2 "Valuation flows": one form, 'Submit' and 'Back', then a
// thank-you; used when the theme setting singleStepValuationForm is on). It sends the valuation body of spec
// §7 without lead_booking, with the optional captcha token (g-recaptcha-response).
import { useId, useRef, useState, type FormEvent } from "react";
import { LEAD_MESSAGES } from "../../../modules/leads/model/lead-fields.ts";
import { valuationRequestBody } from "../../../modules/leads/model/valuation/request-body.ts";
import { useAppState } from "../../client/app-state.tsx";
import { newIdempotencyKey, sendValuationRequest, valuationBodyIssues } from "../../client/valuation.ts";
import { CaptchaSlot, useLeadCaptcha } from "../../components/lead-form/captcha.tsx";
import { FormAlert } from "../../components/lead-form/form-alert.tsx";
import { SubmitButton } from "../../components/lead-form/submit-button.tsx";
import { TermsCheckbox, useTermsAgreement } from "../../components/lead-form/terms-checkbox.tsx";
import { useOverlayPageData } from "../page-data.ts";
import type { OverlayProps } from "../registry.ts";
import { DetailsFields } from "./details-fields.tsx";
import { focusFirstInvalid } from "./focus-first-invalid.ts";
import { splitIssues, valuationIssueErrors } from "./schema-issues.ts";
import { useBranchLookup } from "./use-branch-lookup.ts";
import { useValuationDetails } from "./use-valuation-details.ts";
import { NoBranchFound, ValuationThankYou } from "./valuation-outcomes.tsx";
import { backButtonClass } from "./valuation-buttons.ts";

type Status = "form" | "loading" | "failed" | "no-branch-found" | "sent";

export function SingleStepValuation({ close }: OverlayProps) {
  const formId = useId();
  const { authenticityToken } = useAppState();
  const { captcha } = useOverlayPageData();
  const captchaState = useLeadCaptcha(captcha, "valuation");
  const details = useValuationDetails();
  const branchLookup = useBranchLookup();
  const [status, setStatus] = useState<Status>("form");
  const terms = useTermsAgreement();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const sending = useRef(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Locked against double submission (a second Enter before the button shows as disabled).
    if (sending.current) return;
    const form = event.currentTarget;
    const detailsValid = details.checkDetails();
    const agreed = terms.check();
    if (!detailsValid || !agreed) return focusFirstInvalid(form);

    setStatus("loading");
    sending.current = true;
    try {
      setStatus(await send(form));
    } finally {
      sending.current = false;
    }
  }

  async function send(form: HTMLFormElement): Promise<Status> {
    const found = await branchLookup.find(details.fields.postcode);
    if (found === "error") return "failed";
    // spec §7: the branch from the postcode lookup, else the property's branch; with neither, no agent covers it.
    if (found === null && details.propertyBranchId === null) return "no-branch-found";
    try {
      const captchaToken = await captchaState.tokenFor(form);
      const body = valuationRequestBody({
        authenticityToken,
        fields: details.fields,
        channel: details.channel,
        postcodeBranchId: found?.id ?? null,
        propertyBranchId: details.propertyBranchId,
        captchaToken,
      });
      const issues = splitIssues(valuationIssueErrors(await valuationBodyIssues(body)));
      if (Object.keys(issues.details).length > 0 || issues.terms) {
        details.showIssues(issues.details);
        terms.setError(issues.terms);
        focusFirstInvalid(form);
        return "form";
      }
      if (!issues.form && (await sendValuationRequest(body, idempotencyKey))) return "sent";
    } catch (error) {
      // The captcha or the schema's chunk could not load: the request was not sent.
      console.error("Valuation request failed", error);
    }
    // spec §4: "on failure the recaptcha is reset and the form returns".
    captchaState.reset();
    return "failed";
  }

  if (status === "sent") {
    return (
      <ValuationThankYou
        branchName={branchLookup.branch?.name ?? null}
        propertyBranchKnown={details.propertyBranchId !== null}
        close={close}
      />
    );
  }
  if (status === "no-branch-found") return <NoBranchFound back={() => setStatus("form")} />;

  return (
    <form
      noValidate
      onSubmit={submit}
      onFocus={captchaState.load}
      className="flex flex-col gap-4"
      aria-label="Book a Valuation"
    >
      <DetailsFields formId={formId} details={details} />
      <TermsCheckbox id={`${formId}-terms`} {...terms.box} />
      <CaptchaSlot captcha={captcha} />
      <FormAlert message={status === "failed" ? LEAD_MESSAGES.valuationFailed : null} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <button type="button" onClick={close} disabled={status === "loading"} className={backButtonClass}>
          Back
        </button>
        <SubmitButton sending={status === "loading"}>Submit</SubmitButton>
      </div>
    </form>
  );
}
