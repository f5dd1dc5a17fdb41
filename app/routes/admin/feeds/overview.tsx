// /admin/feeds (issue 15 item 6): the feed sources (seen in the import log, among listings or among keys) with
// their live listings, last import and push API keys; "import this file now"; and the import log, newest
// first, 50 a page by cursor. Owners and managers open it; creating and revoking keys is for owners
// (rolesFor("feed-keys")): a new key is shown once, in the answer to the post, and stored only as its SHA-256.
import { data, redirect } from "react-router";
import type { Route } from "./+types/overview";
import {
  ADMIN_FEED_UPLOAD_PATH,
  ADMIN_FEEDS_PATH,
  adminFeedRunPath,
  adminFeedsPath,
  withDone,
} from "../../../../domain/admin/admin-urls.ts";
import {
  FEED_DONE_MESSAGES,
  IMPORT_COUNT_LABELS,
  formatMegabytes,
} from "../../../../modules/feeds/model/feed-terms.ts";
import {
  createKeyForm,
  feedKeyNameField,
  feedSourceField,
  parseImportLogQuery,
} from "../../../../modules/feeds/model/feed-forms.ts";
import { htmlConstraints } from "../../../../domain/admin/form-constraints.ts";
import { parseForm } from "../../../../platform/form-submission.ts";
import { parseId } from "../../../../modules/leads/model/lead-inbox.ts";
import { formatLeadTime } from "../../../../modules/leads/model/lead-inbox-format.ts";
import { rolesFor, staffMayOpen } from "../../../../modules/staff/model/roles.ts";
import { feedPushPath } from "../../../../modules/feeds/model/push-api.ts";
import type { FeedApiKeySummary } from "../../../../modules/feeds/index.ts";
import {
  createKey,
  feedsOverview,
  revokeKey,
  type ImportRunListRow,
} from "../../../../modules/feeds/index.ts";
import { readFields } from "../../_http/request.ts";
import { DoneMessage, InputField } from "../admin-fields.tsx";
import { BUTTON, SECONDARY_BUTTON, TokenInput } from "../admin-form.tsx";
import { DataTable, nameColumn, type Column } from "../../../ui/data-table.tsx";
import { AdminErrorBoundary, adminPageHeaders } from "../admin-error.tsx";
import {
  ADMIN_HEADERS,
  adminHeaders,
  auditOrigin,
  requireStaff,
  requireStaffArea,
} from "../require-staff.server.ts";
import { CursorPager } from "../../../ui/pager.tsx";
import { importRunFacts } from "./import-run-view.ts";
import { UploadForm } from "./upload-form.tsx";
import { TitledForm, TitledSection } from "../titled-section.tsx";
import { doneMessageOf } from "../done-message.ts";

const COUNT_NAMES = ["created", "updated", "unchanged", "withdrawn", "skipped", "heldBack"] as const;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function runView(run: ImportRunListRow) {
  const counts = run.counts ?? {};
  return {
    ...importRunFacts(run),
    counts: Object.fromEntries(COUNT_NAMES.map((name) => [name, counts[name] ?? 0])) as Record<
      (typeof COUNT_NAMES)[number],
      number
    >,
    warnings: counts.warnings ?? 0,
    errors: counts.errors ?? 0,
  };
}

const keyView = (key: FeedApiKeySummary) => ({
  id: key.id,
  source: key.source,
  name: key.name,
  createdAt: key.createdAt.toISOString(),
  lastUsedAt: iso(key.lastUsedAt),
  revokedAt: iso(key.revokedAt),
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context.services, rolesFor("feeds"));
  const { db, config } = context.services;
  const params = new URL(request.url).searchParams;
  const query = parseImportLogQuery(params);
  const overview = await feedsOverview(db, query);
  return data(
    {
      token: context.session.authenticityToken,
      manageKeys: staffMayOpen(staff, "feed-keys"),
      done: doneMessageOf(request, FEED_DONE_MESSAGES),
      sources: overview.sources.map((source) => ({
        source: source.source,
        liveListings: source.liveListings,
        pushPath: feedPushPath(source.source),
        lastRun: source.lastRun ? runView(source.lastRun) : null,
        keys: source.keys.map(keyView),
      })),
      runs: overview.runs.map(runView),
      firstHref: query.before ? ADMIN_FEEDS_PATH : null,
      nextHref: overview.next ? adminFeedsPath(overview.next) : null,
      upload: {
        maxLabel: formatMegabytes(config.feeds.uploadMaxBytes),
        sourceConstraints: htmlConstraints(feedSourceField),
        defaultSource: config.feeds.defaultSource,
      },
      keyConstraints: {
        source: htmlConstraints(feedSourceField),
        name: htmlConstraints(feedKeyNameField),
      },
    },
    { headers: adminHeaders(context) },
  );
}

