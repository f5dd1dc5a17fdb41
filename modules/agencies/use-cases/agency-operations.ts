// The operator's actions on the agencies an install serves (issue 44 item 6), as the commands and the operators'
// console run them: each change is audited in the install's log (the console's with the operator as actor) and announced, so every process's host table and page cache forget the old answer.
import type { Db } from "../../../db/client.ts";
import { announceChange } from "../../../platform/change-notices.ts";
import { recordAudit, type AuditActor, type AuditOrigin } from "../../audit/index.ts";
import type { Agency, AgencyHostname, AgencyStatus } from "../model/agency.ts";
import { groupRefusal } from "../model/agency-groups.ts";
import { registrableHostname, requestHostname } from "../model/hostnames.ts";
import {
  deleteAlias,
  insertAlias,
  lockAgencyRows,
  selectAgencies,
  selectAgency,
  selectHostname,
  selectHostnames,
  updateAgencyGroup,
  updateAgencyStatus,
} from "../repos/agencies.ts";

export type AgencyListing = Agency & { hostnames: AgencyHostname[] };

/** Every agency with its names, primary first. */
export async function listAgencies(db: Db): Promise<AgencyListing[]> {
  const [agencies, hostnames] = await Promise.all([selectAgencies(db), selectHostnames(db)]);
  return agencies.map((agency) => ({
    ...agency,
    hostnames: hostnames
      .filter((row) => row.agencyId === agency.id)
      .sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary)),
  }));
}

export type OperationResult = { ok: true; agency: Agency } | { ok: false; error: string };

/** The agency an operator names by its id or by any of its hostnames. */
export async function findAgency(db: Db, reference: string): Promise<Agency | null> {
  const trimmed = reference.trim();
  if (/^\d+$/.test(trimmed)) return selectAgency(db, Number(trimmed));
  const hostname = requestHostname(trimmed);
  const row = hostname ? await selectHostname(db, hostname) : null;
  return row ? selectAgency(db, row.agencyId) : null;
}

export function changeAgencyStatus(
  db: Db,
  reference: string,
  status: AgencyStatus,
  origin: AuditOrigin,
  actor: AuditActor = null,
): Promise<OperationResult> {
  return changeAgency(db, reference, { origin, actor }, async (tx, agency) => {
    if (agency.status === status) return { unchanged: agency };
    await updateAgencyStatus(tx, agency.id, status);
    return {
      agency: { ...agency, status },
      audit: {
        action: status === "suspended" ? "agency.suspend" : "agency.resume",
        before: { status: agency.status },
        after: { status },
      },
    };
  });
}

export function addAgencyAlias(
  db: Db,
  reference: string,
  alias: string,
  origin: AuditOrigin,
  actor: AuditActor = null,
): Promise<OperationResult> {
  return changeAgency(db, reference, { origin, actor }, async (tx, agency) => {
    const hostname = registrableHostname(alias);
    if (!hostname) return { refused: `${alias} is not a hostname (a name such as www.example.co.uk).` };
    if (!(await insertAlias(tx, agency.id, hostname)))
      return { refused: `${hostname} is already an agency's name.` };
    return { agency, audit: { action: "agency.alias.add", after: { hostname } } };
  });
}

export function removeAgencyAlias(
  db: Db,
  reference: string,
  alias: string,
  origin: AuditOrigin,
  actor: AuditActor = null,
): Promise<OperationResult> {
  return changeAgency(db, reference, { origin, actor }, async (tx, agency) => {
    const hostname = registrableHostname(alias);
    if (!hostname || !(await deleteAlias(tx, agency.id, hostname)))
      return { refused: `${alias} is not an alias of ${agency.name}.` };
    return { agency, audit: { action: "agency.alias.remove", before: { hostname } } };
  });
}

/**
 * Makes the agency named by `reference` a member of the group agency named by `groupReference` (its id or any of
 * its hostnames), replacing any group it had, or of none (null). The rule (model/agency-groups.ts) is checked
 * against the rows as they are once both agencies' rows are held, so a concurrent change cannot cross it.
 */
export function changeAgencyGroup(
  db: Db,
  reference: string,
  groupReference: string | null,
  origin: AuditOrigin,
  actor: AuditActor = null,
): Promise<OperationResult> {
  return changeAgency(db, reference, { origin, actor }, async (tx, named) => {
    const group = groupReference === null ? null : await findAgency(tx, groupReference);
    if (groupReference !== null && !group) return { refused: `No agency is ${groupReference}.` };
    await lockAgencyRows(tx, group ? [named.id, group.id] : [named.id]);
    const agencies = await selectAgencies(tx);
    const agency = agencies.find((one) => one.id === named.id);
    if (!agency) return { refused: `No agency is ${reference}.` };
    // Deleted since it was named, before its row was held.
    if (group && !agencies.some((one) => one.id === group.id))
      return { refused: `No agency is ${groupReference}.` };
    const groupId = group?.id ?? null;
    if (agency.groupId === groupId) return { unchanged: agency };
    const refusal = groupRefusal(agencies, agency.id, groupId);
    if (refusal) return { refused: refusal };
    await updateAgencyGroup(tx, agency.id, groupId);
    return {
      agency: { ...agency, groupId },
      audit: { action: "agency.group", before: { groupId: agency.groupId }, after: { groupId } },
    };
  });
}

type ChangeStep =
  | { agency: Agency; audit: { action: string; before?: unknown; after?: unknown } }
  | { unchanged: Agency }
  | { refused: string };

/**
 * One operator action on the agency named by `reference`: the change and its audit row in one transaction, then
 * announced to every process. A refusal or no change writes nothing and announces nothing.
 */
async function changeAgency(
  db: Db,
  reference: string,
  by: { origin: AuditOrigin; actor: AuditActor },
  change: (tx: Db, agency: Agency) => Promise<ChangeStep>,
): Promise<OperationResult> {
  const agency = await findAgency(db, reference);
  if (!agency) return { ok: false, error: `No agency is ${reference}.` };
  const step = await db.transaction(async (tx) => {
    const outcome = await change(tx, agency);
    if ("audit" in outcome)
      await recordAudit(tx, { ...by, subject: `agency:${agency.id}`, ...outcome.audit });
    return outcome;
  });
  if ("refused" in step) return { ok: false, error: step.refused };
  if ("unchanged" in step) return { ok: true, agency: step.unchanged };
  await announceChange(db, "agencies");
  return { ok: true, agency: step.agency };
}
