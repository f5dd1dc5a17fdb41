// Which agency may be a member of which group site (issue 44 item 7): pure, so the command, the console and its
// list of choices refuse the same things in the same words. One level only: a group's site reads its members'
// listings through one policy (migration 0043), and a chain of groups would make a member's listings show on
// sites its operator never chose.
import { INSTALL_AGENCY_ID } from "./agency.ts";

/** An agency as the rule sees it: what it is called and which group it is a member of. */
export type GroupedAgency = { id: number; name: string; groupId: number | null };

/**
 * Why `memberId` may not be made a member of `groupId` now, in the operator's words; null when it may. Taking an
 * agency out of its group (`groupId` null) is always allowed. Both agencies are among `agencies`, which holds
 * every agency of the install (a suspended member still makes its group a group).
 */
export function groupRefusal(
  agencies: readonly GroupedAgency[],
  memberId: number,
  groupId: number | null,
): string | null {
  if (groupId === null) return null;
  const member = agencies.find((agency) => agency.id === memberId);
  const group = agencies.find((agency) => agency.id === groupId);
  if (!member || !group) throw new Error(`agency ${member ? groupId : memberId} is not among the agencies`);
  if (group.id === member.id) return `${member.name} cannot be a member of its own group site.`;
  if (group.id === INSTALL_AGENCY_ID)
    return `${group.name} is the install's own agency and cannot be a group site.`;
  if (group.groupId !== null) {
    const above = agencies.find((agency) => agency.id === group.groupId);
    return `${group.name} is a member of ${above?.name ?? "a group site"}: a member cannot be a group site.`;
  }
  if (agencies.some((agency) => agency.groupId === member.id))
    return `${member.name} is itself a group site: a group cannot be a member of another.`;
  return null;
}

/** The agencies `memberId` may choose as its group site (its current one among them), by name. */
export function groupChoices<T extends GroupedAgency>(agencies: readonly T[], memberId: number): T[] {
  return agencies
    .filter((agency) => groupRefusal(agencies, memberId, agency.id) === null)
    .sort((a, b) => a.name.localeCompare(b.name, "en-GB"));
}

/** The agencies whose group site `groupId` is, suspended ones included. */
export function membersOf<T extends GroupedAgency>(agencies: readonly T[], groupId: number): T[] {
  return agencies.filter((agency) => agency.groupId === groupId);
}

/** `agency:list`'s group column: "member of 4", "group of 5, 6", or "-" for an agency in no group. */
export function groupColumn(agencies: readonly GroupedAgency[], agency: GroupedAgency): string {
  if (agency.groupId !== null) return `member of ${agency.groupId}`;
  const members = membersOf(agencies, agency.id).map((member) => member.id);
  return members.length ? `group of ${members.join(", ")}` : "-";
}
