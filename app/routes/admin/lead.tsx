// /admin/leads/:id (issue 14): one lead — everything the visitor sent, the property, the files, the emails and
// webhook deliveries about it, its history — and the forms to set its status, assign it and add a note (each a
// POST with `intent`, then 303 back here with a confirmation). Another branch's lead is a 404, like no lead.
import { data, redirect } from "react-router";
import type { Route } from "./+types/lead";
import {
  ADMIN_LEADS_PATH,
  adminLeadFilePath,
  adminLeadPath,
  withDone,
} from "../../../domain/admin/admin-urls.ts";
import { htmlConstraints } from "../../../domain/admin/form-constraints.ts";
import {
  describeLeadEvent,
  payloadAddress,
  payloadBooking,
  payloadLines,
  valuationForm,
} from "../../../modules/leads/model/lead-details.ts";
import { leadNoteField, parseId } from "../../../modules/leads/model/lead-inbox.ts";
import { formatLeadTime, formatResponseTime } from "../../../modules/leads/model/lead-inbox-format.ts";
import {
  doneMessage,
  LEAD_KIND_LABELS,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
} from "../../../modules/leads/model/lead-inbox-terms.ts";
import { rolesFor } from "../../../modules/staff/model/roles.ts";
import { DEFAULT_CARD_SIZE, mediaPath } from "../../../domain/media-sizes.ts";
import { propertyPath } from "../../../domain/urls.ts";
import { leadDetail, writeLead, replyFormContext, replyToLead } from "../../../modules/leads/index.ts";
import { leadReplyMessageField, leadReplySubjectField } from "../../../modules/leads/model/lead-reply.ts";
import { readFields } from "../_http/request.ts";
import { BackLink, IntentForm } from "./admin-form.tsx";
import { COMPACT_TABLE, DataTable, type Column } from "../../ui/data-table.tsx";
import { DoneMessage, InputField, SelectField, TextareaField } from "./admin-fields.tsx";
import { AdminErrorBoundary, adminPageHeaders } from "./admin-error.tsx";
import { ADMIN_HEADERS, adminHeaders, auditOrigin, requireStaff } from "./require-staff.server.ts";
import { RuledSection } from "./titled-section.tsx";

/** A posted field as the redrawn form shows it again (a repeated field is not what the form sent). */
const textOf = (value: unknown) => (typeof value === "string" ? value : undefined);

