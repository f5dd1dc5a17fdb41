// The privacy notice beside a form that takes personal details (issue 16: every lead form and the
// registration form link it; UK GDPR Articles 13 and 14 ask for the information when the data is collected).
// It opens in a new tab, as the terms link does, so a half-filled form is not lost.
import { privacyPagePath } from "../../../domain/urls.ts";

export function PrivacyLine({ purpose }: { purpose: string }) {
  return (
    <p className="text-sm">
      {purpose} Read our{" "}
      <a href={privacyPagePath()} target="_blank" rel="noopener" className="underline">
        privacy notice<span className="sr-only"> (opens in a new tab)</span>
      </a>{" "}
      to see how we use and protect them.
    </p>
  );
}
