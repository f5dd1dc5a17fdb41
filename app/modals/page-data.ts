// What a page tells its overlays (spec §2: the staff name in a title, whether an office form exists).
// A route loader opts in by returning `overlayData`; the overlay host merges it from every matched route.
import { useMatches } from "react-router";

export type OverlayPageData = {
  /** Staff members the page can be contacted about: #/contact-staff-member/{id} titles come from here. */
  staff?: { id: number; firstName: string; surname: string }[];
  /** Department, property or branch data for #/contact-office (spec §2: only when one exists). */
  contactOffice?: { departmentId?: number; branchId?: number; propertyId?: number };
  /** The new-homes form definition for #/new-homes-enquiry (spec §2: only with form data). */
  newHomesForm?: unknown;
  /** The fee text HTML of a lettings property for #/tenant-info. */
  tenantInfoHtml?: string;
};

export function useOverlayPageData(): OverlayPageData {
  const merged: OverlayPageData = {};
  for (const match of useMatches()) {
    const data = match.loaderData as { overlayData?: OverlayPageData } | undefined;
    if (data && typeof data === "object" && data.overlayData) Object.assign(merged, data.overlayData);
  }
  return merged;
}
