// /admin/sections (issue 15 item 3): the sections of the site's content edited form by form: the auctions page,
// the antiques and agriculture sales events, the professional services pages; adding an event or a page.
import { BackLink } from "../admin-form.tsx";
import { data } from "react-router";
import type { Route } from "./+types/list";
import {
  ADMIN_AUCTIONS_EDITOR_PATH,
  ADMIN_CONTENT_PATH,
  adminContentSectionPath,
  adminSalesEventPath,
  adminServicesPagePath,
} from "../../../../domain/admin/admin-urls.ts";
import { rolesFor } from "../../../../modules/staff/model/roles.ts";
import { sectionsToEdit } from "../../../../modules/site-editor/index.ts";
import { DoneMessage } from "../admin-fields.tsx";
import { DataTable, nameColumn, TABLE, type Column } from "../../../ui/data-table.tsx";
import { AdminErrorBoundary, adminPageHeaders } from "../admin-error.tsx";
import { adminHeaders, requireStaff } from "../require-staff.server.ts";
import { TitledSection } from "../titled-section.tsx";
import { doneMessageOf } from "../done-message.ts";

const DONE: Record<string, string> = {
  removed: "Removed in the draft. Publish the draft on the Site content page to take it off the site.",
};

const KIND_LABELS: Record<string, string> = { antiques: "Antiques", agriculture: "Agriculture" };

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context.services, rolesFor("content"));
  const { sections, fromDraft } = await sectionsToEdit(context.services.db);
  return data(
    {
      done: doneMessageOf(request, DONE),
      fromDraft,
      auctions: sections.auctions ? { title: sections.auctions.title } : null,
      events: sections.salesEvents.map(({ kind, title, date, slug }) => ({ kind, title, date, slug })),
      services: sections.services.map(({ title, slug }) => ({ title, slug })),
    },
    { headers: adminHeaders(context) },
  );
}

export const headers = adminPageHeaders;

export const ErrorBoundary = AdminErrorBoundary;

export const meta = () => [{ title: "Sections · Admin" }];

const ADD = "inline-flex min-h-6 items-center rounded border border-black px-4 py-2";

const EVENT_COLUMNS: Column<Route.ComponentProps["loaderData"]["events"][number]>[] = [
  // An event is edited by its place in the section's list.
  nameColumn("Event", (event, index) => ({ href: adminSalesEventPath(index), text: event.title })),
  { header: "Kind", cell: (event) => KIND_LABELS[event.kind] },
  { header: "Date", cell: (event) => event.date, cellClassName: "tabular-nums" },
  { header: "Address", cell: (event) => `/${event.kind}/${event.slug}` },
];

export default function SectionsList({ loaderData: page }: Route.ComponentProps) {
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8">
      <h1 className="text-2xl font-semibold">Sections</h1>
      <p>
        The auctions page, the antiques and agriculture sales events and the professional services pages. A
        save goes into the {page.fromDraft ? "draft" : "draft (made from the live content on the first save)"}
        ; the site changes when the draft is published on the{" "}
        <a href={ADMIN_CONTENT_PATH} className="underline">
          Site content
        </a>{" "}
        page. The whole section can also be edited{" "}
        <a href={adminContentSectionPath("sections")} className="underline">
          as its JSON document
        </a>
        .
      </p>
      <DoneMessage message={page.done} />

      <TitledSection id="auctions-title" title="Auctions page">
        <BackLink href={ADMIN_AUCTIONS_EDITOR_PATH}>
          {page.auctions ? `Edit the auctions page: ${page.auctions.title}` : "Add the auctions page"}
        </BackLink>
      </TitledSection>

      <TitledSection id="events-title" title="Sales events">
        <DataTable
          className={TABLE}
          caption="Sales events"
          columns={EVENT_COLUMNS}
          rows={page.events}
          rowClassName="border-t border-black/20"
          empty="No sales events yet."
        />
        <p>
          <a href={adminSalesEventPath("new")} className={ADD}>
            Add a sales event
          </a>
        </p>
      </TitledSection>

      <TitledSection id="services-title" title="Professional services pages">
        {page.services.length ? (
          <ul className="list-disc pl-6">
            {page.services.map((service, index) => (
              <li key={service.slug} className="py-1">
                <a href={adminServicesPagePath(index)} className="underline">
                  {service.title}
                </a>{" "}
                (/services/{service.slug})
              </li>
            ))}
          </ul>
        ) : (
          <p>No services pages yet.</p>
        )}
        <p>
          <a href={adminServicesPagePath("new")} className={ADD}>
            Add a services page
          </a>
        </p>
      </TitledSection>
    </div>
  );
}
