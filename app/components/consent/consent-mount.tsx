// Issue 7 item 7 and issue 42 item 7: the cookie consent, mounted in the layout. The banner is in the server's
// HTML, the same for every visitor so pages stay cacheable: a script in the head marks the document of a visitor
// who has chosen before it is painted, and CSS keeps the banner hidden for them (CONSENTED_SCRIPT). Its "Accept
// all" and "Reject all" post a form (POST /cookie-consent) until the page's scripts start, then act at once.
import { useEffect } from "react";
import type { ConsentTexts } from "../../../modules/content/model/site-content.ts";
import { readConsent } from "../../client/consent.ts";
import ConsentBanner from "./consent-banner.tsx";

export function ConsentMount({ texts }: { texts: ConsentTexts }) {
  useEffect(() => {
    // A visitor who allowed analytics earlier gets the agency's snippets as the page starts.
    if (readConsent()?.analytics)
      void import("../../client/analytics-code.ts").then((m) => m.insertAnalyticsCode());
  }, []);
  return <ConsentBanner texts={texts} />;
}
