// Decides whether the cookie banner is needed: there is no choice yet, or the footer asked for it. Loaded as
// its own chunk after hydration (consent-mount.tsx), and the banner in another only when needed, so returning
// visitors never load it. With analytics allowed, the agency's snippets go in straight away.
import { lazy, Suspense, useEffect, useState } from "react";
import type { ConsentTexts } from "../../../domain/site-content.ts";
import { cookieSettingsRequested, onOpenCookieSettings } from "../../client/consent-events.ts";
import { readConsent } from "../../client/consent.ts";
import type { BannerStart } from "./consent-banner.tsx";

const ConsentBanner = lazy(() => import("./consent-banner.tsx"));

export default function ConsentGate({ texts }: { texts: ConsentTexts }) {
  // Rendered in the browser only (consent-mount.tsx), so the cookie can be read while rendering.
  const [start, setStart] = useState<BannerStart | null>(() =>
    cookieSettingsRequested() ? "settings" : readConsent() === null ? "ask" : null,
  );

  useEffect(() => {
    if (readConsent()?.analytics)
      void import("../../client/analytics-code.ts").then((m) => m.insertAnalyticsCode());
    // Only the first request matters here; once loaded, the banner listens itself.
    return onOpenCookieSettings(() => setStart((current) => current ?? "settings"));
  }, []);

  if (start === null) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner texts={texts} start={start} />
    </Suspense>
  );
}
