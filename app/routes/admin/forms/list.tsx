// /admin/forms (issue 15 item 3; owners and editors): the site's form definitions (the new-homes enquiry form
// that developments' pages open, and any other), each with its fields, linked to its editor.
import { data } from "react-router";
import type { Route } from "./+types/list";
import { adminFormPath } from "../../../../domain/admin/admin-urls.ts";
import { rolesFor } from "../../../../modules/staff/model/roles.ts";
import { listForms } from "../../../../modules/leads/index.ts";
import { DataTable, nameColumn, type Column } from "../../../ui/data-table.tsx";
import { AdminErrorBoundary, adminPageHeaders } from "../admin-error.tsx";
import { adminHeaders, requireStaff } from "../require-staff.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context.services, rolesFor("content"));
  const forms = await listForms(context.services.db);
  return data(
    {
      forms: forms.map((form) => ({
        id: form.id,
        name: form.name,
        slug: form.slug,
        fields: form.elements.length,
        files: form.elements.filter((element) => element.inputType === "file").length,
      })),
    },
    { headers: adminHeaders(context) },
  );
}

export const headers = adminPageHeaders;

export const ErrorBoundary = AdminErrorBoundary;

export const meta = () => [{ title: "Forms · Admin" }];

const FORM_COLUMNS: Column<Route.ComponentProps["loaderData"]["forms"][number]>[] = [
  nameColumn("Form", (form) => ({ href: adminFormPath(form.id), text: form.name })),
  { header: "Key", cell: (form) => form.slug },
  { header: "Fields", cell: (form) => form.fields, cellClassName: "tabular-nums" },
  { header: "Uploads", cell: (form) => form.files, cellClassName: "tabular-nums" },
];

export default function Forms({ loaderData: page }: Route.ComponentProps) {
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8">
      <h1 className="text-2xl font-semibold">Forms</h1>
      <p>The forms visitors fill in on the site, built from these definitions.</p>
      <DataTable
        caption="Form definitions"
        columns={FORM_COLUMNS}
        rows={page.forms}
        rowClassName="border-t border-black/20"
      />
    </div>
  );
}