const notFound = () => new Response("Not Found", { status: 404, headers: ADMIN_HEADERS });

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context.services, rolesFor("leads"));
  const id = parseId(params.id);
  const detail = id === null ? null : await leadDetail(context.services.db, staff, id);
  if (!detail) throw notFound();
  const { lead } = detail;
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  const staffLabel = (name: string | null, email: string | null) => name || email;
  const reply = await replyFormContext(context.services, {
    kind: lead.kind,
    firstName: lead.firstName,
    email: lead.email,
    message: lead.message,
    createdAt: lead.createdAt,
    propertyAddress: detail.property?.displayAddress ?? null,
    branchId: lead.branchId,
  });
  return data(
    {
      reply: reply && {
        ...reply,
        subjectConstraints: htmlConstraints(leadReplySubjectField),
        messageConstraints: htmlConstraints(leadReplyMessageField),
      },
      token: context.session.authenticityToken,
      done: doneMessage(new URL(request.url).searchParams),
      // Read off the zod schema here, on the server, so the page's browser chunk imports no zod (issue 14).
      noteConstraints: htmlConstraints(leadNoteField),
      lead: {
        id: lead.id,
        kind: lead.kind,
        valuationForm: lead.kind === "valuation" ? valuationForm(lead.payload) : null,
        status: lead.status,
        name: `${lead.firstName} ${lead.lastName}`.trim() || lead.email,
        firstName: lead.firstName,
        lastName: lead.lastName,
        email: lead.email,
        telephone: lead.telephone,
        message: lead.message,
        channel: lead.channel,
        receivedAt: lead.createdAt.toISOString(),
        firstResponseAt: iso(lead.firstResponseAt),
        responseSeconds: detail.responseSeconds,
        deliveryStatus: lead.deliveryStatus,
        address: payloadAddress(lead.payload),
        booking: payloadBooking(lead.payload),
        payload: payloadLines(lead.payload),
        assignedStaffUserId: lead.assignedStaffUserId,
      },
      branch: detail.branchName ?? "No branch (main inbox)",
      department: detail.departmentName,
      staffContacted: detail.staffName,
      assignee: staffLabel(detail.assigneeName, detail.assigneeEmail),
      property: detail.property && {
        id: detail.property.id,
        href: propertyPath(detail.property.id),
        address: detail.property.displayAddress,
        reference: detail.property.reference,
        photo: detail.property.photoKey ? mediaPath(DEFAULT_CARD_SIZE, detail.property.photoKey) : null,
      },
      files: detail.files.map((file) => ({ ...file, href: adminLeadFilePath(lead.id, file.id) })),
      emails: detail.emails.map((email) => ({
        ...email,
        createdAt: email.createdAt.toISOString(),
        sentAt: iso(email.sentAt),
      })),
      webhooks: detail.webhooks.map((hook) => ({
        id: hook.id,
        url: hook.url,
        status: hook.status,
        attempts: hook.attempts,
        lastError: hook.lastError,
        createdAt: hook.createdAt.toISOString(),
        sentAt: iso(hook.sentAt),
      })),
      events: detail.events.map((event) => ({
        id: event.id,
        at: event.at.toISOString(),
        who: event.actorName || event.actorEmail,
        what: describeLeadEvent(event),
        note: event.note,
      })),
      learned: detail.learned,
      assignees: detail.assignees.map((a) => ({ id: a.id, label: a.name || a.email })),
    },
    { headers: adminHeaders(context) },
  );
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { services } = context;
  const staff = await requireStaff(request, services, rolesFor("leads"));
  const id = parseId(params.id);
  if (id === null) throw notFound();
  const fields = await readFields(request);
  if (fields.intent === "reply") {
    const replied = await replyToLead(services, staff, id, fields, auditOrigin(request, context.ip));
    if (replied.kind === "not-found") throw notFound();
    if (replied.kind === "invalid") {
      return data(
        {
          intent: "reply",
          errors: replied.errors,
          values: { subject: textOf(fields.subject), message: textOf(fields.message) },
        },
        { status: 422, headers: adminHeaders(context) },
      );
    }
    return redirect(withDone(adminLeadPath(id), "reply"), { status: 303, headers: adminHeaders(context) });
  }
  const result = await writeLead(
    { db: services.db, publicUrl: services.config.publicUrl },
    staff,
    id,
    fields,
    auditOrigin(request, context.ip),
  );
  if (result.kind === "not-found") throw notFound();
  if (result.kind === "invalid") {
    return data(
      { intent: typeof fields.intent === "string" ? fields.intent : "", errors: result.errors },
      { status: 422, headers: adminHeaders(context) },
    );
  }
  return redirect(withDone(adminLeadPath(id), result.done), { status: 303, headers: adminHeaders(context) });
}

export const headers = adminPageHeaders;

export const ErrorBoundary = AdminErrorBoundary;

export const meta = ({ data }: Route.MetaArgs) => [
  { title: data ? `Lead from ${data.lead.name} · Admin` : "Lead · Admin" },
];

function Line({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-1 sm:grid-cols-[14rem_minmax(0,1fr)]">
      <dt className="font-semibold">{label}</dt>
      <dd className="break-words whitespace-pre-wrap">{children}</dd>
    </div>
  );
}

function When({ iso }: { iso: string | null }) {
  return iso ? <time dateTime={iso}>{formatLeadTime(iso)}</time> : <>—</>;
}

type Delivery = {
  status: string;
  attempts: number;
  createdAt: string;
  sentAt: string | null;
  lastError: string | null;
};

/** An email's and a webhook's delivery read alike: its state, its tries, when queued and sent, what failed. */
function deliveryColumns<Row extends Delivery>(sentHeader: string): Column<Row>[] {
  return [
    { header: "Status", cell: (row) => row.status },
    { header: "Attempts", cell: (row) => row.attempts },
    { header: "Queued", cell: (row) => <When iso={row.createdAt} /> },
    { header: sentHeader, cell: (row) => <When iso={row.sentAt} /> },
    { header: "Last error", cell: (row) => row.lastError ?? "—" },
  ];
}

type LeadPage = Route.ComponentProps["loaderData"];

const EMAIL_COLUMNS: Column<LeadPage["emails"][number]>[] = [
  { header: "To", cell: (email) => email.to, rowHeader: true },
  { header: "Subject", cell: (email) => email.subject },
  ...deliveryColumns<LeadPage["emails"][number]>("Sent"),
];

