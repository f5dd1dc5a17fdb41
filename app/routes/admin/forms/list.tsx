// /admin/forms (issue 15 item 3; owners and editors): the site's form definitions (the new-homes enquiry form
// that developments' pages open, and any other), each with its fields, linked to its editor.
import { data } from "react-router";
import type { Route } from "./+types/list";
import { adminFormPath } from "../../../../domain/admin/admin-urls.ts";
import { rolesFor } from "../../../../modules/staff/model/roles.ts";
import { listForms } from "../../../../modules/leads/index.ts";
import { TABLE, TableRegion } from "../admin-form.tsx";
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

export function headers(args: Route.HeadersArgs) {
  return adminPageHeaders(args);
}

export const ErrorBoundary = AdminErrorBoundary;

export const meta = () => [{ title: "Forms · Admin" }];

export default function Forms({ loaderData: page }: Route.ComponentProps) {
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8">
      <h1 className="text-2xl font-semibold">Forms</h1>
      <p>The forms visitors fill in on the site, built from these definitions.</p>
      <TableRegion label="Form definitions">
        <table className={`w-full ${TABLE}`}>
          <caption className="sr-only">Form definitions</caption>
          <thead>
            <tr>
              <th scope="col">Form</th>
              <th scope="col">Key</th>
              <th scope="col">Fields</th>
              <th scope="col">Uploads</th>
            </tr>
          </thead>
          <tbody>
            {page.forms.map((form) => (
              <tr key={form.id} className="border-t border-black/20">
                <th scope="row" className="font-normal">
                  <a href={adminFormPath(form.id)} className="underline">
                    {form.name}
                  </a>
                </th>
                <td>{form.slug}</td>
                <td className="tabular-nums">{form.fields}</td>
                <td className="tabular-nums">{form.files}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
    </div>
  );
}
