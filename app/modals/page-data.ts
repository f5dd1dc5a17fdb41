// What a page tells its overlays (spec §2: the staff name in a title, whether an office form exists).
// A route loader opts in by returning `overlayData`; the overlay host merges it from every matched route.
import { useMatches } from "react-router";
import type { VideoLink } from "../../domain/video-embeds.ts";

/** An image of a gallery (spec §3: "Media items have url and caption"); `key` names it in the media store. */
export type GalleryImage = { key?: string | null; url: string; caption?: string | null };

export type OverlayPageData = {
  /** Staff members the page can be contacted about: #/contact-staff-member/{id} titles come from here. */
  staff?: { id: number; firstName: string; surname: string }[];
  /** Department, property or branch data for #/contact-office (spec §2: only when one exists). */
  contactOffice?: { departmentId?: number; branchId?: number; propertyId?: number };
  /** The new-homes form definition for #/new-homes-enquiry (spec §2: only with form data). */
  newHomesForm?: unknown;
  /** The fee text HTML of a lettings property for #/tenant-info. */
  tenantInfoHtml?: string;
  /** A priced sale for #/calculator (spec §2: not for lettings); absent when the calculators are hidden. */
  calculator?: { price: number; channel: "sales" | "lettings"; tags: readonly string[] };
  /** Spec §2 "Gallery modal": #/property-images, #/floorplan and #/epc-chart show these. */
  photos?: GalleryImage[];
  floorplans?: GalleryImage[];
  epcCharts?: GalleryImage[];
  /** The other gallery hashes' images, keyed by their path ("/history-images/3"); none shows 'No image'. */
  galleries?: Record<string, GalleryImage[]>;
  /** #/video/{id}: the property's videos and virtual tours, in order. */
  videos?: VideoLink[];
};

export function useOverlayPageData(): OverlayPageData {
  const merged: OverlayPageData = {};
  for (const match of useMatches()) {
    const data = match.loaderData as { overlayData?: OverlayPageData } | undefined;
    if (data && typeof data === "object" && data.overlayData) Object.assign(merged, data.overlayData);
  }
  return merged;
}