const textOf = (value: unknown) => (typeof value === "string" ? value : undefined);
const notFound = () => new Response("Not Found", { status: 404, headers: ADMIN_HEADERS });

/** Keys: `intent=create-key` (source, name) or `intent=revoke-key` (key_id). Owners only. */
export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context;
  const staff = await requireStaffArea(request, services, "feed-keys");
  const fields = await readFields(request);
  const origin = auditOrigin(request, context.ip);
  if (fields.intent === "revoke-key") {
    const id = parseId(typeof fields.key_id === "string" ? fields.key_id : undefined);
    const revoked = id === null ? null : await revokeKey(services.db, staff, id, origin);
    if (!revoked) throw notFound();
    return redirect(withDone(ADMIN_FEEDS_PATH, "revoked"), { status: 303, headers: adminHeaders(context) });
  }
  if (fields.intent !== "create-key") {
    throw new Response("Bad Request", { status: 400, headers: ADMIN_HEADERS });
  }
  const parsed = parseForm(createKeyForm, { source: textOf(fields.source), name: textOf(fields.name) });
  if (!parsed.ok) {
    return data(
      {
        created: null,
        errors: parsed.errors,
        values: { source: String(fields.source ?? ""), name: String(fields.name ?? "") },
      },
      { status: 422, headers: adminHeaders(context) },
    );
  }
  const created = await createKey(services.db, staff, parsed.data, origin);
  // The one place the key is ever shown: this answer (no-store), never a redirect or the audit log.
  return data(
    {
      created: { id: created.id, source: created.source, name: created.name, key: created.key },
      errors: {} as Record<string, string[]>,
      values: { source: "", name: "" },
    },
    { headers: adminHeaders(context) },
  );
}

export const headers = adminPageHeaders;

export const ErrorBoundary = AdminErrorBoundary;

export const meta = () => [{ title: "Feeds · Admin" }];

type RunView = ReturnType<typeof runView>;

type KeyView = ReturnType<typeof keyView>;

function keyColumns(manageKeys: boolean, token: string): (Column<KeyView> | false)[] {
  return [
    { header: "Name", cell: (key) => key.name, rowHeader: true },
    {
      header: "Created",
      cell: (key) => <time dateTime={key.createdAt}>{formatLeadTime(key.createdAt)}</time>,
    },
    {
      header: "Last used",
      cell: (key) =>
        key.lastUsedAt ? <time dateTime={key.lastUsedAt}>{formatLeadTime(key.lastUsedAt)}</time> : "Never",
    },
    {
      header: "State",
      cell: (key) =>
        key.revokedAt ? (
          <>
            Revoked <time dateTime={key.revokedAt}>{formatLeadTime(key.revokedAt)}</time>
          </>
        ) : (
          "Active"
        ),
    },
    manageKeys && {
      header: "Action",
      cell: (key) =>
        key.revokedAt ? null : (
          <form method="post" action={ADMIN_FEEDS_PATH}>
            <TokenInput token={token} />
            <input type="hidden" name="intent" value="revoke-key" />
            <input type="hidden" name="key_id" value={key.id} />
            <button type="submit" className={SECONDARY_BUTTON} aria-label={`Revoke key ${key.name}`}>
              Revoke
            </button>
          </form>
        ),
    },
  ];
}

const RUN_COLUMNS: Column<RunView>[] = [
  nameColumn("When", (run) => ({
    href: adminFeedRunPath(run.id),
    text: <time dateTime={run.startedAt}>{formatLeadTime(run.startedAt)}</time>,
  })),
  { header: "Source", cell: (run) => run.source },
  { header: "File", cell: (run) => run.fileName, cellClassName: "break-all" },
  { header: "Way in", cell: (run) => run.way },
  { header: "Kind", cell: (run) => run.mode },
  {
    header: "Outcome",
    cell: (run) => (
      <>
        {run.stateLabel}
        {run.message ? <p className="text-xs">{run.message}</p> : null}
      </>
    ),
  },
  ...[...COUNT_NAMES, "warnings" as const].map((name): Column<RunView> => ({
    header: IMPORT_COUNT_LABELS[name],
    cell: (run) => (name === "warnings" ? run.warnings : run.counts[name]),
    headerClassName: "text-right",
    cellClassName: "text-right tabular-nums",
  })),
];

/** The new key form's two fields. */
const KEY_FIELDS = [
  { name: "source", label: "Source", hint: "Lower-case letters, digits, - and _" },
  { name: "name", label: "Name (optional)", hint: 'e.g. "Reapit live"' },
] as const;

