// The property page's use case (issue 4): one listing with everything the page and its overlays show.
// Found, withdrawn (the 410 page still names the home and builds a similar-homes search) or missing.
import {
  selectBranchById,
  selectChildProperties,
  selectDepartmentsForBranch,
  selectFormDefinitionBySlug,
  selectPropertyById,
  selectPropertyMedia,
  selectStaffById,
  selectStaffForBranch,
  type BranchRow,
  type DepartmentRow,
  type PropertyDetailsRow,
  type PropertyMediaRow,
  type StaffRow,
} from "../db/repos/properties.ts";
import { selectCardPhotos, type CardPhoto } from "../db/repos/search.ts";
import { NEW_HOMES_FORM_SLUG } from "../db/seed/new-homes-form.ts";
import type { FormElement } from "../domain/leads/form-element.ts";
import { mediaPath, widthOnly } from "../domain/media-sizes.ts";
import type { ThemeSettings } from "../domain/pricing.ts";
import type { Services } from "./index.ts";
import { toPropertyCard, type PropertyCard } from "./property-card.ts";
import { getSiteContent } from "./site-content.ts";

/** An image of the page (spec §3 "Media items have url and caption"); `key` builds the gallery srcset. */
export type PropertyImage = { key: string; url: string; caption: string | null };

/** spec §3 "Video item: id, url, description": a video or a virtual tour, its link as the agency gave it. */
export type PropertyVideo = {
  id: number;
  url: string;
  caption: string | null;
  kind: "video" | "virtual_tour";
};

export type BranchDetails = BranchRow & { departments: DepartmentRow[]; staff: StaffRow[] };

export type PropertyDetails = PropertyDetailsRow & {
  card: PropertyCard;
  photos: PropertyImage[];
  floorplans: PropertyImage[];
  epcCharts: PropertyImage[];
  videos: PropertyVideo[];
  branch: BranchDetails;
  /** spec §3 "Associated profile": the listing's own staff member, or null (the branch answers). */
  staffMember: StaffRow | null;
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
  /** The theme settings the page reads (site variant, PPPW, mortgage rate). */
  settings: ThemeSettings;
};

export type PublicFormDefinition = {
  id: number;
  htmlFormId: string;
  gaName: string | null;
  submitButtonText: string;
  para: string | null;
  elements: FormElement[];
};

export type PropertyPageResult =
  | { kind: "found"; property: PropertyDetails }
  | { kind: "withdrawn"; property: PropertyDetails }
  | { kind: "missing" };

// The largest gallery width (spec §9 Media): the plain src for browsers that ignore srcset.
const IMAGE_URL_WIDTH = 1160;

export function mediaImageUrl(key: string, width: number = IMAGE_URL_WIDTH): string {
  return mediaPath(widthOnly(width), key);
}

function images(media: PropertyMediaRow[], kind: "photo" | "floorplan" | "epc"): PropertyImage[] {
  return media
    .filter((item) => item.kind === kind && item.mediaKey)
    .map((item) => ({ key: item.mediaKey!, url: mediaImageUrl(item.mediaKey!), caption: item.caption }));
}

function videos(media: PropertyMediaRow[]): PropertyVideo[] {
  return media.flatMap((item) =>
    (item.kind === "video" || item.kind === "virtual_tour") && item.url
      ? [{ id: item.id, url: item.url, caption: item.caption, kind: item.kind }]
      : [],
  );
}

const DEFAULT_SETTINGS: ThemeSettings = {
  displaySstcStatusAsSold: false,
  displayStudentPropertyAsPppw: false,
  displayPppwWithoutBedroomDivision: false,
  displayAcreageIconOnPropertyResults: false,
  singleStepValuationForm: false,
  mortgageInterestRate: 4.5,
  siteVariant: "standard",
};

function cardsOf(rows: PropertyDetailsRow[], photos: CardPhoto[], settings: ThemeSettings): PropertyCard[] {
  return rows.map((row) =>
    toPropertyCard(
      row,
      photos.filter((photo) => photo.propertyId === row.id),
      settings,
    ),
  );
}

export async function getPropertyPage(services: Services, id: number): Promise<PropertyPageResult> {
  const { db } = services;
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return { kind: "missing" };
  const row = await selectPropertyById(db, id);
  if (!row) return { kind: "missing" };

  const [media, branch, departments, branchStaff, staffMember, children, parentRow, newHomesForm, content] =
    await Promise.all([
      selectPropertyMedia(db, row.id),
      selectBranchById(db, row.branchId),
      selectDepartmentsForBranch(db, row.branchId),
      selectStaffForBranch(db, row.branchId),
      row.staffId === null ? null : selectStaffById(db, row.staffId),
      selectChildProperties(db, row.id),
      row.parentId === null ? null : selectPropertyById(db, row.parentId),
      selectFormDefinitionBySlug(db, NEW_HOMES_FORM_SLUG),
      getSiteContent(db),
    ]);
  // properties.branch_id is a non-null foreign key: a missing branch is a broken database, not a 404.
  if (!branch) throw new Error(`property ${row.id}: branch ${row.branchId} not found`);

  const settings = content.theme?.settings ?? DEFAULT_SETTINGS;
  const cardRows = [row, ...children, ...(parentRow ? [parentRow] : [])];
  const photos = await selectCardPhotos(
    db,
    cardRows.map((r) => r.id),
  );
  const [card] = cardsOf([row], photos, settings) as [PropertyCard];

  const property: PropertyDetails = {
    ...row,
    card,
    photos: images(media, "photo"),
    floorplans: images(media, "floorplan"),
    epcCharts: images(media, "epc"),
    videos: videos(media),
    branch: { ...branch, departments, staff: branchStaff },
    staffMember,
    childProperties: cardsOf(children, photos, settings),
    parent: parentRow && parentRow.status !== "withdrawn" ? cardsOf([parentRow], photos, settings)[0]! : null,
    hasNewHomesForm: newHomesForm !== null,
    newHomesForm: newHomesForm && {
      id: newHomesForm.id,
      htmlFormId: newHomesForm.htmlFormId,
      gaName: newHomesForm.gaName,
      submitButtonText: newHomesForm.submitButtonText,
      para: newHomesForm.para,
      elements: newHomesForm.elements,
    },
    tenantFeesHtml: row.channel === "lettings" ? (content.fees?.tenantFeesHtml ?? null) : null,
    settings,
  };
  return row.status === "withdrawn" ? { kind: "withdrawn", property } : { kind: "found", property };
}
