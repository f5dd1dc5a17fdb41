// /admin/feeds/runs/:id (issue 15 item 6): one import run — its file, way in, kind, outcome and counts; why a
// refused file was refused; the file's warnings; the rows refused (line, reference, field, message); and each
// listing's outcome with its warnings, 50 a page by cursor, filtered by outcome, linking to the listing on the
// desk while it exists. Owners and managers.
import { data } from "react-router";
import type { Route } from "./+types/run";
import { ADMIN_FEEDS_PATH, adminFeedRunPath, adminListingPath } from "../../../../domain/admin/admin-urls.ts";
import {
  IMPORT_COUNT_LABELS,
  ROW_OUTCOME_LABELS,
  ROW_OUTCOMES,
  type ImportCountName,
} from "../../../../modules/feeds/model/feed-terms.ts";
import { parseRunRowsQuery } from "../../../../modules/feeds/model/feed-forms.ts";
import { parseId } from "../../../../modules/leads/model/lead-inbox.ts";
import { formatLeadTime } from "../../../../modules/leads/model/lead-inbox-format.ts";
import { rolesFor } from "../../../../modules/staff/model/roles.ts";
import { groupHeading, importHeadline } from "../../../../modules/feeds/model/warning-report.ts";
import { importRunDetail } from "../../../../modules/feeds/index.ts";
import { SelectField } from "../admin-fields.tsx";
import { BackLink, BUTTON } from "../admin-form.tsx";
import { DataTable, TABLE, type Column } from "../../../ui/data-table.tsx";
import { AdminErrorBoundary, adminPageHeaders } from "../admin-error.tsx";
import { CursorPager } from "../../../ui/pager.tsx";
import { DetailList } from "../../../ui/detail-list.tsx";
import { importRunFacts } from "./import-run-view.ts";
import { ADMIN_HEADERS, adminHeaders, requireStaff } from "../require-staff.server.ts";
import { TitledSection } from "../titled-section.tsx";

const notFound = () => new Response("Not Found", { status: 404, headers: ADMIN_HEADERS });

type Problem = { line?: number | null; reference?: string | null; field?: string | null; message?: string };

const problems = (list: unknown[]) =>
  list.map((item) => {
    const problem = (item ?? {}) as Problem;
    return {
      line: typeof problem.line === "number" ? problem.line : null,
      reference: problem.reference ?? null,
      field: problem.field ?? null,
      message: String(problem.message ?? ""),
    };
  });

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context.services, rolesFor("feeds"));
  const id = parseId(params.id);
  const query = parseRunRowsQuery(new URL(request.url).searchParams);
  const detail = id === null ? null : await importRunDetail(context.services.db, id, query);
  if (!detail) throw notFound();
  const { run } = detail;
  const counts = run.counts ?? {};
  return data(
    {
      run: {
        ...importRunFacts(run),
        finishedAt: run.finishedAt?.toISOString() ?? null,
        counts: (Object.keys(IMPORT_COUNT_LABELS) as ImportCountName[]).map((name) => ({
          name,
          count: counts[name] ?? 0,
        })),
        // What needs attention first, then the warnings grouped by kind (issue 36 item 6).
        headline: importHeadline(run.state, counts, run.state === "succeeded" ? run.message : null),
        groups: run.warningGroups.map((group) => ({ ...group, heading: groupHeading(group) })),
        fileWarnings: problems(run.warnings),
        rowErrors: problems(run.errors),
      },
      outcome: query.outcome ?? "",
      outcomeOptions: [
        { value: "", label: "Every outcome" },
        ...ROW_OUTCOMES.map((value) => ({ value, label: ROW_OUTCOME_LABELS[value] })),
      ],
      rows: detail.rows.map((row) => ({
        id: row.id,
        reference: row.reference,
        outcome: ROW_OUTCOME_LABELS[row.outcome] ?? row.outcome,
        warnings: row.warnings,
        listingId: row.listingId,
      })),
      firstHref: query.after ? adminFeedRunPath(run.id, { outcome: query.outcome }) : null,
      nextHref: detail.next ? adminFeedRunPath(run.id, { outcome: query.outcome, after: detail.next }) : null,
    },
    { headers: adminHeaders(context) },
  );
}

export const headers = adminPageHeaders;

export const ErrorBoundary = AdminErrorBoundary;

export const meta = ({ data: page }: Route.MetaArgs) => [
  { title: page ? `Import ${page.run.id} · Feeds · Admin` : "Import · Feeds · Admin" },
];

type RunPage = Route.ComponentProps["loaderData"];

const COUNT_COLUMNS: Column<RunPage["run"]["counts"][number]>[] = [
  { header: "Count", cell: (count) => IMPORT_COUNT_LABELS[count.name], rowHeader: true },
  {
    header: "Number",
    cell: (count) => count.count,
    cellClassName: "text-right tabular-nums",
    cellAttributes: (count) => ({ "data-count": count.name }),
  },
];

const orDash = (value: string | number | null | undefined) => value ?? "—";

