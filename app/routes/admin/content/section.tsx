// /admin/content/:key (issue 15 item 1): one section of the site's content, edited as its JSON document and
// checked by the same schema `npm run content:load` uses, each problem named by its field's path. The theme has
// its colours as fields too, with each text pair's WCAG contrast (a failing pair is refused beside its field).
// Analytics is for owners, with what the Content-Security-Policy will allow for the snippets. Header and menus,
// hero, home blocks, theme settings and footer also have a form editor (content-editor-form.tsx,
// modules/site-editor/back-office/content-forms.ts) above their JSON. A refusal of a fields form (the editor, the
// colours, a text section's fields) goes beside each field by the schema's issue paths, named through the form
// kit (platform/form-submission.ts). A save makes a new draft version; the site changes when the draft is
// published (/admin/content).
import { data, redirect } from "react-router";
import type { Route } from "./+types/section";
import {
  ADMIN_CONTENT_PATH,
  adminContentSectionPath,
  withDone,
} from "../../../../domain/admin/admin-urls.ts";
import { THEME_COLOURS, contentSection } from "../../../../modules/content/model/content-sections.ts";
import { CONTENT_EDITORS, formStateOfValue } from "../../../../modules/content/model/content-editors.ts";
import { rolesFor } from "../../../../modules/staff/model/roles.ts";
import {
  MIN_TEXT_CONTRAST,
  TEXT_PAIRS,
  analyticsSchema,
  contrastRatio,
} from "../../../../modules/content/model/site-content.ts";
import { analyticsPolicySourcesOf } from "../../../../modules/content/index.ts";
import {
  contentSectionValue,
  saveContentSection,
  postContentForm,
  sectionSchemaError,
} from "../../../../modules/site-editor/index.ts";
import { issuesByField, pathName } from "../../../../platform/form-submission.ts";
import {
  contentTextFields,
  problemsByTextField,
  sectionWithTextFields,
  textFieldName,
  textFieldValue,
} from "../../../../modules/content/model/content-text-fields.ts";
import { TextFieldsForm } from "./text-fields-form.tsx";
import { readDeskPost } from "../listings/read-form.server.ts";
import { ContentEditorForm, problemHref } from "./content-editor-form.tsx";
import { DoneMessage, InputField } from "../admin-fields.tsx";
import { BackLink, BUTTON, ProblemList, TokenInput } from "../admin-form.tsx";
import { DataTable, TABLE, type Column } from "../../../ui/data-table.tsx";
import { AdminErrorBoundary, adminPageHeaders } from "../admin-error.tsx";
import { ADMIN_HEADERS, adminHeaders, requireStaff } from "../require-staff.server.ts";
import { requireStaffActor } from "../staff-actor.server.ts";
import { doneMessageOf } from "../done-message.ts";
import { TitledForm } from "../titled-section.tsx";

const DONE: Record<string, string> = {
  saved: "Saved in the draft. Publish the draft on the Site content page to put it on the site.",
  unchanged: "Nothing had changed.",
};

type Colours = Record<string, string>;

function sectionOf(key: string | undefined, role: string) {
  const section = key ? contentSection(key) : null;
  if (!section) throw new Response("Not Found", { status: 404, headers: ADMIN_HEADERS });
  if (section.ownerOnly && role !== "owner")
    throw new Response("Forbidden", { status: 403, headers: ADMIN_HEADERS });
  return section;
}

const coloursOf = (theme: unknown): Colours =>
  ((theme as { preferences?: { colours?: Colours } } | null)?.preferences?.colours ?? {}) as Colours;

