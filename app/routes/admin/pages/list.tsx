// /admin/pages (issue 15 item 2; owners and editors): the agency's own pages (privacy notice, terms, about us,
// landing pages…) as the draft has them, each with its state against the live site; "Add a page".
import { data } from "react-router";
import type { Route } from "./+types/list";
import { ADMIN_CONTENT_PATH, adminPagePath } from "../../../../domain/admin/admin-urls.ts";
import { rolesFor } from "../../../../modules/staff/model/roles.ts";
import { sitePagePath } from "../../../../domain/urls.ts";
import { pageList } from "../../../../modules/site-editor/index.ts";
import { DoneMessage } from "../admin-fields.tsx";
import { BUTTON } from "../admin-form.tsx";
import { DataTable, type Column } from "../../../ui/data-table.tsx";
import { AdminErrorBoundary, adminPageHeaders } from "../admin-error.tsx";
import { adminHeaders, requireStaff } from "../require-staff.server.ts";
import { doneMessageOf } from "../done-message.ts";

const DONE: Record<string, string> = {
  removed: "Page taken out of the draft: publish the draft to take it off the site.",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context.services, rolesFor("content"));
  const pages = await pageList(context.services.db);
  return data(
    {
      done: doneMessageOf(request, DONE),
      pages: pages.map((page) => ({ ...page, publicPath: sitePagePath(page.slug) })),
    },
    { headers: adminHeaders(context) },
  );
}

export const headers = adminPageHeaders;

export const ErrorBoundary = AdminErrorBoundary;

export const meta = () => [{ title: "Pages · Admin" }];

const PAGE_COLUMNS: Column<Route.ComponentProps["loaderData"]["pages"][number]>[] = [
  {
    header: "Title",
    cell: (row) =>
      row.state === "Removed in the draft" ? (
        row.title
      ) : (
        <a href={adminPagePath(row.slug)} className="underline">
          {row.title}
        </a>
      ),
    rowHeader: true,
  },
  {
    header: "Address",
    cell: (row) =>
      row.state === "New in the draft" ? (
        row.publicPath
      ) : (
        <a href={row.publicPath} className="underline">
          {row.publicPath}
        </a>
      ),
  },
  { header: "State", cell: (row) => row.state },
];

export default function Pages({ loaderData: page }: Route.ComponentProps) {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
      <h1 className="text-2xl font-semibold">Pages</h1>
      <p className="max-w-3xl">
        The agency&rsquo;s own pages, each at its own address. Saving a page makes a draft of the site&rsquo;s
        content: publish it from the page, or with everything else in the draft from{" "}
        <a href={ADMIN_CONTENT_PATH} className="underline">
          Site content
        </a>
        . Menus and footer links point at a page by its address.
      </p>
      <DoneMessage message={page.done} />
      <p>
        <a href={adminPagePath(null)} className={`${BUTTON} inline-block`}>
          Add a page
        </a>
      </p>
      <DataTable
        region="Pages"
        caption={`${page.pages.length} ${page.pages.length === 1 ? "page" : "pages"}`}
        captionClassName="text-left"
        columns={PAGE_COLUMNS}
        rows={page.pages}
        rowAttributes={(row) => ({ "data-page": row.slug })}
      />
    </div>
  );
}
