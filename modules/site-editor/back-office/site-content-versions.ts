// The site's content in the back office (issue 15 item 1): every save makes a new version (a draft), checked by
// the same schemas `npm run content:load` uses; publishing the draft makes it the live content in one
// transaction and announces it, so every page shows it on the next request; any version can be compared with
// another and rolled back to (a new version, published at once). Content writes hold one advisory lock, so two
// editors saving different sections at once both land in the draft.
import type { Db } from "../../../db/client.ts";
import {
  readSiteContent,
  replaceSiteContent,
  discardDrafts,
  insertContentVersion,
  lockContentVersions,
  markVersionPublished,
  selectContentVersion,
  selectContentVersions,
  selectDraftVersion,
  selectPublishedVersion,
  type ContentVersionRow,
  type ContentVersionSummary,
} from "../../content/index.ts";
import { contentSection } from "../../content/model/content-sections.ts";
import { changedSections, contentDiff, type ContentChange } from "../../content/model/content-diff.ts";
import {
  parseSiteContentFile,
  siteContentSchemas,
  type SiteContent,
} from "../../content/model/site-content.ts";
import { auditedWrite, recordAudit, type WriteActor, type WriteStep } from "../../audit/index.ts";
import { thirdPartyStatisticsOrigins } from "../../content/model/first-party-statistics.ts";
import type { SignedInStaff } from "../../staff/index.ts";

export const CONTENT_HISTORY_LENGTH = 50;

type Content = Record<string, unknown>;
type Actor = WriteActor & { staff: Pick<SignedInStaff, "id" | "email" | "role"> };

export type ContentWriteResult =
  | { kind: "done"; versionId: number }
  | { kind: "unchanged" }
  | { kind: "invalid"; problems: string[] }
  | { kind: "refused"; message: string }
  | { kind: "missing" };

const BASELINE_NOTE = "The site's content before the first edit here";
const OWNER_ONLY_MESSAGE = "Only an owner can change the analytics snippets";

/** What the editors start from: the draft, else the live version, else the live rows (a site never edited here). */
export async function workingState(db: Db) {
  const published = await selectPublishedVersion(db);
  const draft = await selectDraftVersion(db, published?.id ?? 0);
  const live = (published?.content as Content | undefined) ?? ((await readSiteContent(db)) as Content);
  return { published, draft, live, working: (draft?.content as Content | undefined) ?? live };
}

export type ContentOverview = {
  published: ContentVersionSummary | null;
  draft: ContentVersionSummary | null;
  /** The sections the draft changes against the live content. */
  draftSections: string[];
  versions: ContentVersionSummary[];
};

const summary = (row: ContentVersionRow | null): ContentVersionSummary | null => {
  if (!row) return null;
  const { content: _content, ...rest } = row;
  return rest;
};

export async function contentOverview(db: Db): Promise<ContentOverview> {
  const { published, draft, live } = await workingState(db);
  return {
    published: summary(published),
    draft: summary(draft),
    draftSections: draft ? changedSections(contentDiff(live, draft.content)) : [],
    versions: await selectContentVersions(db, CONTENT_HISTORY_LENGTH),
  };
}

/** One section as the editor shows it: the draft's value (else the live one). */
export async function contentSectionValue(db: Db, key: string) {
  const { working, draft } = await workingState(db);
  return { value: working[key] ?? null, fromDraft: draft !== null };
}

/** Checks one section with its content schema; each problem names the field by its path. */
export function checkSection(
  key: string,
  value: unknown,
): { ok: true; value: unknown } | { ok: false; problems: string[] } {
  const schema = siteContentSchemas[key as keyof typeof siteContentSchemas];
  if (!schema) return { ok: false, problems: [`${key}: not a section of the site's content`] };
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, value: parsed.data };
  return {
    ok: false,
    problems: parsed.error.issues.map((issue) => `${[key, ...issue.path].join(".")}: ${issue.message}`),
  };
}

const mayChangeAnalytics = (staff: Pick<SignedInStaff, "role">) => staff.role === "owner";

