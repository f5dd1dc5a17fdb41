// The three-step valuation flow (spec §2 "Valuation flows", §4 "Valuation"): step 1 details and address, step 2
// date and time, step 3 confirm, step 4 thank-you; a failed postcode branch lookup moves to 'no-branch-found'.
// Pure: the form dispatches events and renders what the state says.

export type ValuationStep = 1 | 2 | 3 | 4 | "no-branch-found";

/** spec §4: "Submission goes to loading, then success or failure". */
export type SubmissionStatus = "idle" | "loading" | "failed";

export type FlowState = { readonly step: ValuationStep; readonly submission: SubmissionStatus };

export type FlowEvent =
  | { type: "branch-found" }
  | { type: "branch-not-found" }
  | { type: "slot-confirmed" }
  | { type: "submitted" }
  | { type: "succeeded" }
  | { type: "failed" }
  | { type: "back" }
  /** The server's schema found a problem in an earlier step: the visitor goes back to it. */
  | { type: "revisit"; step: 1 | 2 };

export const STEP_COUNT = 3;

export const initialFlow: FlowState = { step: 1, submission: "idle" };

export function flowReducer(state: FlowState, event: FlowEvent): FlowState {
  switch (event.type) {
    case "branch-found":
      return state.step === 1 ? { step: 2, submission: "idle" } : state;
    case "branch-not-found":
      return state.step === 1 ? { step: "no-branch-found", submission: "idle" } : state;
    case "slot-confirmed":
      return state.step === 2 ? { step: 3, submission: "idle" } : state;
    case "submitted":
      return state.step === 3 && state.submission !== "loading" ? { step: 3, submission: "loading" } : state;
    case "succeeded":
      return state.step === 3 ? { step: 4, submission: "idle" } : state;
    case "failed":
      // spec §4: "on failure the recaptcha is reset and the form returns".
      return state.step === 3 ? { step: 3, submission: "failed" } : state;
    case "back":
      return { step: previousStep(state.step) ?? state.step, submission: "idle" };
    case "revisit":
      return typeof state.step === "number" && state.step <= 3 && event.step < state.step
        ? { step: event.step, submission: "idle" }
        : state;
  }
}

/**
 * Where 'Back' goes: the step before, or null when Back leaves the flow (spec §2: step 1 'Back' returns to /).
 * From 'no-branch-found' Back returns to step 1, so the visitor can correct the postcode.
 */
export function previousStep(step: ValuationStep): ValuationStep | null {
  switch (step) {
    case 1:
      return null;
    case 2:
      return 1;
    case 3:
      return 2;
    case "no-branch-found":
      return 1;
    case 4:
      return null;
  }
}

/** spec §2: the 'step/3' counter, e.g. "2/3"; steps 1 to 3 only (the thank-you and no-branch states have none). */
export function stepCounter(step: ValuationStep): string | null {
  return typeof step === "number" && step <= STEP_COUNT ? `${step}/${STEP_COUNT}` : null;
}