function contrastPairs(colours: Colours) {
  return TEXT_PAIRS.filter(
    ([fg, bg]) => /^#[0-9a-f]{6}$/i.test(colours[fg] ?? "") && /^#[0-9a-f]{6}$/i.test(colours[bg] ?? ""),
  ).map(([fg, bg]) => {
    const ratio = contrastRatio(colours[fg]!, colours[bg]!);
    return { foreground: fg, background: bg, ratio: ratio.toFixed(2), passes: ratio >= MIN_TEXT_CONTRAST };
  });
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context.services, rolesFor("content"));
  const section = sectionOf(params.key, staff.role);
  const { value, fromDraft } = await contentSectionValue(context.services.db, section.key);
  const colours = section.key === "theme" ? coloursOf(value) : null;
  const analytics = section.key === "analytics" ? analyticsSchema.safeParse(value ?? {}) : null;
  const textFields = contentTextFields(section.key, value);
  return data(
    {
      token: context.session.authenticityToken,
      done: doneMessageOf(request, DONE),
      section,
      fromDraft,
      json: JSON.stringify(value ?? null, null, 2),
      editor: CONTENT_EDITORS[section.key] ? formStateOfValue(section.key, value) : null,
      colours,
      pairs: colours ? contrastPairs(colours) : [],
      minContrast: MIN_TEXT_CONTRAST,
      themeColours: THEME_COLOURS.map(([name, label]) => ({ name, label })),
      policy: analytics?.success ? analyticsPolicySourcesOf(analytics.data) : null,
      textFields,
      textValues: Object.fromEntries(
        (textFields ?? []).map((field) => [field.name, textFieldValue(field, value)]),
      ),
    },
    { headers: adminHeaders(context) },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { staff, actor, headers } = await requireStaffActor(request, context, rolesFor("content"));
  const section = sectionOf(params.key, staff.role);
  const post = await readDeskPost(request);
  const fields: Record<string, string> = { ...post.values, intent: post.intent };
  const { db } = context.services;
  const saved = (kind: "done" | "unchanged") =>
    redirect(withDone(adminContentSectionPath(section.key), kind === "done" ? "saved" : "unchanged"), {
      status: 303,
      headers,
    });
  if (fields.intent !== "json" && fields.intent !== "colours" && CONTENT_EDITORS[section.key]) {
    const outcome = await postContentForm(
      { db, mediaStore: context.services.media.originals },
      actor,
      section.key,
      post,
    );
    if (outcome.kind === "refused")
      throw new Response(outcome.message, { status: 403, headers: ADMIN_HEADERS });
    if (outcome.kind === "missing") throw new Response("Not Found", { status: 404, headers: ADMIN_HEADERS });
    if (outcome.kind !== "form") throw saved(outcome.kind === "saved" ? "done" : "unchanged");
    return data(
      {
        problems: outcome.problems.summary.map(({ text, field }) => ({ text, href: problemHref(field) })),
        json: null,
        colours: null,
        fieldErrors: outcome.problems.byField,
        editor: outcome.state as unknown,
        focus: outcome.focus,
      },
      { status: outcome.status, headers },
    );
  }
  let value: unknown;
  let colours: Colours | null = null;
  const text = typeof fields.json === "string" ? fields.json : "";
  const current = (await contentSectionValue(db, section.key)).value;
  const textFields = fields.intent === "text-fields" ? contentTextFields(section.key, current) : null;
  if (textFields) {
    value = sectionWithTextFields(textFields, current, fields);
  } else if (fields.intent === "colours" && section.key === "theme") {
    const theme = current as { preferences?: Record<string, unknown> };
    colours = Object.fromEntries(
      THEME_COLOURS.map(([name]) => [
        name,
        String(fields[name] ?? "")
          .trim()
          .toLowerCase(),
      ]),
    );
    value = { ...theme, preferences: { ...theme?.preferences, colours } };
  } else {
    try {
      value = JSON.parse(text);
    } catch (error) {
      return data(
        {
          problems: [`This is not valid JSON: ${(error as Error).message}`],
          json: text,
          colours,
          fieldErrors: {},
        },
        { status: 422, headers },
      );
    }
  }
  const result = await saveContentSection(db, actor, section.key, value, {
    siteHost: new URL(request.url).hostname,
  });
  if (result.kind === "done" || result.kind === "unchanged") throw saved(result.kind);
  if (result.kind === "missing") throw new Response("Not Found", { status: 404, headers: ADMIN_HEADERS });
  if (result.kind === "refused") throw new Response(result.message, { status: 403, headers: ADMIN_HEADERS });
  // A fields form's refusal is placed by the schema's issue paths (the JSON's problems name their own paths).
  const issues = textFields || colours ? sectionSchemaError(section.key, value) : null;
  if (textFields) {
    const { byField, rest } = problemsByTextField(section.key, textFields, issues?.issues ?? []);
    return data(
      {
        problems: rest.length
          ? rest
          : Object.keys(byField).length
            ? ["Not saved: see the fields marked below."]
            : result.problems,
        json: null,
        colours,
        fieldErrors: byField,
        textValues: Object.fromEntries(
          textFields.map((field) => [field.name, String(fields[textFieldName(field.name)] ?? "")]),
        ),
      },
      { status: 422, headers },
    );
  }
  // A colour's problem goes beside its field (the issue's path: preferences.colours.NAME).
  const byPath = colours && issues ? issuesByField(issues) : {};
  const fieldErrors = Object.fromEntries(
    THEME_COLOURS.flatMap(([name]) => {
      const messages = byPath[pathName(["preferences", "colours", name])];
      return messages ? [[name, messages]] : [];
    }),
  );
  return data(
    { problems: result.problems, json: colours ? null : text, colours, fieldErrors },
    { status: 422, headers },
  );
}

export const headers = adminPageHeaders;

export const ErrorBoundary = AdminErrorBoundary;

export const meta = ({ data: loaderData }: Route.MetaArgs) => [
  { title: `${loaderData?.section.label ?? "Section"} · Site content · Admin` },
];

const CONTRAST_COLUMNS: Column<Route.ComponentProps["loaderData"]["pairs"][number]>[] = [
  { header: "Text", cell: (pair) => pair.foreground, rowHeader: true },
  { header: "On", cell: (pair) => pair.background },
  { header: "Ratio", cell: (pair) => `${pair.ratio}:1`, cellClassName: "tabular-nums" },
  { header: "AA", cell: (pair) => (pair.passes ? "Passes" : "Fails") },
];

