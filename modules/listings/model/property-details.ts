// What the property page and its overlays show of one listing (issue 4): read by the page's components.
import type { Branch, Department, Listing, StaffMember } from "../../../domain/agency.ts";
import type { FormElement } from "../../leads/model/form-element.ts";
import type { ListingHistoryEntry } from "./listing-history.ts";
import type { OpenDataFallback } from "./material-information.ts";
import type { ThemeSettings } from "../../../domain/pricing.ts";
import type { PropertyCard } from "./property-card.ts";

/** An image of the page (spec §3 "Media items have url and caption"); `key` builds the gallery srcset. */
export type PropertyImage = { key: string; url: string; caption: string | null };

/** spec §3 "Video item: id, url, description": a video or a virtual tour, its link as the agency gave it. */
export type PropertyVideo = {
  id: number;
  url: string;
  caption: string | null;
  kind: "video" | "virtual_tour";
};

/** A brochure or other PDF (issue 36 item 4): its link and "Sales brochure (PDF, 1.2 MB)". */
export type PropertyDocument = { id: number; url: string; text: string };

export type BranchDetails = Branch & { departments: Department[]; staff: StaffMember[] };

export type PropertyDetails = Listing & {
  card: PropertyCard;
  photos: PropertyImage[];
  floorplans: PropertyImage[];
  epcCharts: PropertyImage[];
  videos: PropertyVideo[];
  documents: PropertyDocument[];
  branch: BranchDetails;
  /** spec §3 "Associated profile": the listing's own staff member, or null (the branch answers). */
  staffMember: StaffMember | null;
  /** Development plots (spec §9 "A development plot with child properties…"), as cards. */
  childProperties: PropertyCard[];
  /** The development this plot belongs to, or null. */
  parent: PropertyCard | null;
  /** Whether the new-homes enquiry form exists (spec §2: #/new-homes-enquiry "Only with form data"). */
  hasNewHomesForm: boolean;
  /** That form's definition as the #/new-homes-enquiry modal renders it (never its notification address). */
  newHomesForm: PublicFormDefinition | null;
  /** spec §2 "/tenant-info": the agency's fee text (sanitised HTML) for a letting; null otherwise. */
  tenantFeesHtml: string | null;
  /** Recorded price and status changes, newest first (issue 12; listings from feeds). */
  history: ListingHistoryEntry[];
  /** The theme settings the page reads (site variant, PPPW, mortgage rate). */
  settings: ThemeSettings;
  /** Issue 17: open data for the material information's broadband and flood-risk rows the agency left blank. */
  openDataFallbacks: { broadband: OpenDataFallback | null; floodRisk: OpenDataFallback | null };
};

export type PublicFormDefinition = {
  id: number;
  htmlFormId: string;
  gaName: string | null;
  submitButtonText: string;
  para: string | null;
  elements: FormElement[];
};
