// The property page's use case (issue 4): one listing with everything the page and its overlays show.
// Found, withdrawn (the 410 page still names the home and builds a similar-homes search) or missing.
import { themeSettingsOf } from "../modules/content/model/default-theme.ts";
import type { Db } from "../db/client.ts";
import {
  selectBranchById,
  selectDepartmentsForBranch,
  selectMainPublicBranch,
  selectStaffById,
  selectStaffForBranch,
} from "../modules/branches/index.ts";
import { isPlaceholderBranch } from "../modules/branches/model/branch-list.ts";
import {
  selectListingHistory,
  selectChildProperties,
  selectPropertyById,
  selectPropertyMedia,
  type PropertyMediaRow,
} from "../modules/listings/index.ts";
import { selectFormDefinitionBySlug } from "../modules/leads/index.ts";
import { HISTORY_SHOWN } from "../modules/listings/model/listing-history.ts";
import { isDescriptionHtml } from "../domain/description-html.ts";
import { sanitiseHtml } from "../domain/sanitise-html.ts";
import { documentLinkText, documentPath } from "../modules/listings/model/documents.ts";
import type {
  PropertyDetails,
  PropertyDocument,
  PropertyImage,
  PropertyVideo,
} from "../modules/listings/model/property-details.ts";
import { selectCardPhotos, cardsWithPhotos } from "../modules/search/index.ts";
import { NEW_HOMES_FORM_SLUG } from "../modules/leads/model/new-homes-submission.ts";
import { mediaPath, widthOnly } from "../domain/media-sizes.ts";
import type { Services } from "../platform/services.ts";
import type { PropertyCard } from "../modules/listings/model/property-card.ts";
import { getSiteContent } from "../modules/content/index.ts";
import { materialFallbacks } from "../modules/open-data/index.ts";
import { memberMediaKey } from "../platform/media-stores.ts";
import { ownerOfListing } from "./group-site.ts";

export type PropertyPageResult =
  | { kind: "found"; property: PropertyDetails }
  | { kind: "withdrawn"; property: PropertyDetails }
  /** Kept off the site by the advert rules (issue 41) until mended: to visitors it does not exist. */
  | { kind: "held-back"; property: PropertyDetails }
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

function documents(media: PropertyMediaRow[]): PropertyDocument[] {
  return media.flatMap((item) =>
    item.kind === "document" && item.contentHash
      ? [
          {
            id: item.id,
            url: documentPath(item.contentHash, item.caption),
            text: documentLinkText(item.caption, item.byteSize),
          },
        ]
      : [],
  );
}

/** A listing's details as its page shows them while it is on the market; null when missing, withdrawn or held back. */
export async function propertyOnTheMarket(services: Services, id: number): Promise<PropertyDetails | null> {
  const page = await getPropertyPage(services, id);
  return page.kind === "found" ? page.property : null;
}

/**
 * How the site shows a listing's files and credit: its own as stored; at a group site a member's media named through
 * the group (`members/{id}/…`), its documents on the member's own site, and the member credited (decision 034).
 */
type PageView = {
  mediaKey: (key: string) => string;
  documentUrl: (path: string) => string;
  marketedBy: PropertyCard["marketedBy"];
  /** The new-homes form's definition and inbox are the member's: at a group site the viewing form reaches it. */
  newHomesForm: boolean;
};

const OWN_VIEW: PageView = {
  mediaKey: (key) => key,
  documentUrl: (path) => path,
  marketedBy: null,
  newHomesForm: true,
};

export async function getPropertyPage(services: Services, id: number): Promise<PropertyPageResult> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return { kind: "missing" };
  const owner = await ownerOfListing(services, id);
  if (owner.kind === "own") return readPropertyPage(services, id, OWN_VIEW);
  return readPropertyPage(owner.services, id, {
    mediaKey: (key) => memberMediaKey(owner.memberId, key),
    documentUrl: (path) => new URL(path, owner.services.config.publicUrl).href,
    marketedBy: owner.marketedBy,
    newHomesForm: false,
  });
}