/** A version that would change the live analytics is for owners only, whoever publishes it. */
function analyticsGuard(actor: Actor, live: Content, next: Content): string | null {
  if (mayChangeAnalytics(actor.staff)) return null;
  return JSON.stringify(live.analytics ?? null) === JSON.stringify(next.analytics ?? null)
    ? null
    : `${OWNER_ONLY_MESSAGE}: this version changes them`;
}

/**
 * Issue 41: the agency's own statistics reach only its own addresses, the site's name `siteHost` or a name under
 * its domain (modules/content/model/first-party-statistics.ts). Checked where the site's name is known: a save
 * in the back office.
 */
function firstPartyProblems(key: string, value: unknown, siteHost: string | undefined): string[] {
  if (key !== "analytics" || !siteHost) return [];
  const origins = (value as { statisticsOrigins?: string[] }).statisticsOrigins ?? [];
  return thirdPartyStatisticsOrigins(origins, siteHost).map(
    (origin) =>
      `analytics.statisticsOrigins: ${origin} is not this site's own address (${siteHost} or a name under its domain): a third party's statistics go with the analytics tags, which wait for consent`,
  );
}

/** The agency's "statistics without asking" (issue 41) in a content document. */
const statisticsWithoutAsking = (content: Content) =>
  (content.analytics as { statisticsWithoutAsking?: unknown } | undefined)?.statisticsWithoutAsking === true;

/**
 * Issue 41: a version going live that switches the statistics without asking on or off is audited on its own,
 * with who, when, before and after, besides the version's publish or rollback row.
 */
async function auditStatisticsSwitch(
  tx: Db,
  actor: Actor,
  versionId: number,
  live: Content,
  next: Content,
): Promise<void> {
  const before = statisticsWithoutAsking(live);
  const after = statisticsWithoutAsking(next);
  if (before === after) return;
  await recordAudit(tx, {
    actor: { staffId: actor.staff.id, email: actor.staff.email },
    action: "content.statistics-without-asking",
    subject: `content-version:${versionId}`,
    before: { statisticsWithoutAsking: before },
    after: { statisticsWithoutAsking: after },
    origin: actor.origin,
  });
}

/** Saves one section into a new draft version (the working content with that section replaced). */
export async function saveContentSection(
  db: Db,
  actor: Actor,
  key: string,
  value: unknown,
  /** The name the back office was reached by: the agency's site, whose own addresses first-party means. */
  options: { siteHost?: string } = {},
): Promise<ContentWriteResult> {
  const section = contentSection(key);
  if (!section) return { kind: "missing" };
  if (section.ownerOnly && !mayChangeAnalytics(actor.staff))
    return { kind: "refused", message: OWNER_ONLY_MESSAGE };
  const checked = checkSection(key, value);
  if (!checked.ok) return { kind: "invalid", problems: checked.problems };
  const thirdParty = firstPartyProblems(key, checked.value, options.siteHost);
  if (thirdParty.length) return { kind: "invalid", problems: thirdParty };
  return auditedWrite<ContentWriteResult>(db, actor, "content", async (tx) => {
    await lockContentVersions(tx);
    const { working, published, live } = await workingState(tx);
    // A site whose content came only from the seed or a file before versions existed: its live content becomes
    // the first version, so the first edit can be compared with it and rolled back.
    if (!published)
      await insertContentVersion(tx, {
        content: live,
        note: BASELINE_NOTE,
        createdBy: null,
        published: true,
      });
    const next = { ...working, [key]: checked.value };
    const changes = contentDiff(working[key], checked.value, key);
    if (changes.length === 0) return { value: { kind: "unchanged" } };
    const version = await insertContentVersion(tx, {
      content: next,
      note: `${section.label} edited`,
      createdBy: { staffId: actor.staff.id, email: actor.staff.email },
      published: false,
    });
    // The audit keeps the paths changed; the versions keep the values.
    return versionWritten(version.id, "content.save", {
      section: key,
      paths: changes.map((change) => change.path).slice(0, 100),
    });
  });
}

