// The terms box of a lead form (spec §5: "Terms required: 'You must agree to our terms & conditions'"). Its
// posted value is "on" (spec §9: lead forms always send opt_in_terms 'on'); the message is an alert, since it
// appears on submit rather than while typing. Below it, the line linking the privacy notice (issue 16).
//
// const terms = useTermsAgreement();  …  <TermsCheckbox id={`${formId}-terms`} {...terms.box} />
// `name` defaults to "marketing_preferences[opt_in_terms]" (spec §3); a JSON form may leave it unposted.
import { useState } from "react";
import {
  LEAD_MESSAGES,
  LEAD_OPT_IN_TERMS,
  LEAD_TERMS_BOX,
} from "../../../modules/leads/model/lead-fields.ts";
import { termsPagePath } from "../../../domain/urls.ts";
import { CheckboxField } from "../../ui/field.tsx";
import { PrivacyLine } from "./privacy-line.tsx";

/**
 * The terms box's state, the same in every lead form: ticking it clears its error; `check()` on submit flags an
 * unticked box (spec §5) and answers whether it is ticked; `setError` shows what the server said of the box.
 */
export function useTermsAgreement() {
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string>();
  return {
    check(): boolean {
      setError(agreed ? undefined : LEAD_MESSAGES.terms);
      return agreed;
    },
    setError,
    box: {
      checked: agreed,
      error,
      onChange(checked: boolean) {
        setAgreed(checked);
        if (checked) setError(undefined);
      },
    },
  };
}

export function TermsCheckbox({
  id,
  checked,
  onChange,
  error,
  name = "marketing_preferences[opt_in_terms]",
  termsUrl = termsPagePath(),
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
  name?: string;
  termsUrl?: string;
}) {
  return (
    <div>
      {/* The label is what the lead's consent evidence records as shown (LEAD_TERMS_STATEMENT, issue 16). */}
      <CheckboxField
        id={id}
        name={name}
        value={LEAD_OPT_IN_TERMS}
        checked={checked}
        required
        onChange={(event) => onChange(event.target.checked)}
        message={error}
        alert
        label={
          <>
            {LEAD_TERMS_BOX.before}{" "}
            <a href={termsUrl} target="_blank" rel="noopener" className="underline">
              {LEAD_TERMS_BOX.link}
            </a>
          </>
        }
      />
      <div className="mt-2">
        <PrivacyLine purpose="We use your details to answer this enquiry." />
      </div>
    </div>
  );
}
