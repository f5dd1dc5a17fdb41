// What a page tells its overlays (spec §2: the staff name in a title, whether an office form exists).
// A route loader opts in by returning `overlayData`; the overlay host merges it from every matched route.
import { useMatches } from "react-router";
import type { FormElement } from "../../modules/leads/model/form-element.ts";
import type { VideoLink } from "../../modules/content/model/video-embeds.ts";
import type { PublicCaptcha } from "../../domain/captcha.ts";

/** An image of a gallery (spec §3: "Media items have url and caption"); `key` names it in the media store. */
export type GalleryImage = { key?: string | null; url: string; caption?: string | null };

export type OverlayPageData = {
  /** Staff members the page can be contacted about: #/contact-staff-member/{id} titles come from here. */
  staff?: { id: number; firstName: string; surname: string }[];
  /**
   * Department, property or branch data for #/contact-office (spec §2: only when one exists; spec §3
   * "Department or branch contact data": departmentId, branchId, propertyRef, displayAddress, propertyId).
   */
  contactOffice?: {
    departmentId?: number;
    branchId?: number;
    propertyId?: number;
    propertyRef?: string;
    displayAddress?: string;
  };
  /** The new-homes form definition for #/new-homes-enquiry (spec §2: only with form data; spec §3). */
  newHomesForm?: NewHomesFormData;
  /** The listing the lead forms are about: #/book-a-viewing posts to its leads path (spec §7 "Leads"). */
  leadProperty?: LeadProperty;
  /** The captcha widget's public settings for the lead forms (spec §7 "Captcha guards"); null without one. */
  captcha?: PublicCaptcha;
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

export type LeadProperty = {
  id: number;
  channel: "sales" | "lettings";
  reference: string;
  displayAddress: string;
  /** spec §3 "Viewing lead form": lead[branch_department_id], the office the listing belongs to (spec §9). */
  branchDepartmentId?: number;
};

/** spec §3 "New-homes form": a form definition as the modal renders it (no notification address). */
export type NewHomesFormData = {
  formId: number;
  htmlFormId: string;
  gaName: string | null;
  submitButtonText: string;
  para: string | null;
  elements: FormElement[];
  /** development_id (spec §3) and the page redirect_url returns to. */
  propertyId: number;
  /** development_of_interest is prefilled from its first comma part (spec §3). */
  displayAddress: string;
};

export function useOverlayPageData(): OverlayPageData {
  const merged: OverlayPageData = {};
  for (const match of useMatches()) {
    const data = match.loaderData as { overlayData?: OverlayPageData } | undefined;
    if (data && typeof data === "object" && data.overlayData) Object.assign(merged, data.overlayData);
  }
  return merged;
}
