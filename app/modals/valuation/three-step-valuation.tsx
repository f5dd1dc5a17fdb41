// The three-step Book a Valuation flow (spec §2 "Valuation flows", §4 "Valuation"): 1 details and address →
// postcode branch lookup → 2 date and time → 3 confirm → POST /leads → 4 thank-you. The step machine is
// domain/valuation/steps.ts; each step is its own form so Enter submits that step's button.
import { useEffect, useId, useReducer, useRef, useState, type FormEvent, type ReactNode } from "react";
import { LEAD_MESSAGES } from "../../../domain/leads/lead-fields.ts";
import {
  bookableDates,
  bookingDateLabel,
  type BookingDate,
} from "../../../domain/valuation/booking-dates.ts";
import { valuationRequestBody } from "../../../domain/valuation/request-body.ts";
import {
  flowReducer,
  initialFlow,
  stepCounter,
  type ValuationStep,
} from "../../../domain/valuation/steps.ts";
import {
  firstSelectedSlot,
  initialTimeSlots,
  type TimeSlotState,
} from "../../../domain/valuation/time-slots.ts";
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

  return (
    <StepFrame step={flow.step}>
      {flow.step === 1 ? (
        <form
          noValidate
          onSubmit={submitDetails}
          className="flex flex-col gap-4"
          aria-labelledby={`${formId}-heading`}
        >
          <StepHeading id={`${formId}-heading`} focus={moved}>
            Your details
          </StepHeading>
          <DetailsFields formId={formId} details={details} />
          <FormAlert message={branchLookup.failed ? LOOKUP_FAILED : null} />
          <Actions back={backButton}>
            <SubmitButton sending={branchLookup.looking}>Next: Find appointments</SubmitButton>
          </Actions>
        </form>
      ) : flow.step === 2 ? (
        <form
          noValidate
          onSubmit={submitAppointment}
          className="flex flex-col gap-4"
          aria-labelledby={`${formId}-heading`}
        >
          <StepHeading id={`${formId}-heading`} focus={moved}>
            Choose a date and time
          </StepHeading>
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
          <Actions back={backButton}>
            <SubmitButton sending={false}>Next: Confirm Request</SubmitButton>
          </Actions>
        </form>
      ) : (
        <form
          noValidate
          onSubmit={submitRequest}
          className="flex flex-col gap-4"
          aria-labelledby={`${formId}-heading`}
        >
          <StepHeading id={`${formId}-heading`} focus={moved}>
            Confirm your request
          </StepHeading>
          <Summary
            rows={[
              ["Name", `${details.fields.first_name} ${details.fields.last_name}`],
              ["Email", details.fields.email],
              ["Phone", details.fields.tel_home],
              ["Address", addressLine(details.fields)],
              ["Date", bookingDateLabel(date)],
              [
                "Times",
                slots.slots
                  .filter((s) => s.selected)
                  .map((s) => s.time)
                  .join(", "),
              ],
              ...(details.fields.message.trim() ? [["Message", details.fields.message] as const] : []),
            ]}
          />
          <TermsCheckbox id={`${formId}-terms`} {...terms.box} />
          <FormAlert message={flow.submission === "failed" ? LEAD_MESSAGES.valuationFailed : null} />
          <Actions back={flow.submission === "loading" ? null : backButton}>
            <SubmitButton sending={flow.submission === "loading"}>Book valuation</SubmitButton>
          </Actions>
        </form>
      )}
    </StepFrame>
  );
}

const LOOKUP_FAILED = "Sorry, something went wrong. Please try again.";

/** The 'step/3' counter (spec §2), read literally: the current step over three, "1/3". */
function StepFrame({ step, children }: { step: ValuationStep; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-semibold" data-testid="valuation-step-counter">
        <span className="sr-only">Step </span>
        {stepCounter(step)}
      </p>
      {children}
    </div>
  );
}

/** A step's heading; it takes the focus when the visitor moves to its step, so the change is announced. */
function StepHeading({ id, focus, children }: { id: string; focus: boolean; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <h3 ref={ref} id={id} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
      {children}
    </h3>
  );
}

function Actions({ back, children }: { back: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      {back}
      {children}
    </div>
  );
}

function Summary({ rows }: { rows: readonly (readonly [string, string])[] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-semibold">{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function addressLine(fields: {
  house_name: string;
  house_number: string;
  street: string;
  town: string;
  postcode: string;
}) {
  return [
    fields.house_name,
    [fields.house_number, fields.street].filter(Boolean).join(" "),
    fields.town,
    fields.postcode,
  ]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(", ");
}
