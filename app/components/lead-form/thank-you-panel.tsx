// The step after a lead form is sent (spec §4 "Staff and department forms": form (1), thank-you (2)). The
// heading takes focus when it appears, so keyboard and screen-reader users land on the news.
//
// <ThankYouPanel heading="Thank you" actionLabel="Back to page" onAction={close}>We will be in touch.</ThankYouPanel>
import { useEffect, useRef, type ReactNode } from "react";
import { primaryButtonClass } from "./submit-button.tsx";

export function ThankYouPanel({
  heading,
  children,
  actionLabel,
  onAction,
}: {
  heading: string;
  children?: ReactNode;
  actionLabel: string;
  onAction: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="flex flex-col items-start gap-3 py-4" data-testid="lead-thank-you">
      <h3 ref={headingRef} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
        {heading}
      </h3>
      {children}
      <button type="button" onClick={onAction} className={primaryButtonClass}>
        {actionLabel}
      </button>
    </div>
  );
}