const ROW_ERROR_COLUMNS: Column<RunPage["run"]["rowErrors"][number]>[] = [
  { header: "Line", cell: (error) => orDash(error.line) },
  { header: "Reference", cell: (error) => orDash(error.reference) },
  { header: "Field", cell: (error) => orDash(error.field) },
  { header: "Message", cell: (error) => error.message },
];

const RUN_ROW_COLUMNS: Column<RunPage["rows"][number]>[] = [
  { header: "Reference", cell: (row) => row.reference, rowHeader: true },
  { header: "Outcome", cell: (row) => row.outcome },
  {
    header: "Warnings",
    cell: (row) =>
      row.warnings.length === 0 ? (
        "—"
      ) : (
        <ul className="list-disc pl-4">
          {row.warnings.map((warning, i) => (
            <li key={i}>{warning}</li>
          ))}
        </ul>
      ),
  },
  {
    header: "Listing",
    cell: (row) =>
      row.listingId ? (
        <a href={adminListingPath(row.listingId)} className="underline">
          Listing {row.listingId}
        </a>
      ) : (
        "—"
      ),
  },
];

export default function ImportRun({ loaderData: page }: Route.ComponentProps) {
  const { run } = page;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
      <BackLink href={ADMIN_FEEDS_PATH}>Back to feeds</BackLink>
      <h1 className="text-2xl font-semibold">{`Import ${run.id}: ${run.source}`}</h1>
      <DetailList
        className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1"
        details={[
          { term: "File", detail: run.fileName, className: "break-all" },
          { term: "Way in", detail: run.way },
          { term: "Kind", detail: run.mode },
          { term: "Started", detail: <time dateTime={run.startedAt}>{formatLeadTime(run.startedAt)}</time> },
          {
            term: "Finished",
            detail: run.finishedAt ? (
              <time dateTime={run.finishedAt}>{formatLeadTime(run.finishedAt)}</time>
            ) : (
              "Not yet"
            ),
          },
          { term: "Outcome", detail: run.stateLabel, attributes: { "data-run-state": run.state } },
        ]}
      />
      {run.state === "refused" ? (
        <p role="alert" className="rounded border border-red-700 px-3 py-2 text-red-700">
          {`The file was refused whole and nothing was changed: ${run.message ?? ""}`}
        </p>
      ) : run.state === "failed" ? (
        <p role="alert" className="rounded border border-red-700 px-3 py-2 text-red-700">
          {`The import failed: ${run.message ?? ""}. Listings written before it stopped stay; run the file again to finish.`}
        </p>
      ) : run.message ? (
        <p className="rounded border border-black/40 px-3 py-2">{run.message}</p>
      ) : null}

      <p data-run-headline className="font-semibold">
        {run.headline}
      </p>
      {run.groups.length > 0 ? (
        <TitledSection id="warning-groups-title" title="What to look at">
          <ul className="flex flex-col gap-3">
            {run.groups.map((group) => (
              <li key={group.kind} data-warning-group={group.kind}>
                <p className="font-semibold">{group.heading}</p>
                <ul className="ml-5 list-disc break-words">
                  {group.examples.map((example, i) => (
                    <li key={i}>{example}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </TitledSection>
      ) : null}

      <DataTable
        className={TABLE}
        caption="Counts"
        captionClassName="text-left font-semibold"
        headerRow={false}
        columns={COUNT_COLUMNS}
        rows={run.counts}
        rowClassName="border-t border-black/20"
      />

      {run.fileWarnings.length > 0 ? (
        <TitledSection
          id="file-warnings-title"
          title={<>Warnings about the file ({run.fileWarnings.length})</>}
        >
          <ul className="list-disc pl-6">
            {run.fileWarnings.map((warning, i) => (
              <li key={i}>
                {warning.field ? `${warning.field}: ` : ""}
                {warning.message}
              </li>
            ))}
          </ul>
        </TitledSection>
      ) : null}

      {run.rowErrors.length > 0 ? (
        <TitledSection id="row-errors-title" title={<>Rows refused ({run.rowErrors.length})</>}>
          <p className="text-sm">
            These rows were skipped; the rest of the file was imported. The log keeps the first 1,000.
          </p>
          <DataTable
            region="Skipped rows"
            columns={ROW_ERROR_COLUMNS}
            rows={run.rowErrors}
            rowAttributes={() => ({ "data-row-error": true })}
          />
        </TitledSection>
      ) : null}

      <TitledSection id="rows-title" title="Listings" className="flex flex-col gap-3">
        <form method="get" action={adminFeedRunPath(run.id)} className="flex flex-wrap items-end gap-3">
          <SelectField
            id="run-outcome"
            name="outcome"
            label="Outcome"
            defaultValue={page.outcome}
            options={page.outcomeOptions}
          />
          <button type="submit" className={BUTTON}>
            Show
          </button>
        </form>
        <DataTable
          region="Listings of this import"
          caption="Each listing of the import with its outcome and warnings"
          columns={RUN_ROW_COLUMNS}
          rows={page.rows}
          rowAttributes={(row) => ({ "data-run-row": row.reference })}
          empty={`No listing ${page.outcome ? "with this outcome " : ""}in this import.`}
        />
        <CursorPager label="Pages of listings" first="First listings" next="More listings" hrefs={page} />
      </TitledSection>
    </div>
  );
}
