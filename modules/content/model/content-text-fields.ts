// Site content sections that are texts (issue 15 item 1: flash texts, the cookie banner, spam phrases and the main
// inbox, the tenant fees text, analytics snippets) edited as fields instead of JSON: which fields each section has,
// the section's value from a posted form, and each schema issue beside its field (by its path). The schema that
// checks the result is still the content file's (modules/site-editor/back-office/site-content-versions.ts
// saveContentSection). Pure.
import { issueText, type SectionIssue } from "./content-form.ts";

export type ContentTextFieldKind =
  /** One line of text. */
  | "line"
  /** A few lines of plain text. */
  | "text"
  /** A list, one entry a line. */
  | "lines"
  /** Rich text (the back office's editor). */
  | "rich"
  /** Markup kept as written (analytics snippets). */
  | "code"
  /** A yes or no, as a checkbox (issue 41: statistics without asking). */
  | "flag";

export type ContentTextField = { name: string; label: string; kind: ContentTextFieldKind; hint?: string };

const CONSENT_FIELDS: ContentTextField[] = [
  { name: "heading", label: "Heading", kind: "line" },
  { name: "body", label: "Text", kind: "text" },
  { name: "policyLinkText", label: "Policy link text", kind: "line" },
  {
    name: "policyUrl",
    label: "Policy link address",
    kind: "line",
    hint: "A page of the site, e.g. /cookies.",
  },
  { name: "acceptAll", label: "Accept all button", kind: "line" },
  { name: "rejectAll", label: "Reject all button", kind: "line" },
  { name: "choose", label: "Choose button", kind: "line" },
  { name: "save", label: "Save choices button", kind: "line" },
  { name: "necessaryLabel", label: "Necessary cookies: name", kind: "line" },
  { name: "necessaryDescription", label: "Necessary cookies: what they do", kind: "text" },
  { name: "analyticsLabel", label: "Analytics cookies: name", kind: "line" },
  { name: "analyticsDescription", label: "Analytics cookies: what they do", kind: "text" },
  { name: "marketingLabel", label: "Marketing cookies: name", kind: "line" },
  { name: "marketingDescription", label: "Marketing cookies: what they do", kind: "text" },
  { name: "footerLinkText", label: "Footer link to the cookie settings", kind: "line" },
  { name: "statisticsLabel", label: "Our own statistics: name", kind: "line" },
  { name: "statisticsDescription", label: "Our own statistics: what they do (asked first)", kind: "text" },
  {
    name: "statisticsNotice",
    label: "Notice of statistics without asking",
    kind: "text",
    hint: "Shown in the banner and the cookie policy when your statistics run without asking.",
  },
  { name: "objectStatistics", label: "Object to statistics button", kind: "line" },
  { name: "statisticsObjected", label: "Message once a visitor has objected", kind: "line" },
];

const FIXED_FIELDS: Record<string, ContentTextField[]> = {
  consent: CONSENT_FIELDS,
  leads: [
    {
      name: "mainEmail",
      label: "Main inbox (email)",
      kind: "line",
      hint: "Where a lead goes when nothing more specific names a recipient.",
    },
    {
      name: "spamPhrases",
      label: "Spam phrases",
      kind: "lines",
      hint: "One a line. A message containing one (as whole words, any case) is refused as spam.",
    },
  ],
  fees: [{ name: "tenantFeesHtml", label: "Tenant fees", kind: "rich" }],
  analytics: [
    {
      name: "head_analytics_code",
      label: "Snippet for the page's head",
      kind: "code",
      hint: "Inserted only after a visitor accepts analytics cookies.",
    },
    { name: "analytics_code", label: "Snippet for the end of the page", kind: "code" },
    {
      name: "connectOrigins",
      label: "Where the snippets send data",
      kind: "lines",
      hint: "One https origin a line, e.g. https://region1.google-analytics.com.",
    },
    {
      name: "statistics_code",
      label: "Your own statistics: snippet for the end of the page",
      kind: "code",
      hint: "First-party and statistics only: a tool you run (or have run for you) on your own address, whose figures nobody else uses. Not Google Analytics or an advertising tag: those go above.",
    },
    {
      name: "statisticsOrigins",
      label: "Your own statistics: their addresses",
      kind: "lines",
      hint: "One https origin a line: where the snippet loads from and sends to, your site's name or a name under your domain, e.g. https://stats.example.co.uk.",
    },
    {
      name: "statisticsWithoutAsking",
      label: "Run your own statistics without asking first",
      kind: "flag",
      hint: "The Data (Use and Access) Act 2025 allows it for first-party statistics: the cookie banner and policy then say so, and every page offers 'Object to statistics', honoured at once. Off: they run only after a visitor allows them.",
    },
  ],
};

/** The fields of a text section, or null for a section edited otherwise. Flash texts: one field per key. */
export function contentTextFields(key: string, value: unknown): ContentTextField[] | null {
  if (key === "flashMessages") {
    const keys = Object.keys((value ?? {}) as Record<string, unknown>).sort();
    return keys.map((name) => ({ name, label: name, kind: "line" }));
  }
  return FIXED_FIELDS[key] ?? null;
}

/** A ticked checkbox's posted value. */
export const FLAG_ON = "on";

/** The form's name for a field (apart from the page's own names: intent, json, the token). */
export const textFieldName = (name: string) => `text.${name}`;

/** A field's value as the form shows it. */
export function textFieldValue(field: ContentTextField, section: unknown): string {
  const value = (section as Record<string, unknown> | null)?.[field.name];
  if (field.kind === "lines") return Array.isArray(value) ? value.join("\n") : "";
  if (field.kind === "flag") return value === true ? FLAG_ON : "";
  return typeof value === "string" ? value : "";
}

/** The section with the posted fields in place; other keys of the section are kept as they were. */
export function sectionWithTextFields(
  fields: ContentTextField[],
  section: unknown,
  posted: Record<string, unknown>,
): Record<string, unknown> {
  const next: Record<string, unknown> = { ...((section ?? {}) as Record<string, unknown>) };
  for (const field of fields) {
    const raw = posted[textFieldName(field.name)];
    const text = typeof raw === "string" ? raw : "";
    if (field.kind === "flag") {
      next[field.name] = text === FLAG_ON;
      continue;
    }
    next[field.name] =
      field.kind === "lines"
        ? text
            .split(/\r?\n/)
            .map((line) => line.trim())
            .filter(Boolean)
        : field.kind === "line"
          ? text.trim()
          : text;
  }
  return next;
}

/**
 * A refused section's schema issues (paths in the section) under the field they belong to, a list's by its line;
 * issues of no field stay in `rest`, worded as the JSON editor words them.
 */
export function problemsByTextField(
  key: string,
  fields: ContentTextField[],
  issues: readonly SectionIssue[],
): { byField: Record<string, string[]>; rest: string[] } {
  const byField: Record<string, string[]> = {};
  const rest: string[] = [];
  for (const issue of issues) {
    const [name, line] = issue.path;
    const field = fields.find((f) => f.name === name);
    if (!field) rest.push(issueText(key, issue));
    else
      (byField[field.name] ??= []).push(
        typeof line === "number" && field.kind === "lines"
          ? `Line ${line + 1}: ${issue.message}`
          : issue.message,
      );
  }
  return { byField, rest };
}
