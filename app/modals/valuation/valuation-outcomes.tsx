// The ends of the valuation flows: the thank-you (spec §2: 'Back to property' when a property branch is known,
// else 'Back to page'; both return to /) and the no-branch state (spec §2, §8: 'We are sorry' / 'We don't have
// agents near your property').
import { useEffect, useRef } from "react";
import { LEAD_MESSAGES } from "../../../modules/leads/model/lead-fields.ts";
import { ThankYouPanel } from "../../components/lead-form/thank-you-panel.tsx";
import { backButtonClass } from "./valuation-buttons.ts";

export function ValuationThankYou({
  branchName,
  propertyBranchKnown,
  close,
}: {
  branchName: string | null;
  propertyBranchKnown: boolean;
  close: () => void;
}) {
  return (
    <ThankYouPanel
      heading="Thank you"
      actionLabel={propertyBranchKnown ? "Back to property" : "Back to page"}
      onAction={close}
    >
      <p>
        Your valuation request has been sent. {branchName ? `Our ${branchName} team` : "Our team"} will be in
        touch to confirm your appointment.
      </p>
    </ThankYouPanel>
  );
}

export function NoBranchFound({ back }: { back: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="flex flex-col items-start gap-3 py-4" data-testid="valuation-no-branch">
      <h3 ref={headingRef} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
        {LEAD_MESSAGES.noBranchTitle}
      </h3>
      <p>{LEAD_MESSAGES.noBranchText}</p>
      <button type="button" onClick={back} className={backButtonClass}>
        Back
      </button>
    </div>
  );
}
