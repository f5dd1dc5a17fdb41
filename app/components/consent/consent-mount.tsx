// Issue 7 item 7 and issue 42 item 7: the cookie consent, mounted in the layout. The banner is in the server's
// HTML, the same for every visitor so pages stay cacheable: a script in the head marks the document of a visitor
// who has chosen before it is painted, and CSS keeps the banner hidden for them (CONSENTED_SCRIPT). Its "Accept
// all" and "Reject all" post a form (POST /cookie-consent) until the page's scripts start, then act at once.
// Issue 41: the agency's own statistics run here before any choice where the agency runs them without asking.
import { useEffect } from "react";
import type { StatisticsMode } from "../../../modules/accounts/model/cookie-consent.ts";
import type { ConsentTexts } from "../../../modules/content/model/site-content.ts";
import { honourChoice, readConsent, restoreFocusAfterReload } from "../../client/consent.ts";
import ConsentBanner from "./consent-banner.tsx";

export function ConsentMount({ texts, statistics }: { texts: ConsentTexts; statistics: StatisticsMode }) {
  useEffect(() => {
    // A page loaded afresh to stop a snippet the visitor has just refused gives the focus back first.
    restoreFocusAfterReload();
    // What the stored choice (or, before one, the agency's setting) allows starts as the page starts.
    honourChoice(statistics, readConsent());
  }, [statistics]);
  return <ConsentBanner texts={texts} statistics={statistics} />;
}
