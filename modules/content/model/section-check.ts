// The section editors' check (issue 15 item 3): the whole `sections` content with the edited item put in its
// place, parsed by `sectionsSchema` (the schema `npm run content:load` uses), each issue of the item shown beside
// its field (modules/content/model/section-drafts.ts fieldNameOf) and any other in the summary.
import type { z } from "zod";
import { sectionsSchema, type Sections } from "./site-sections.ts";
import { fieldNameOf } from "./section-drafts.ts";

/** The item an editor edits: the auctions page, or a sales event or services page by its index (null: a new one). */
export type SectionItemRef = { kind: "auctions" } | { kind: "event" | "service"; index: number | null };

export type FieldErrors = Record<string, string[]>;

const LISTS = { event: "salesEvents", service: "services" } as const;

/** The item's path in the sections (a new one's index is the end of its list). */
export function itemPath(sections: Sections, ref: SectionItemRef): [string] | [string, number] {
  if (ref.kind === "auctions") return ["auctions"];
  const list = LISTS[ref.kind];
  return [list, ref.index ?? sections[list].length];
}

/** The sections with the item replaced by `value` (added when new), or taken out when `value` is null. */
export function withItem(sections: Sections, ref: SectionItemRef, value: unknown): Record<string, unknown> {
  if (ref.kind === "auctions") return { ...sections, auctions: value ?? undefined };
  const list = LISTS[ref.kind];
  const items: unknown[] = [...sections[list]];
  const index = ref.index ?? items.length;
  if (value === null) items.splice(index, 1);
  else items[index] = ref.kind === "event" ? withFreeGalleryId(sections, index, value) : value;
  return { ...sections, [list]: items };
}

/**
 * A sales event's gallery id is its hash (#/antiques-sales-event/{id}): a new event, or one moved to the other
 * kind, takes the next id free among its kind's events rather than being refused for a number nobody typed.
 */
function withFreeGalleryId(sections: Sections, index: number, value: unknown): unknown {
  const event = value as { kind?: string; gallery?: { id?: unknown } };
  const others = sections.salesEvents.filter((other, i) => i !== index && other.kind === event.kind);
  const ids = others.map((other) => other.gallery.id);
  if (!event.gallery || !ids.includes(event.gallery.id as number)) return value;
  return { ...event, gallery: { ...event.gallery, id: Math.max(0, ...ids) + 1 } };
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** What a person is told, in words rather than the schema's. */
function messageOf(issue: z.core.$ZodIssue, field: string): string {
  const upload = field.startsWith("upload:");
  switch (issue.code) {
    case "too_small":
      if (issue.origin === "array")
        return upload ? "Please upload at least one image" : "Please add at least one";
      if (issue.origin === "string") return "Please fill this in";
      return capitalised(issue.message);
    case "invalid_type":
      if (upload) return "Please upload an image";
      return issue.expected === "number" ? "Please enter a whole number" : "Please fill this in";
    case "invalid_format":
      return upload ? "Please upload an image" : `Please enter ${issue.message}`;
    case "custom":
      // The schema's own refinements: duplicates, and the calendar check worded as its format is.
      return issue.message.startsWith("duplicate")
        ? `Another one already uses this (${issue.message})`
        : `Please enter ${issue.message}`;
    default:
      return capitalised(issue.message);
  }
}

export type SectionsCheck =
  { ok: true; value: Sections } | { ok: false; errors: FieldErrors; problems: string[] };

/**
 * Checks the sections as `sectionsSchema` does. An issue inside the edited item goes to its field; a duplicate
 * reported on another item of the same list (the schema names the later of the two) is the edited item's too.
 */
export function checkSections(next: unknown, ref: SectionItemRef, path: (string | number)[]): SectionsCheck {
  const parsed = sectionsSchema.safeParse(next);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: FieldErrors = {};
  const problems: string[] = [];
  for (const issue of parsed.error.issues) {
    const issuePath = issue.path.map((segment) => segment as string | number);
    const inItem = path.every((segment, i) => issuePath[i] === segment);
    const duplicateOfItem =
      ref.kind !== "auctions" &&
      issue.code === "custom" &&
      issue.message.startsWith("duplicate") &&
      issuePath[0] === path[0];
    if (inItem || duplicateOfItem) {
      const field = fieldNameOf(issuePath.slice(path.length));
      const message = messageOf(issue, field);
      const messages = (errors[field] ??= []);
      if (!messages.includes(message)) messages.push(message);
    } else problems.push(`${issuePath.join(".")}: ${issue.message}`);
  }
  return { ok: false, errors, problems };
}
