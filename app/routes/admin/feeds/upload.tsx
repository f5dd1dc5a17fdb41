// /admin/feeds/upload (issue 15 item 6): "import this file now". The form posts here as multipart (the host
// reads up to FEED_UPLOAD_MAX_MB for this path, server/admin-upload-body.ts); the file runs through the feed
// engine like `npm run feed:import` and the answer is a 303 to its run's page, which says what happened — a
// refused file included. A form mistake is shown beside its field (422); a source already importing is
// refused (409) with nothing changed. Owners and managers.
import { BackLink } from "../admin-form.tsx";
import { data, redirect } from "react-router";
import type { Route } from "./+types/upload";
import { ADMIN_FEEDS_PATH, adminFeedRunPath } from "../../../../domain/admin/admin-urls.ts";
import { FEED_MESSAGES, formatMegabytes } from "../../../../modules/feeds/model/feed-terms.ts";
import {
  feedSourceField,
  feedUploadExtension,
  uploadedFileName,
  uploadForm,
} from "../../../../modules/feeds/model/feed-forms.ts";
import { htmlConstraints } from "../../../../domain/admin/form-constraints.ts";
import { parseForm } from "../../../../platform/form-submission.ts";
import { rolesFor } from "../../../../modules/staff/model/roles.ts";
import { importUploadedFile } from "../../../../modules/feeds/index.ts";
import { AdminErrorBoundary, adminPageHeaders } from "../admin-error.tsx";
import { adminHeaders, auditOrigin, requireStaff } from "../require-staff.server.ts";
import { UploadForm } from "./upload-form.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context.services, rolesFor("feeds"));
  const { config } = context.services;
  return data(
    {
      token: context.session.authenticityToken,
      maxLabel: formatMegabytes(config.feeds.uploadMaxBytes),
      sourceConstraints: htmlConstraints(feedSourceField),
      defaultSource: config.feeds.defaultSource,
    },
    { headers: adminHeaders(context) },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context;
  const staff = await requireStaff(request, services, rolesFor("feeds"));
  const form = await request.formData().catch(() => null);
  const text = (name: string) => {
    const value = form?.get(name);
    return typeof value === "string" ? value : undefined;
  };
  const values = { source: text("source"), mode: text("mode"), force: text("force") };
  const parsed = parseForm(uploadForm, values);
  const errors: Record<string, string[]> = parsed.ok ? {} : { ...parsed.errors };
  const file = form?.get("file");
  const extension = file instanceof File ? feedUploadExtension(file.name) : null;
  if (!(file instanceof File) || (file.name === "" && file.size === 0)) errors.file = [FEED_MESSAGES.noFile];
  else if (!extension) errors.file = [FEED_MESSAGES.fileType];
  else if (file.size === 0) errors.file = [FEED_MESSAGES.emptyFile];
  const shown = { source: values.source, mode: values.mode, force: values.force === "on" };
  if (!parsed.ok || Object.keys(errors).length > 0 || !(file instanceof File) || !extension) {
    return data({ errors, values: shown, message: null }, { status: 422, headers: adminHeaders(context) });
  }
  const result = await importUploadedFile(
    services,
    staff,
    {
      file,
      fileName: uploadedFileName(file.name, extension),
      source: parsed.data.source,
      mode: parsed.data.mode,
      force: parsed.data.force,
    },
    auditOrigin(request, context.ip),
  );
  if (result.runId === null) {
    const message = result.locked ? FEED_MESSAGES.locked : FEED_MESSAGES.failed;
    return data(
      { errors: {}, values: shown, message },
      { status: result.locked ? 409 : 500, headers: adminHeaders(context) },
    );
  }
  return redirect(adminFeedRunPath(result.runId), { status: 303, headers: adminHeaders(context) });
}

export const headers = adminPageHeaders;

export const ErrorBoundary = AdminErrorBoundary;

export const meta = () => [{ title: "Import a feed file · Feeds · Admin" }];

export default function FeedUpload({ loaderData: page, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-8">
      <BackLink href={ADMIN_FEEDS_PATH}>Back to feeds</BackLink>
      <h1 className="text-2xl font-semibold">Import a feed file</h1>
      <UploadForm
        token={page.token}
        maxLabel={page.maxLabel}
        sourceConstraints={page.sourceConstraints}
        defaultSource={page.defaultSource}
        values={actionData?.values}
        errors={actionData?.errors}
        message={actionData?.message}
      />
    </div>
  );
}