const WEBHOOK_COLUMNS: Column<LeadPage["webhooks"][number]>[] = [
  { header: "URL", cell: (hook) => hook.url, rowHeader: true, cellClassName: "font-normal break-all" },
  ...deliveryColumns<LeadPage["webhooks"][number]>("Delivered"),
];

export default function Lead({ loaderData, actionData }: Route.ComponentProps) {
  const { lead, property } = loaderData;
  const errorsFor = (intent: string) => (actionData?.intent === intent ? actionData.errors : {});
  const statusErrors = errorsFor("status");
  const assignErrors = errorsFor("assign");
  const noteErrors = errorsFor("note");
  const replyErrors = errorsFor("reply");
  const replyValues = (actionData && "values" in actionData ? actionData.values : null) as {
    subject?: string;
    message?: string;
  } | null;
  const kindLabel = LEAD_KIND_LABELS[lead.kind] ?? lead.kind;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8">
      <BackLink href={ADMIN_LEADS_PATH}>← All leads</BackLink>
      <h1 className="text-2xl font-semibold">Lead from {lead.name}</h1>
      <p>
        {kindLabel}
        {lead.valuationForm ? ` (${lead.valuationForm} form)` : ""} · received <When iso={lead.receivedAt} />{" "}
        · {loaderData.branch} · status <strong data-lead-status>{LEAD_STATUS_LABELS[lead.status]}</strong> ·
        assigned to <span data-lead-assignee>{loaderData.assignee ?? "nobody"}</span>
      </p>
      <DoneMessage message={loaderData.done} />

      <RuledSection id="work-title" title="Work on this lead">
        <div className="grid grid-cols-1 gap-6 md:grid-cols-3">
          <IntentForm token={loaderData.token} intent="status" submit="Save status">
            <SelectField
              id="lead-status"
              name="status"
              label="Status"
              required
              defaultValue={lead.status}
              options={LEAD_STATUSES.map((status) => ({ value: status, label: LEAD_STATUS_LABELS[status] }))}
              hint="Spam teaches the lead check this message and its links."
              errors={statusErrors.status}
            />
          </IntentForm>
          <IntentForm token={loaderData.token} intent="assign" submit="Save assignment">
            <SelectField
              id="lead-assignee"
              name="assignee"
              label="Assigned to"
              defaultValue={lead.assignedStaffUserId === null ? "" : String(lead.assignedStaffUserId)}
              options={[
                { value: "", label: "Nobody" },
                ...loaderData.assignees.map((a) => ({ value: String(a.id), label: a.label })),
              ]}
              errors={assignErrors.assignee}
            />
          </IntentForm>
          <IntentForm token={loaderData.token} intent="note" submit="Add note">
            <TextareaField
              id="lead-note"
              name="note"
              label="Note"
              rows={3}
              constraints={loaderData.noteConstraints}
              errors={noteErrors.note}
            />
          </IntentForm>
        </div>
        <p data-first-response>
          Time to first response:{" "}
          {lead.responseSeconds === null ? (
            "awaiting a first response"
          ) : (
            <>
              {formatResponseTime(lead.responseSeconds)} (<When iso={lead.firstResponseAt} />)
            </>
          )}
        </p>
        {loaderData.learned.length ? (
          <div>
            <p>Learned from this lead as spam (future leads with these are refused):</p>
            <ul className="list-disc pl-6">
              {loaderData.learned.map((item) => (
                <li key={`${item.kind}:${item.label}`}>
                  {item.kind === "host" ? `links to ${item.label}` : `the message “${item.label}”`}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </RuledSection>

      {loaderData.reply ? (
        <RuledSection
          id="reply-title"
          title={`Reply to ${lead.firstName || lead.name}`}
          attributes={{ "data-reply": true }}
        >
          <p id="reply-hint">
            {`An email to ${loaderData.reply.to} from the agency; their answer comes back to ${loaderData.reply.replyTo}. It is kept in this lead's history.`}
          </p>
          <IntentForm
            token={loaderData.token}
            intent="reply"
            submit="Send reply"
            className="flex max-w-3xl flex-col gap-2"
          >
            <InputField
              id="reply-subject"
              name="subject"
              label="Subject"
              constraints={loaderData.reply.subjectConstraints}
              defaultValue={replyValues?.subject ?? loaderData.reply.subject}
              errors={replyErrors.subject}
            />
            <TextareaField
              id="reply-message"
              name="message"
              label="Your reply"
              rows={6}
              constraints={loaderData.reply.messageConstraints}
              defaultValue={replyValues?.message}
              errors={replyErrors.message}
            />
          </IntentForm>
        </RuledSection>
      ) : null}

      {!loaderData.reply && replyErrors.message ? (
        <p role="alert" className="text-red-700">
          {replyErrors.message.join(" ")}
        </p>
      ) : null}

      <RuledSection id="sent-title" title="What they sent">
        <dl className="flex flex-col gap-2">
          <Line label="Name">
            {lead.firstName} {lead.lastName}
          </Line>
          <Line label="Email">
            {/* An erased visitor's lead keeps no address: nothing to link to (issue 42 item 3). */}
            {lead.email ? (
              <a href={`mailto:${lead.email}`} className="underline">
                {lead.email}
              </a>
            ) : (
              "—"
            )}
          </Line>
          <Line label="Telephone">
            {lead.telephone ? (
              <a href={`tel:${lead.telephone}`} className="underline">
                {lead.telephone}
              </a>
            ) : (
              "—"
            )}
          </Line>
          <Line label="Message">{lead.message ?? "—"}</Line>
          {lead.address ? <Line label="Address">{lead.address}</Line> : null}
          {lead.booking ? <Line label="Chosen date and time">{lead.booking}</Line> : null}
          <Line label="Kind">{kindLabel}</Line>
          {lead.channel ? <Line label="Channel">{lead.channel}</Line> : null}
          <Line label="Sent to">
            {[loaderData.branch, loaderData.department, loaderData.staffContacted]
              .filter(Boolean)
              .join(" · ")}
          </Line>
        </dl>
        <details>
          <summary className="cursor-pointer font-semibold">Every field as received</summary>
          <dl className="mt-2 flex flex-col gap-1 text-sm" data-payload>
            {lead.payload.map((line) => (
              <Line key={line.label} label={line.label}>
                {line.value || "—"}
              </Line>
            ))}
          </dl>
        </details>
      </RuledSection>

      {property ? (
        <RuledSection id="property-title" title="The property">
          <div className="flex flex-wrap items-start gap-4">
            {property.photo ? (
              <img src={property.photo} alt={`Photo of ${property.address}`} width={204} height={125} />
            ) : null}
            <p>
              <a href={property.href} className="underline">
                {property.address}
              </a>
              <span className="block text-black/70">Reference {property.reference}</span>
            </p>
          </div>
        </RuledSection>
      ) : null}

      {loaderData.files.length ? (
        <RuledSection id="files-title" title="Files">
          <ul className="list-disc pl-6">
            {loaderData.files.map((file) => (
              <li key={file.id}>
                <a href={file.href} download={file.fileName} className="underline">
                  {file.fileName}
                </a>{" "}
                ({file.fieldName}, {file.contentType}, {Math.ceil(file.sizeBytes / 1024)} KB)
              </li>
            ))}
          </ul>
        </RuledSection>
      ) : null}

      <RuledSection id="history-title" title="History">
        <ol className="flex flex-col gap-2" data-history>
          <li>
            <When iso={lead.receivedAt} /> — received from the website
          </li>
          {loaderData.events.map((event) => (
            <li key={event.id} data-history-event>
              <When iso={event.at} /> — {event.who}: {event.what}
              {event.note ? <span className="block whitespace-pre-wrap">{event.note}</span> : null}
            </li>
          ))}
        </ol>
      </RuledSection>

      <RuledSection id="emails-title" title="Emails about this lead">
        <DataTable
          className={COMPACT_TABLE}
          caption="Emails sent about this lead"
          columns={EMAIL_COLUMNS}
          rows={loaderData.emails}
          rowAttributes={() => ({ "data-email-row": true })}
          rowClassName="border-t border-black/20"
          empty="No emails."
        />
      </RuledSection>

      <RuledSection id="webhooks-title" title="Webhook deliveries">
        <DataTable
          region="Webhook deliveries of this lead"
          className={COMPACT_TABLE}
          caption="Deliveries of this lead to the agency's webhook"
          columns={WEBHOOK_COLUMNS}
          rows={loaderData.webhooks}
          rowAttributes={() => ({ "data-webhook-row": true })}
          rowClassName="border-t border-black/20"
          empty="No webhook deliveries (none is set up, or none was queued for this lead)."
        />
      </RuledSection>
    </div>
  );
}
