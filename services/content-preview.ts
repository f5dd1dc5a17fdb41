// Which content version a request previews (platform/content-preview.ts): the signed cookie's version, for a
// signed-in member of staff who may edit the site's content, parsed as the live content is. Anyone else's
// request (no staff session, a role without content, a version gone) renders the live site as usual.
import { parseCookie } from "cookie";
import { selectContentVersion } from "../modules/content/index.ts";
import { mayOpen } from "../modules/staff/model/roles.ts";
import { validContentKeys } from "../modules/content/model/site-content.ts";
import {
  CONTENT_PREVIEW_COOKIE,
  previewedVersionId,
  type ContentPreview,
} from "../platform/content-preview.ts";
import { currentStaff } from "../modules/staff/index.ts";
import type { Services } from "../platform/services.ts";

export async function contentPreviewOf(
  services: Pick<Services, "db" | "sessionKeys">,
  cookieHeader: string,
): Promise<ContentPreview | null> {
  const versionId = previewedVersionId(
    services.sessionKeys,
    parseCookie(cookieHeader)[CONTENT_PREVIEW_COOKIE],
  );
  if (versionId === null) return null;
  const staff = await currentStaff(services.db, services.sessionKeys, cookieHeader);
  if (!staff || !mayOpen(staff.role, "content")) return null;
  const version = await selectContentVersion(services.db, versionId);
  if (!version) return null;
  return { versionId, content: validContentKeys(version.content as Record<string, unknown>) };
}