export default function ContentSection({ loaderData: page, actionData }: Route.ComponentProps) {
  const problems = actionData?.problems ?? [];
  const colours = (actionData?.colours ?? page.colours) as Colours | null;
  const fieldErrors: Record<string, string[]> = actionData?.fieldErrors ?? {};
  // What a refused text-fields form held, to show it again.
  const postedText = (actionData as { textValues?: Record<string, string> } | undefined)?.textValues;
  // A post of the form editor redraws it from what was posted; the other forms show the stored section.
  const fromEditor = actionData && "editor" in actionData;
  const path = adminContentSectionPath(page.section.key);
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8">
      <BackLink href={ADMIN_CONTENT_PATH}>Site content</BackLink>
      <h1 className="text-2xl font-semibold">{page.section.label}</h1>
      <p>{page.section.about}.</p>
      <p className="text-sm">
        {page.fromDraft
          ? "You are editing the draft."
          : "There is no draft: a save makes one from the live content."}{" "}
        The site changes when the draft is published.
      </p>
      <DoneMessage message={page.done} />
      <ProblemList problems={problems} />

      {colours ? (
        <TitledForm
          id="colours-title"
          title="Colours"
          method="post"
          action={path}
          className="flex flex-col gap-3"
        >
          <p className="text-sm">
            Text is drawn in these pairs; each must reach WCAG AA ({page.minContrast}:1) or the theme is
            refused.
          </p>
          <TokenInput token={page.token} />
          <input type="hidden" name="intent" value="colours" />
          <div className="grid gap-3 sm:grid-cols-3">
            {page.themeColours.map(({ name, label }) => (
              <InputField
                key={name}
                id={`colour-${name}`}
                name={name}
                label={label}
                type="color"
                defaultValue={colours[name] ?? "#000000"}
                errors={fieldErrors[name]}
              />
            ))}
          </div>
          <DataTable
            className={`max-w-2xl ${TABLE}`}
            tableAttributes={{ "data-contrast": true }}
            caption="Contrast of the saved colours"
            captionClassName="text-left font-semibold"
            columns={CONTRAST_COLUMNS}
            rows={page.pairs}
            rowClassName="border-t border-black/20"
          />
          <p>
            <button type="submit" className={BUTTON}>
              Save the colours
            </button>
          </p>
        </TitledForm>
      ) : null}

      {page.editor ? (
        <ContentEditorForm
          sectionKey={page.section.key}
          label={page.section.label}
          action={path}
          token={page.token}
          state={fromEditor ? actionData.editor : page.editor}
          errors={fromEditor ? fieldErrors : {}}
          focus={fromEditor ? actionData.focus : null}
        />
      ) : null}

      {page.policy ? (
        <section
          aria-labelledby="csp-title"
          className="rounded border border-amber-950 bg-amber-100 p-3 text-amber-950"
        >
          <h2 id="csp-title" className="font-semibold">
            What the Content-Security-Policy will allow
          </h2>
          <p className="text-sm">
            Snippets run on every page once a visitor accepts analytics cookies. The policy allows exactly
            their inline scripts (by hash), the https scripts they load and the origins listed in
            connectOrigins: a script they load that loads others, or sends data elsewhere, is blocked.
          </p>
          <ul className="mt-2 list-disc pl-6 text-sm" data-policy>
            {[...page.policy.scriptSources, ...page.policy.connectOrigins.map((o) => `connect: ${o}`)].map(
              (source) => (
                <li key={source} className="break-all">
                  {source}
                </li>
              ),
            )}
            {page.policy.scriptSources.length + page.policy.connectOrigins.length === 0 ? (
              <li>Nothing: no snippet.</li>
            ) : null}
          </ul>
        </section>
      ) : null}

      {page.textFields ? (
        <TextFieldsForm
          path={path}
          token={page.token}
          label={page.section.label}
          fields={page.textFields}
          values={postedText ?? (page.textValues as Record<string, string>)}
          errors={postedText ? fieldErrors : {}}
        />
      ) : null}

      <TitledForm
        id="json-title"
        title={`${page.section.label} as JSON`}
        method="post"
        action={path}
        className="flex flex-col gap-3"
      >
        <TokenInput token={page.token} />
        <input type="hidden" name="intent" value="json" />
        <label htmlFor="content-json" className="text-sm font-semibold">
          The section's document (the content file's "{page.section.key}")
        </label>
        <p id="content-json-hint" className="text-sm text-black/70">
          The same fields as in a content file (docs/site-content.md). A problem is named by its field's path.
        </p>
        <textarea
          id="content-json"
          name="json"
          rows={24}
          spellCheck={false}
          defaultValue={actionData?.json ?? page.json}
          aria-invalid={actionData?.json != null && problems.length ? true : undefined}
          aria-describedby="content-json-hint"
          className="rounded border border-black/40 px-3 py-2 font-mono text-sm"
        />
        <p>
          <button type="submit" className={BUTTON}>
            Save {page.section.label.toLowerCase()}
          </button>
        </p>
      </TitledForm>
    </div>
  );
}
