// The form editors of the site's content (issue 15 item 1): a section drawn as fields from a plain description
// (`EditorSpec`), each field named by its path in the section as Conform names it
// ("primaryMenuItems[0].items[1].name"), so the post reads back (platform/form-submission.ts readListPost) into
// the section's shape, every leaf still the text that was posted. Here: the specs, and how that text becomes the
// section's value (numbers, lists of numbers, lines, a ticked box's "B"). Admin pages run no script: adding,
// removing and moving an item are Conform's list buttons (app/ui/list-button.tsx) that redraw the form from what
// was posted, saving nothing. No zod here: the pages' own code reads the specs.

export type FieldKind =
  | "text"
  | "url"
  | "tel"
  | "textarea"
  | "number"
  /** A comma-separated list of numbers ("100, 200, 300"). */
  | "numbers"
  /** One entry a line. */
  | "lines"
  | "checkbox"
  | "select"
  /** Carried through the form unseen (an item's id, an image's key). */
  | "hidden";

export type FieldSpec = {
  name: string;
  label: string;
  kind: FieldKind;
  hint?: string;
  /** Left out of the value when empty (else an empty text stays "" for the schema to judge). */
  optional?: boolean;
  /** An empty text is null (a hero sub-type's tag: "no tag"). */
  nullWhenEmpty?: boolean;
  /** A checkbox's value when ticked (default true; menu items' "open in a new tab" is "B", spec §3). */
  checked?: true | "B";
  options?: readonly { value: string; label: string }[];
};

export type ItemSpec = { fields: readonly FieldSpec[]; lists?: readonly ListSpec[] };

export type ListSpec = ItemSpec & {
  name: string;
  /** The list's heading ("Primary menu"). */
  label: string;
  /** Each item's legend, numbered ("Primary menu item 2"). */
  itemLabel: string;
  /** The add button's text ("Add a primary menu item"). */
  addLabel: string;
  /** Items of several kinds (home blocks): the field naming the kind, and each kind's own fields. */
  kinds?: { field: string; label: string; of: Record<string, ItemSpec & { label: string }> };
};

export type EditorSpec = ItemSpec;

/** A posted form in the section's shape (as Conform reads it), every leaf still the text that was posted. */
export type FormState = { [name: string]: FormNode };
export type FormNode = string | FormState | FormNode[];

/** The text of a posted or stored value as a field shows it. */
export function fieldText(value: unknown, kind: FieldKind = "text"): string {
  if (value === null || value === undefined) return "";
  if (Array.isArray(value)) return value.join(kind === "lines" ? "\n" : ", ");
  return String(value);
}

/** Whether a checkbox shows ticked, for a stored value (true, "B") or a posted one ("on"). */
export const isTicked = (value: unknown) => value === true || value === "on" || value === "B";

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
// A hand-made post may skip an index ("items[5]" alone): the list closes up.
const asList = (value: unknown): unknown[] =>
  Array.isArray(value) ? value.filter((item) => item !== undefined) : [];

function fieldValue(field: FieldSpec, posted: unknown): unknown {
  const text = typeof posted === "string" ? posted.trim() : fieldText(posted, field.kind);
  switch (field.kind) {
    case "checkbox":
      return isTicked(posted) ? (field.checked ?? true) : field.checked === "B" ? undefined : false;
    case "number":
      // Not a number stays NaN, which the schema refuses beside the field.
      return text === "" ? undefined : Number(text);
    case "numbers": {
      const parts = text.split(",").map((part) => part.trim());
      return text === "" ? undefined : parts.map((part) => (part === "" ? Number.NaN : Number(part)));
    }
    case "lines": {
      const lines = text.split(/\r?\n/).map((line) => line.trim());
      return lines.filter(Boolean);
    }
    default:
      if (text === "" && field.nullWhenEmpty) return null;
      return text === "" && field.optional ? undefined : text;
  }
}

/** A field's value in a posted or stored item, its name read as a path ("settings.salesPriceRange"). */
export function readPath(item: unknown, name: string): unknown {
  return name.split(".").reduce<unknown>((node, segment) => asRecord(node)[segment], item);
}

// An empty optional field is written as undefined, so it replaces the value being edited; dropUndefined clears it.
function writePath(target: Record<string, unknown>, name: string, value: unknown) {
  const segments = name.split(".");
  const last = segments.pop()!;
  let node = target;
  for (const segment of segments) node = node[segment] = { ...asRecord(node[segment]) };
  node[last] = value;
}

/** The fields of an item, for its kind when the list has kinds. */
export function itemSpecOf(list: ListSpec, item: unknown): ItemSpec {
  if (!list.kinds) return list;
  const kind = list.kinds.of[fieldText(asRecord(item)[list.kinds.field])];
  return {
    fields: [...list.fields, ...(kind?.fields ?? [])],
    lists: [...(list.lists ?? []), ...(kind?.lists ?? [])],
  };
}

/** A posted item (or the whole form) read into values by its spec; fields the spec does not name are dropped. */
export function valueOf(spec: ItemSpec, posted: unknown): Record<string, unknown> {
  const value: Record<string, unknown> = {};
  for (const field of spec.fields)
    writePath(value, field.name, fieldValue(field, readPath(posted, field.name)));
  for (const list of spec.lists ?? [])
    value[list.name] = asList(readPath(posted, list.name)).map((item) =>
      valueOf(itemSpecOf(list, item), item),
    );
  return value;
}

/** A value without its undefined entries, as it is stored (JSON has none). */
export function dropUndefined<T>(value: T): T {
  if (Array.isArray(value)) return value.map(dropUndefined) as T;
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, entry]) => entry !== undefined)
        .map(([name, entry]) => [name, dropUndefined(entry)]),
    ) as T;
  return value;
}

/** A schema issue of a section as the JSON editor words it: "header.primaryMenuItems.0.name: Too small…". */
export type SectionIssue = { path: readonly PropertyKey[]; message: string };
export const issueText = (key: string, issue: SectionIssue) =>
  `${[key, ...issue.path].map(String).join(".")}: ${issue.message}`;
