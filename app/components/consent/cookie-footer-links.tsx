// The footer's cookie links on every page (issue 7 item 7 "changeable from the footer"; issue 41): the cookie
// policy, "Cookie settings" (reopens the banner's choice) and, where the agency runs its own statistics without
// asking, "Object to statistics": one click, honoured at once and remembered. The objection is a form posting to
// POST /cookie-consent, so it works before the footer's code has loaded (or without scripts); once it runs, it
// acts in the page. A visitor who has objected is told so beside the button (a polite live region).
import { useState, useSyncExternalStore } from "react";
import { Link } from "react-router";
import { objectToStatistics, type StatisticsMode } from "../../../modules/accounts/model/cookie-consent.ts";
import type { ConsentTexts } from "../../../modules/content/model/site-content.ts";
import { useAppState } from "../../client/app-state.tsx";
import { honourChoice, logConsent, readConsent, writeConsent } from "../../client/consent.ts";
import { announceChoiceMade } from "../../client/consent-events.ts";
import { COOKIE_CONSENT_ACTION } from "./consent-banner.tsx";
import { cookiePolicyPath } from "../../../domain/urls.ts";
import { CookieSettingsButton } from "./cookie-settings-button.tsx";

/** The id the objection's button keeps, so focus comes back to it after a page loaded afresh. */
const OBJECT_BUTTON_ID = "object-to-statistics";
const LINK = "underline underline-offset-4";

const noSubscription = () => () => {};

export function CookieFooterLinks({
  texts,
  statistics,
  policyListed,
}: {
  texts: ConsentTexts;
  statistics: StatisticsMode;
  /** True when the agency's own legal links already include the policy. */
  policyListed: boolean;
}) {
  return (
    <>
      {policyListed ? null : (
        <li>
          <Link to={cookiePolicyPath()} className={LINK}>
            {texts.policyLinkText}
          </Link>
        </li>
      )}
      <li>
        <CookieSettingsButton text={texts.footerLinkText} />
      </li>
      {statistics === "without-asking" ? (
        <li>
          <ObjectToStatistics texts={texts} />
        </li>
      ) : null}
    </>
  );
}

function ObjectToStatistics({ texts }: { texts: ConsentTexts }) {
  const { authenticityToken } = useAppState();
  // Read once the page runs (the server's HTML is the same for everyone); a click here updates it.
  const storedObjection = useSyncExternalStore(
    noSubscription,
    () => readConsent()?.statistics === false,
    () => false,
  );
  const [objectedHere, setObjectedHere] = useState(false);
  const objected = storedObjection || objectedHere;
  return (
    <form method="post" action={COOKIE_CONSENT_ACTION} className="inline">
      <button
        id={OBJECT_BUTTON_ID}
        type="submit"
        name="choice"
        value="object_statistics"
        className={LINK}
        onClick={(event) => {
          event.preventDefault();
          const next = objectToStatistics(readConsent());
          writeConsent(next);
          if (authenticityToken) void logConsent("object_statistics", next, authenticityToken);
          setObjectedHere(true);
          announceChoiceMade();
          honourChoice("without-asking", next, OBJECT_BUTTON_ID);
        }}
      >
        {texts.objectStatistics}
      </button>
      <span role="status" className="ml-2">
        {objected ? texts.statisticsObjected : ""}
      </span>
    </form>
  );
}
