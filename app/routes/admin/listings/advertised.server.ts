// What the "as advertised on" page and its download share (issue 41 "Evidence"): the staff member's listing (the
// editor's roles and branch scope), the moment asked about (a datetime-local field, UK time; now when none), and
// the version of the advert live then, with the badges it showed at that moment.
import { londonMinute, londonTime } from "../../../../domain/uk-time.ts";
import { rolesFor } from "../../../../modules/staff/model/roles.ts";
import { findDeskListing } from "../../../../modules/listing-desk/index.ts";
import { advertEvidence, badgesAt } from "../../../../modules/advert-rules/index.ts";
import { getSiteContent } from "../../../../modules/content/index.ts";
import { themeSettingsOf } from "../../../../modules/content/model/default-theme.ts";
import type { AppLoadContext } from "react-router";
import { ADMIN_HEADERS, requireStaff, routeId } from "../require-staff.server.ts";

export const MOMENT_ERROR = "Please give a date and time, e.g. 2026-11-30 14:05";

/**
 * The moment asked about: a datetime-local field's "2026-11-30T14:05" (UK time), or an exact instant in ISO 8601
 * UTC ("2026-11-30T14:05:37.120Z", the page's own links: a version may start within a minute); null when neither.
 */
export function readMoment(value: string | null): Date | null {
  const text = value ?? "";
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/.test(text)) {
    const instant = new Date(text);
    return Number.isNaN(instant.getTime()) ? null : instant;
  }
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  return londonTime(year, month, day, hour, minute);
}

/** The instant as a datetime-local field shows it, in UK time. */
export const momentValue = londonMinute;

export async function loadAdvertised({
  request,
  params,
  context,
}: {
  request: Request;
  params: { id?: string };
  context: AppLoadContext;
}) {
  const staff = await requireStaff(request, context.services, rolesFor("listings"));
  const id = routeId(params.id);
  const { db } = context.services;
  const listing = await findDeskListing(db, staff, id);
  if (!listing) throw new Response("Not Found", { status: 404, headers: ADMIN_HEADERS });
  const asked = new URL(request.url).searchParams.get("at");
  const at = asked === null || asked === "" ? new Date() : readMoment(asked);
  const error = at ? null : MOMENT_ERROR;
  const moment = at ?? new Date();
  const { versions, live } = await advertEvidence(db, id, moment);
  const settings = themeSettingsOf((await getSiteContent(db)).theme);
  const shown =
    live && !error
      ? {
          snapshot: live.snapshot,
          at: moment.toISOString(),
          liveFrom: live.liveFrom.toISOString(),
          liveTo: live.liveTo?.toISOString() ?? null,
          badges: badgesAt(live.snapshot, moment, settings),
        }
      : null;
  return { listing, id, asked, moment, error, versions, shown };
}
