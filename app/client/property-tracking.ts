// Tracking calls of spec §7 "Search and tracking", fire and forget: a property page view goes to our own
// POST /property_views (JSON or form-encoded, PROPERTY_VIEWS_ENCODING), and the cards a results page shows
// go to the agency's exposures service (EXPOSURES_URL) only when one is configured. A lost post is a lost
// count, never an error the visitor sees.
import { useEffect, useRef } from "react";
import { useRouteLoaderData } from "react-router";
import type { SiteChrome } from "../../modules/content/model/site-chrome.ts";
import { useAppState } from "./app-state.tsx";

export type TrackingSettings = SiteChrome["tracking"];

export const EXPOSURE_EVENT_TYPE = "search_results";

/** The request of one property view, with the authenticity token every POST must carry (spec §7). */
export function propertyViewRequest(
  propertyId: number,
  domain: string,
  token: string,
  encoding: TrackingSettings["propertyViewsEncoding"],
): { url: string; init: RequestInit } {
  const fields = { property_id: String(propertyId), domain, authenticity_token: token };
  const init: RequestInit =
    encoding === "json"
      ? {
          headers: { Accept: "application/json", "Content-Type": "application/json" },
          body: JSON.stringify({ ...fields, property_id: propertyId }),
        }
      : {
          headers: { Accept: "application/json", "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams(fields).toString(),
        };
  // keepalive: the visitor may leave the page before the answer comes back.
  return {
    url: "/property_views",
    init: { ...init, method: "POST", credentials: "same-origin", keepalive: true },
  };
}

/** The exposures call for the cards of one results page; the outside service gets no cookies. */
export function exposuresRequest(
  exposuresUrl: string,
  propertyIds: readonly number[],
  domain: string,
): { url: string; init: RequestInit } {
  return {
    url: `${exposuresUrl}/create_many`,
    init: {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      credentials: "omit",
      keepalive: true,
      body: JSON.stringify({ property_ids: propertyIds, domain, event_type: EXPOSURE_EVENT_TYPE }),
    },
  };
}

function send({ url, init }: { url: string; init: RequestInit }): void {
  fetch(url, init).catch((error: unknown) => console.debug(`Tracking call to ${url} failed`, error));
}

function useTrackingSettings(): TrackingSettings | null {
  return useRouteLoaderData<{ tracking?: TrackingSettings }>("root")?.tracking ?? null;
}

/**
 * Posts one view of the property page, once GET /user.ljson has given the authenticity token. One post per
 * page view: a later token change (sign-in) does not count the same view again. A component of its own that
 * renders nothing, so the token's arrival renders it alone and not the whole page (issue 13).
 */
export function PropertyView({ propertyId }: { propertyId: number }): null {
  usePropertyView(propertyId);
  return null;
}

function usePropertyView(propertyId: number): void {
  const { authenticityToken } = useAppState();
  const settings = useTrackingSettings();
  const counted = useRef<number | null>(null);
  useEffect(() => {
    if (!authenticityToken || !settings || counted.current === propertyId) return;
    counted.current = propertyId;
    send(
      propertyViewRequest(
        propertyId,
        window.location.hostname,
        authenticityToken,
        settings.propertyViewsEncoding,
      ),
    );
  }, [propertyId, authenticityToken, settings]);
}

/** Posts the ids of the cards a results page shows, once per distinct page of results. */
export function useSearchExposures(propertyIds: readonly number[]): void {
  const exposuresUrl = useTrackingSettings()?.exposuresUrl ?? null;
  const key = propertyIds.join(",");
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!exposuresUrl || key === "" || sent.current === key) return;
    sent.current = key;
    send(exposuresRequest(exposuresUrl, key.split(",").map(Number), window.location.hostname));
  }, [exposuresUrl, key]);
}
