// The three-step Book a Valuation flow (spec §2 "Valuation flows", §4 "Valuation"): 1 details and address →
// postcode branch lookup → 2 date and time → 3 confirm → POST /leads → 4 thank-you. The step machine is
// modules/leads/model/valuation/steps.ts; each step is its own form so Enter submits that step's button.
import { useId, useReducer, useRef, useState, type FormEvent } from "react";
import { LEAD_MESSAGES } from "../../../modules/leads/model/lead-fields.ts";
import { bookableDates, type BookingDate } from "../../../modules/leads/model/valuation/booking-dates.ts";
import { valuationRequestBody } from "../../../modules/leads/model/valuation/request-body.ts";
import { flowReducer, initialFlow } from "../../../modules/leads/model/valuation/steps.ts";
import {
  firstSelectedSlot,
  initialTimeSlots,
  type TimeSlotState,
} from "../../../modules/leads/model/valuation/time-slots.ts";
import { useAppState } from "../../client/app-state.tsx";
import {
  localToday,
  newIdempotencyKey,
  sendValuationRequest,
  valuationBodyIssues,
} from "../../client/valuation.ts";
import { FormAlert } from "../../components/lead-form/form-alert.tsx";
import { SubmitButton } from "../../components/lead-form/submit-button.tsx";
import { TermsCheckbox, useTermsAgreement } from "../../components/lead-form/terms-checkbox.tsx";
import type { OverlayProps } from "../registry.ts";
import { AppointmentFields } from "./appointment-fields.tsx";
import { DetailsFields } from "./details-fields.tsx";
import { focusFirstInvalid } from "./focus-first-invalid.ts";
import { splitIssues, valuationIssueErrors } from "./schema-issues.ts";
import { useBranchLookup } from "./use-branch-lookup.ts";
import { useValuationDetails } from "./use-valuation-details.ts";
import { NoBranchFound, ValuationThankYou } from "./valuation-outcomes.tsx";
import { backButtonClass } from "./valuation-buttons.ts";
import { StepActions, StepForm, StepFrame } from "./valuation-step-frame.tsx";
import { ValuationSummary } from "./valuation-summary.tsx";

export function ThreeStepValuation({ close }: OverlayProps) {
  const formId = useId();
  const { authenticityToken } = useAppState();
  const [flow, dispatch] = useReducer(flowReducer, initialFlow);
  const details = useValuationDetails();
  const branchLookup = useBranchLookup();
  const [dates] = useState(() => bookableDates(localToday()));
  const [date, setDate] = useState<BookingDate>(dates[0]!);
  const [slots, setSlots] = useState<TimeSlotState>(initialTimeSlots);
  const [slotError, setSlotError] = useState<string | undefined>();
  const terms = useTermsAgreement();
  // One key per opened form, reused on every retry: the server stores a doubled submission once.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const sending = useRef(false);

  async function submitDetails(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (!details.checkDetails()) return focusFirstInvalid(form);
    const found = await branchLookup.find(details.fields.postcode);
    if (found === "error") return;
    dispatch({ type: found ? "branch-found" : "branch-not-found" });
  }

  function submitAppointment(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!firstSelectedSlot(slots)) {
      setSlotError(LEAD_MESSAGES.timeSlot);
      return focusFirstInvalid(event.currentTarget);
    }
    setSlotError(undefined);
    dispatch({ type: "slot-confirmed" });
  }

  async function submitRequest(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Locked against double submission (a second Enter before the button shows as disabled).
    if (sending.current) return;
    if (!terms.check()) return focusFirstInvalid(event.currentTarget);
    const slot = firstSelectedSlot(slots);
    if (!slot) return dispatch({ type: "back" });
    dispatch({ type: "submitted" });
    const body = valuationRequestBody({
      authenticityToken,
      fields: details.fields,
      channel: details.channel,
      postcodeBranchId: branchLookup.branch?.id ?? null,
      propertyBranchId: details.propertyBranchId,
      booking: { date, slot },
    });
    sending.current = true;
    try {
      const issues = splitIssues(valuationIssueErrors(await valuationBodyIssues(body)));
      if (Object.keys(issues.details).length > 0) {
        details.showIssues(issues.details);
        return dispatch({ type: "revisit", step: 1 });
      }
      if (issues.timeSlot) {
        setSlotError(issues.timeSlot);
        return dispatch({ type: "revisit", step: 2 });
      }
      const sent = !issues.terms && !issues.form && (await sendValuationRequest(body, idempotencyKey));
      dispatch({ type: sent ? "succeeded" : "failed" });
    } catch (error) {
      // The schema's chunk could not load (offline, a new deployment): the request was not sent.
      console.error("Valuation request failed", error);
      dispatch({ type: "failed" });
    } finally {
      sending.current = false;
    }
  }

  // The dialog focuses the first field when it opens; after a move between steps the heading takes it.
  const moved = flow !== initialFlow;
  const back = () => (flow.step === 1 ? close() : dispatch({ type: "back" }));
  const backButton = (
    <button type="button" onClick={back} className={backButtonClass}>
      Back
    </button>
  );

  if (flow.step === 4) {
    return (
      <ValuationThankYou
        branchName={branchLookup.branch?.name ?? null}
        propertyBranchKnown={details.propertyBranchId !== null}
        close={close}
      />
    );
  }
  if (flow.step === "no-branch-found") return <NoBranchFound back={back} />;

  const stepForm = { headingId: `${formId}-heading`, focusHeading: moved };
  return (
    <StepFrame step={flow.step}>
      {flow.step === 1 ? (
        <StepForm {...stepForm} heading="Your details" onSubmit={submitDetails}>
          <DetailsFields formId={formId} details={details} />
          <FormAlert message={branchLookup.failed ? LOOKUP_FAILED : null} />
          <StepActions back={backButton}>
            <SubmitButton sending={branchLookup.looking}>Next: Find appointments</SubmitButton>
          </StepActions>
        </StepForm>
      ) : flow.step === 2 ? (
        <StepForm {...stepForm} heading="Choose a date and time" onSubmit={submitAppointment}>
          <AppointmentFields
            formId={formId}
            dates={dates}
            date={date}
            onDateChange={setDate}
            slots={slots}
            onSlotsChange={(next) => {
              setSlots(next);
              if (firstSelectedSlot(next)) setSlotError(undefined);
            }}
            slotError={slotError}
          />
          <StepActions back={backButton}>
            <SubmitButton sending={false}>Next: Confirm Request</SubmitButton>
          </StepActions>
        </StepForm>
      ) : (
        <StepForm {...stepForm} heading="Confirm your request" onSubmit={submitRequest}>
          <ValuationSummary fields={details.fields} date={date} slots={slots} />
          <TermsCheckbox id={`${formId}-terms`} {...terms.box} />
          <FormAlert message={flow.submission === "failed" ? LEAD_MESSAGES.valuationFailed : null} />
          <StepActions back={flow.submission === "loading" ? null : backButton}>
            <SubmitButton sending={flow.submission === "loading"}>Book valuation</SubmitButton>
          </StepActions>
        </StepForm>
      )}
    </StepFrame>
  );
}

const LOOKUP_FAILED = "Sorry, something went wrong. Please try again.";
