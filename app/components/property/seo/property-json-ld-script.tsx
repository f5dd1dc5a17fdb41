// <PropertyJsonLd details={…} />: the listing's schema.org data in the page. It is data, not code, but the
// document CSP (platform/content-security-policy.ts) hashes every inline script anyway, so its text must be
// the same on the server and after hydration: it is built only from the loader's data.
import { useRouteLoaderData } from "react-router";
import { jsonLdScriptText, propertyJsonLd } from "./property-json-ld.ts";
import type { SeoDetails } from "./seo-details.ts";

export function PropertyJsonLd({ details }: { details: SeoDetails }) {
  // The root loader's public data (services/site-chrome.ts) carries the site's public address.
  const origin = useRouteLoaderData<{ publicUrl?: string }>("root")?.publicUrl;
  if (!origin) return null;
  return (
    <script
      type="application/ld+json"
      // The text is JSON with `<` escaped (jsonLdScriptText): nothing in it can close the element.
      dangerouslySetInnerHTML={{ __html: jsonLdScriptText(propertyJsonLd(details, origin)) }}
    />
  );
}
