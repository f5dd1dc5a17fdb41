// The frame of the three-step valuation flow: the 'step/3' counter (spec §2), each step's form with its
// heading, and the row of the Back button and the step's own.
import { useEffect, useRef, type FormEvent, type ReactNode } from "react";
import { stepCounter, type ValuationStep } from "../../../modules/leads/model/valuation/steps.ts";

/** The 'step/3' counter (spec §2), read literally: the current step over three, "1/3". */
export function StepFrame({ step, children }: { step: ValuationStep; children: ReactNode }) {
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

/**
 * A step's own form, so Enter submits that step's button, named by its heading. The heading takes the focus
 * when the visitor moves to its step (`focusHeading`), so the change is announced; the dialog focuses the
 * first field when it opens.
 */
export function StepForm({
  headingId,
  heading,
  focusHeading,
  onSubmit,
  children,
}: {
  headingId: string;
  heading: string;
  focusHeading: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) ref.current?.focus();
  }, [focusHeading]);
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-labelledby={headingId}>
      <h3 ref={ref} id={headingId} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
        {heading}
      </h3>
      {children}
    </form>
  );
}

export function StepActions({ back, children }: { back: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      {back}
      {children}
    </div>
  );
}