/** A write that made, published or discarded a version: done, and audited against that version. */
function versionWritten(versionId: number, action: string, after: object): WriteStep<ContentWriteResult> {
  return {
    value: { kind: "done", versionId },
    audit: { action, subject: `content-version:${versionId}`, after },
  };
}

/** Makes `content` live: the rows pages read replaced, and `versionId` marked published. */
async function goLive(tx: Db, content: Content): Promise<string[] | null> {
  const parsed = parseSiteContentFile(content);
  if (!parsed.ok) return parsed.problems;
  await replaceSiteContent(tx, parsed.content as Partial<SiteContent>);
  return null;
}

export async function publishDraft(db: Db, actor: Actor): Promise<ContentWriteResult> {
  return auditedWrite<ContentWriteResult>(db, actor, "content", async (tx) => {
    await lockContentVersions(tx);
    const { draft, live } = await workingState(tx);
    if (!draft) return { value: { kind: "unchanged" } };
    const content = draft.content as Content;
    const guard = analyticsGuard(actor, live, content);
    if (guard) return { value: { kind: "refused", message: guard } };
    const problems = await goLive(tx, content);
    if (problems) return { value: { kind: "invalid", problems } };
    await markVersionPublished(tx, draft.id);
    await auditStatisticsSwitch(tx, actor, draft.id, live, content);
    return versionWritten(draft.id, "content.publish", {
      sections: changedSections(contentDiff(live, content)),
    });
  });
}

export async function discardDraft(db: Db, actor: Actor): Promise<ContentWriteResult> {
  return auditedWrite<ContentWriteResult>(db, actor, "content", async (tx) => {
    await lockContentVersions(tx);
    const { published, draft } = await workingState(tx);
    if (!draft) return { value: { kind: "unchanged" } };
    const discarded = await discardDrafts(tx, published?.id ?? 0);
    return versionWritten(draft.id, "content.discard", { discarded });
  });
}

/** Rolls the site back to an earlier version: a new version with its content, published at once. */
export async function rollBackTo(db: Db, actor: Actor, versionId: number): Promise<ContentWriteResult> {
  return auditedWrite<ContentWriteResult>(db, actor, "content", async (tx) => {
    await lockContentVersions(tx);
    const target = await selectContentVersion(tx, versionId);
    if (!target) return { value: { kind: "missing" } };
    const { live } = await workingState(tx);
    const content = target.content as Content;
    const guard = analyticsGuard(actor, live, content);
    if (guard) return { value: { kind: "refused", message: guard } };
    const problems = await goLive(tx, content);
    if (problems) return { value: { kind: "invalid", problems } };
    const version = await insertContentVersion(tx, {
      content,
      note: `Rolled back to version ${versionId}`,
      createdBy: { staffId: actor.staff.id, email: actor.staff.email },
      published: true,
    });
    await auditStatisticsSwitch(tx, actor, version.id, live, content);
    return versionWritten(version.id, "content.rollback", {
      to: versionId,
      sections: changedSections(contentDiff(live, content)),
    });
  });
}

export async function contentVersionExists(db: Db, id: number): Promise<boolean> {
  return (await selectContentVersion(db, id)) !== null;
}

/** What changed from one version to another ("live" and "draft" stand for those versions). */
export async function compareVersions(
  db: Db,
  from: number | "live",
  to: number | "draft",
): Promise<{ from: number | null; to: number | null; changes: ContentChange[] } | null> {
  const { published, draft, live } = await workingState(db);
  const fromRow = from === "live" ? published : await selectContentVersion(db, from);
  const toRow = to === "draft" ? draft : await selectContentVersion(db, to);
  if (from !== "live" && !fromRow) return null;
  if (!toRow) return null;
  const before = (fromRow?.content as Content | undefined) ?? live;
  return { from: fromRow?.id ?? null, to: toRow.id, changes: contentDiff(before, toRow.content) };
}
