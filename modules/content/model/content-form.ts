// The form editors of the site's content (issue 15 item 1): a section drawn as fields from a plain description
// (`EditorSpec`), posted back with each field named by its path in the section ("primaryMenuItems.0.items.1.name"),
// read back into the section's value, and checked by the section's own content schema, whose issue paths are
// those same names, so each problem lands beside its field. Admin pages run no script: adding, removing and
// moving an item are submit buttons (`intent`) that redraw the form from what was posted, saving nothing.
// No zod here: the pages' own code reads the specs.

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

/** A posted form in the section's shape, every leaf still the text that was posted. */
export type FormState = { [name: string]: FormNode };
export type FormNode = string | FormState | FormNode[];

const isIndex = (segment: string) => /^\d+$/.test(segment);

/** Posted fields named by path → nested objects and arrays (array holes closed up, order kept). */
export function formStateOf(values: Record<string, string>): FormState {
  const root: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    const segments = name.split(".");
    if (segments.some((segment) => segment === "" || segment === "__proto__")) continue;
    let node: Record<string, unknown> = root;
    segments.forEach((segment, i) => {
      if (i === segments.length - 1) {
        node[segment] = value;
        return;
      }
      const next = node[segment];
      if (next && typeof next === "object") node = next as Record<string, unknown>;
      else node = node[segment] = (isIndex(segments[i + 1]!) ? [] : {}) as Record<string, unknown>;
    });
  }
  return closeHoles(root) as FormState;
}

function closeHoles(node: unknown): unknown {
  if (Array.isArray(node)) return node.filter((item) => item !== undefined).map(closeHoles);
  if (node && typeof node === "object")
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, closeHoles(value)]));
  return node;
}

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
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

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

export type Intent =
  { kind: "save" } | { kind: "add"; list: string } | { kind: "remove" | "up" | "down"; item: string };

/** A pressed button's intent: "save", "add:LIST", "remove:ITEM", "up:ITEM", "down:ITEM" (paths as named). */
export function intentOf(text: string | undefined): Intent {
  const match = /^(add|remove|up|down):([\w.]+)$/.exec(text ?? "");
  if (!match) return { kind: "save" };
  const [, kind, path] = match as unknown as [string, Intent["kind"], string];
  if (kind === "add") return { kind, list: path };
  return /\.\d+$/.test(path) ? { kind: kind as "remove" | "up" | "down", item: path } : { kind: "save" };
}

function listAt(state: FormState, path: string): FormNode[] | null {
  let node: unknown = state;
  const segments = path.split(".");
  for (const [i, segment] of segments.entries()) {
    const holder = node as Record<string, unknown>;
    if (!holder || typeof holder !== "object") return null;
    // A list no item was posted for (the last one removed) starts empty.
    if (holder[segment] === undefined && i === segments.length - 1 && !Array.isArray(holder))
      holder[segment] = [];
    node = holder[segment];
  }
  return Array.isArray(node) ? node : null;
}

/**
 * Applies a structural intent to the posted state (a copy): an item added (`template`) at the end, removed,
 * or moved one place. Answers the path of the item to focus next, or null (nothing moved, or removed).
 */
export function applyIntent(
  state: FormState,
  intent: Exclude<Intent, { kind: "save" }>,
  template: FormState = {},
): { state: FormState; focus: string | null } {
  const next = structuredClone(state);
  if (intent.kind === "add") {
    const list = listAt(next, intent.list);
    if (!list) return { state: next, focus: null };
    list.push(template);
    return { state: next, focus: `${intent.list}.${list.length - 1}` };
  }
  const cut = intent.item.lastIndexOf(".");
  const listPath = intent.item.slice(0, cut);
  const index = Number(intent.item.slice(cut + 1));
  const list = listAt(next, listPath);
  if (!list || index >= list.length) return { state: next, focus: null };
  if (intent.kind === "remove") {
    list.splice(index, 1);
    return { state: next, focus: null };
  }
  const to = intent.kind === "up" ? index - 1 : index + 1;
  if (to < 0 || to >= list.length) return { state: next, focus: intent.item };
  [list[index], list[to]] = [list[to]!, list[index]!];
  return { state: next, focus: `${listPath}.${to}` };
}

/** A schema problem as checkSection words it ("header.primaryMenuItems.0.name: Too small…"), by field. */
export type FieldProblems = {
  /** Each problem under the path of the field it is shown beside. */
  byField: Record<string, string[]>;
  /** Every problem for the summary, with the field it links to (null: the whole section). */
  summary: { text: string; field: string | null }[];
};

/**
 * Places each problem beside the field of its path, or of the nearest enclosing field (a bad number in a list of
 * numbers goes beside the list); one with no field of its own is only in the summary. `fields` are the names
 * the form has.
 */
export function problemsByField(
  key: string,
  problems: readonly string[],
  fields: Iterable<string>,
  /** The form name the section's value sits under, when it is not an object (home blocks: "blocks"). */
  root?: string,
): FieldProblems {
  const known = new Set(fields);
  const byField: Record<string, string[]> = {};
  const summary: FieldProblems["summary"] = [];
  for (const problem of problems) {
    const cut = problem.indexOf(": ");
    const fullPath = cut < 0 ? "" : problem.slice(0, cut);
    const message = cut < 0 ? problem : problem.slice(cut + 2);
    const inSection =
      fullPath === key ? "" : fullPath.startsWith(`${key}.`) ? fullPath.slice(key.length + 1) : "";
    const path = root ? [root, inSection].filter(Boolean).join(".") : inSection;
    const segments = path ? path.split(".") : [];
    let field: string | null = null;
    for (let length = segments.length; length > 0 && !field; length--) {
      const candidate = segments.slice(0, length).join(".");
      if (known.has(candidate)) field = candidate;
    }
    if (field) (byField[field] ??= []).push(message);
    summary.push({ text: problem, field });
  }
  return { byField, summary };
}

/** Every leaf's name in a form state ("primaryMenuItems.0.name"), as the form's fields are named. */
export function fieldNamesOf(state: unknown, prefix = ""): string[] {
  if (state && typeof state === "object")
    return Object.entries(state).flatMap(([name, value]) =>
      fieldNamesOf(value, prefix ? `${prefix}.${name}` : name),
    );
  return prefix ? [prefix] : [];
}
