// When an operator may delete an agency (issue 44 item 6): pure, so the refusals read the same everywhere.
import { INSTALL_AGENCY_ID } from "./agency.ts";

/** How recent an agency's whole export must be for it to be deleted. */
export const EXPORT_VALID_DAYS = 7;

/** Why the agency may not be deleted now, in the operator's words; null when it may. */
export function deletionRefusal(input: {
  agency: { id: number; name: string; primary: string };
  exportedAt: Date | null;
  confirm: string | undefined;
  now: Date;
}): string | null {
  const { agency, exportedAt, confirm, now } = input;
  if (agency.id === INSTALL_AGENCY_ID) return "The install's own agency cannot be deleted.";
  const oldest = now.getTime() - EXPORT_VALID_DAYS * 24 * 60 * 60 * 1000;
  if (!exportedAt || exportedAt.getTime() < oldest)
    return (
      `${agency.name} has not been exported in the last ${EXPORT_VALID_DAYS} days: ` +
      `export it first (npm run agency:export -- ${agency.primary}).`
    );
  if (confirm?.trim().toLowerCase() !== agency.primary)
    return `To delete ${agency.name} and everything it owns, confirm with --confirm ${agency.primary}.`;
  return null;
}