async function readPropertyPage(services: Services, id: number, view: PageView): Promise<PropertyPageResult> {
  const { db } = services;
  const row = await selectPropertyById(db, id);
  if (!row) return { kind: "missing" };

  const [
    storedMedia,
    branch,
    departments,
    branchStaff,
    staffMember,
    children,
    parentRow,
    newHomesForm,
    content,
    history,
    openDataFallbacks,
  ] = await Promise.all([
    selectPropertyMedia(db, row.id),
    selectBranchById(db, row.branchId),
    selectDepartmentsForBranch(db, row.branchId),
    selectStaffForBranch(db, row.branchId),
    row.staffId === null ? null : selectStaffById(db, row.staffId),
    selectChildProperties(db, row.id),
    row.parentId === null ? null : selectPropertyById(db, row.parentId),
    view.newHomesForm ? selectFormDefinitionBySlug(db, NEW_HOMES_FORM_SLUG) : null,
    getSiteContent(db),
    selectListingHistory(db, row.id, HISTORY_SHOWN),
    // Only the rows the agency left blank look at the open data (issue 17).
    materialFallbacks(db, row.postcode, {
      broadband: !row.materialInformation.broadband?.trim(),
      floodRisk: !row.materialInformation.floodRisk?.trim(),
    }),
  ]);
  const withPhotoSeen = <T extends { photoKey: string | null }>(person: T): T => ({
    ...person,
    photoKey: person.photoKey && view.mediaKey(person.photoKey),
  });
  const media = storedMedia.map((item) => ({
    ...item,
    mediaKey: item.mediaKey && view.mediaKey(item.mediaKey),
  }));
  // properties.branch_id is a non-null foreign key: a missing branch is a broken database, not a 404.
  if (!branch) throw new Error(`property ${row.id}: branch ${row.branchId} not found`);
  // A placeholder branch ("Branch FBM") is not shown: its listings show the agency's main branch meanwhile.
  const shown = isPlaceholderBranch(branch) ? await mainBranchContact(db) : null;

  const settings = themeSettingsOf(content.theme);
  const cardRows = [row, ...children, ...(parentRow ? [parentRow] : [])];
  const photos = (
    await selectCardPhotos(
      db,
      cardRows.map((r) => r.id),
    )
  ).map((photo) => ({ ...photo, mediaKey: view.mediaKey(photo.mediaKey) }));
  const credited = (rows: typeof cardRows) => rows.map((r) => ({ ...r, marketedBy: view.marketedBy }));
  const [card] = cardsWithPhotos(credited([row]), photos, settings) as [PropertyCard];

  const property: PropertyDetails = {
    ...row,
    // The advert rules' findings are the desk's (issue 41), not the visitor's: kept out of the page's data.
    advertFindings: [],
    // Imported descriptions are stored as allow-listed HTML; sanitised again here, since the page renders it.
    description: isDescriptionHtml(row.description) ? sanitiseHtml(row.description) : row.description,
    card,
    photos: images(media, "photo"),
    floorplans: images(media, "floorplan"),
    epcCharts: images(media, "epc"),
    videos: videos(media),
    documents: documents(media).map((document) => ({ ...document, url: view.documentUrl(document.url) })),
    branch: shown ?? { ...branch, departments, staff: branchStaff.map(withPhotoSeen) },
    staffMember: staffMember && withPhotoSeen(staffMember),
    childProperties: cardsWithPhotos(credited(children), photos, settings),
    parent:
      parentRow && parentRow.status !== "withdrawn" && !parentRow.heldBack
        ? cardsWithPhotos(credited([parentRow]), photos, settings)[0]!
        : null,
    hasNewHomesForm: newHomesForm !== null,
    newHomesForm: newHomesForm && {
      id: newHomesForm.id,
      htmlFormId: newHomesForm.htmlFormId,
      gaName: newHomesForm.gaName,
      submitButtonText: newHomesForm.submitButtonText,
      para: newHomesForm.para,
      elements: newHomesForm.elements,
    },
    history: history.map((entry) => ({ ...entry, changedAt: entry.changedAt.toISOString() })),
    tenantFeesHtml: row.channel === "lettings" ? (content.fees?.tenantFeesHtml ?? null) : null,
    settings,
    openDataFallbacks,
  };
  if (row.status === "withdrawn") return { kind: "withdrawn", property };
  return row.heldBack ? { kind: "held-back", property } : { kind: "found", property };
}

/** The agency's main branch with its departments and people, for a listing whose own branch is a placeholder. */
async function mainBranchContact(db: Db): Promise<PropertyDetails["branch"] | null> {
  const main = await selectMainPublicBranch(db);
  if (!main) return null;
  const [departments, staff] = await Promise.all([
    selectDepartmentsForBranch(db, main.id),
    selectStaffForBranch(db, main.id),
  ]);
  return { ...main, departments, staff };
}