export default function Feeds({ loaderData: page, actionData }: Route.ComponentProps) {
  const created = actionData?.created ?? null;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
      <h1 className="text-2xl font-semibold">Feeds</h1>
      <DoneMessage message={page.done} />
      {created ? (
        <section
          role="status"
          aria-labelledby="new-key-title"
          data-new-key
          className="flex flex-col gap-2 rounded border border-green-800 bg-green-50 px-3 py-2 text-green-900"
        >
          <h2 id="new-key-title" className="text-lg font-semibold">
            New key for {created.source}: copy it now
          </h2>
          <p>
            This is the only time the key is shown: Openhouse keeps only a fingerprint of it. Give it to the
            CRM for <code>POST {`/api/feeds/${created.source}/listings`}</code> as{" "}
            <code>Authorization: Bearer …</code>.
          </p>
          <p>
            <code data-plain-key className="break-all rounded bg-white px-2 py-1 text-black">
              {created.key}
            </code>
          </p>
        </section>
      ) : null}

      <TitledSection id="sources-title" title="Sources" className="flex flex-col gap-3">
        {page.sources.length === 0 ? (
          <p>No feed has been imported yet, and no source has a key.</p>
        ) : (
          page.sources.map((source) => (
            <section
              key={source.source}
              aria-labelledby={`source-${source.source}`}
              data-feed-source={source.source}
              className="flex flex-col gap-2 rounded border border-black/20 p-3"
            >
              <h3 id={`source-${source.source}`} className="text-lg font-semibold">
                {source.source}
              </h3>
              <p>
                {`${source.liveListings} live ${source.liveListings === 1 ? "listing" : "listings"}.`}{" "}
                {source.lastRun ? (
                  <>
                    Last import:{" "}
                    <a href={adminFeedRunPath(source.lastRun.id)} className="underline">
                      <time dateTime={source.lastRun.startedAt}>
                        {formatLeadTime(source.lastRun.startedAt)}
                      </time>
                    </a>
                    , {source.lastRun.stateLabel.toLowerCase()} ({source.lastRun.way.toLowerCase()}):{" "}
                    {source.lastRun.counts.created} created, {source.lastRun.counts.updated} updated,{" "}
                    {source.lastRun.counts.unchanged} unchanged, {source.lastRun.counts.withdrawn} withdrawn,{" "}
                    {source.lastRun.counts.skipped} skipped.
                  </>
                ) : (
                  "Never imported."
                )}
              </p>
              {source.lastRun?.message ? <p className="text-sm">{source.lastRun.message}</p> : null}
              <DataTable
                region="Push API keys"
                caption={`Push API keys (${source.pushPath})`}
                captionClassName="text-left text-sm font-semibold"
                columns={keyColumns(page.manageKeys, page.token)}
                rows={source.keys}
                rowAttributes={(key) => ({ "data-feed-key": key.id })}
                empty="No push API key."
                emptyClassName="text-sm"
              />
            </section>
          ))
        )}
      </TitledSection>

      {page.manageKeys ? (
        <TitledForm
          id="new-key-form-title"
          title="Create a push API key"
          method="post"
          action={ADMIN_FEEDS_PATH}
          className="flex flex-col gap-3"
        >
          <p className="text-sm">
            A CRM that pushes JSON sends the key with each push. The key is shown once, on the page that
            answers this form; revoke it here when it leaks or the CRM changes.
          </p>
          <TokenInput token={page.token} />
          <input type="hidden" name="intent" value="create-key" />
          <div className="flex flex-wrap items-start gap-3">
            {KEY_FIELDS.map(({ name, label, hint }) => (
              <InputField
                key={name}
                id={`new-key-${name}`}
                name={name}
                label={label}
                hint={hint}
                defaultValue={actionData?.values[name] ?? ""}
                errors={actionData?.errors[name]}
                constraints={page.keyConstraints[name]}
              />
            ))}
          </div>
          <div>
            <button type="submit" className={BUTTON}>
              Create key
            </button>
          </div>
        </TitledForm>
      ) : (
        <p className="text-sm">Push API keys are created and revoked by owners.</p>
      )}

      <UploadForm
        token={page.token}
        maxLabel={page.upload.maxLabel}
        sourceConstraints={page.upload.sourceConstraints}
        defaultSource={page.upload.defaultSource}
      />
      <p className="text-sm">
        Also on a page of its own:{" "}
        <a href={ADMIN_FEED_UPLOAD_PATH} className="underline">
          import a feed file
        </a>
        .
      </p>

      <TitledSection id="log-title" title="Import log" className="flex flex-col gap-3">
        <DataTable
          region="Feed imports"
          caption="Feed imports, newest first"
          columns={RUN_COLUMNS}
          rows={page.runs}
          rowAttributes={(run) => ({ "data-import-run": run.id })}
          empty="Nothing has been imported yet."
        />
        <CursorPager
          label="Pages of the import log"
          first="Newest imports"
          next="Older imports"
          hrefs={page}
        />
      </TitledSection>
    </div>
  );
}
