// A site content section drawn as fields from its editor spec (modules/content/model/content-editors.ts), each named
// by its path in the section as Conform names it ("primaryMenuItems[0].items[1].name"), so the post reads back
// into the section's shape and the schema's issue for a path is shown beside the field of that name. Lists are
// fieldsets with a legend per item; add, remove and move are the form kit's list buttons (app/ui/list-button.tsx:
// submit buttons, as admin pages run no script, that skip the browser's checks and redraw the form from what was
// posted). The item just added or moved takes the focus.
import type { ReactNode } from "react";
import {
  fieldText,
  isTicked,
  itemSpecOf,
  readPath,
  type FieldSpec,
  type ItemSpec,
  type ListSpec,
} from "../../../../modules/content/model/content-form.ts";
import { InputField, SelectField, TextareaField } from "../admin-fields.tsx";
import { SECONDARY_BUTTON } from "../admin-form.tsx";
import { fieldId } from "../listings/spec-field.tsx";
import { ItemButtons, ListButton } from "../../../ui/list-button.tsx";

type Draw = {
  errors: Record<string, string[]>;
  /** The item whose first field takes the focus ("primaryMenuItems[3]"; autofocus: the page has no script). */
  focus: string | null;
  /** A new item of the list at `path`, as its Add button starts it. */
  newItem: (path: string) => Record<string, string>;
  /** What a section adds to an item (a carousel picture's preview) or to a list (the kind of a new block). */
  itemExtra?: (list: ListSpec, path: string, item: unknown) => ReactNode;
  addExtra?: (list: ListSpec, path: string) => ReactNode;
};

const join = (prefix: string, name: string) => (prefix ? `${prefix}.${name}` : name);

type FieldProps = { field: FieldSpec; path: string; value: unknown; draw: Draw; autoFocus: boolean };

function Field({ field, path, value, draw, autoFocus }: FieldProps) {
  const id = fieldId(path);
  const errors = draw.errors[path];
  const common = { id, name: path, label: field.label, hint: field.hint, errors };
  switch (field.kind) {
    case "hidden":
      return <input type="hidden" name={path} value={fieldText(value)} />;
    case "checkbox":
      return (
        <div className="flex flex-col gap-1">
          <label className="flex items-center gap-2 font-semibold">
            <input
              id={id}
              type="checkbox"
              name={path}
              defaultChecked={isTicked(value)}
              autoFocus={autoFocus}
              aria-describedby={field.hint ? `${id}-hint` : undefined}
              className="size-5"
            />
            {field.label}
          </label>
          {field.hint ? (
            <p id={`${id}-hint`} className="text-sm text-black/70">
              {field.hint}
            </p>
          ) : null}
        </div>
      );
    case "select":
      return <SelectField {...common} options={[...(field.options ?? [])]} defaultValue={fieldText(value)} />;
    case "textarea":
    case "lines":
      return <TextareaField {...common} rows={3} defaultValue={fieldText(value, field.kind)} />;
    default:
      return (
        <InputField
          {...common}
          type={field.kind === "number" ? "text" : field.kind === "numbers" ? "text" : field.kind}
          defaultValue={fieldText(value)}
          constraints={
            field.optional || field.nullWhenEmpty || field.kind === "numbers" ? {} : { required: true }
          }
          autoFocus={autoFocus}
        />
      );
  }
}

type FieldsProps = {
  spec: ItemSpec;
  prefix: string;
  item: unknown;
  draw: Draw;
  focusFirst: boolean;
  /** The legend of the item these fields belong to ("" for the section itself). */
  owner: string;
};

function Fields({ spec, prefix, item, draw, focusFirst, owner }: FieldsProps) {
  const firstShown = spec.fields.find((field) => field.kind !== "hidden");
  // A field or a list of the item: its name in the post and what the item holds there.
  const member = (name: string) => ({ path: join(prefix, name), value: readPath(item, name) });
  return (
    <>
      {spec.fields.map((field) => (
        <Field
          key={field.name}
          field={field}
          {...member(field.name)}
          draw={draw}
          autoFocus={focusFirst && field === firstShown}
        />
      ))}
      {(spec.lists ?? []).map((list) => (
        <List key={list.name} list={list} {...member(list.name)} draw={draw} owner={owner} />
      ))}
    </>
  );
}

/** `value`: what the item holds at `path`, the list's items when it is an array. */
type ListProps = { list: ListSpec; path: string; value: unknown; draw: Draw; owner: string };

function List({ list, path, value, draw, owner }: ListProps) {
  const entries = Array.isArray(value) ? value : [];
  const headingId = `${fieldId(path)}-heading`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="text-lg font-semibold">
        {list.label}
      </h3>
      {entries.map((item, index) => {
        const itemPath = `${path}[${index}]`;
        // A sub-list's items are named after their owner: "Primary menu item 2, sub-item 1".
        const legend = `${owner ? `${owner}, ` : ""}${list.itemLabel} ${index + 1}`;
        const kind = list.kinds?.of[fieldText(readPath(item, list.kinds.field))];
        return (
          <fieldset
            key={itemPath}
            id={fieldId(itemPath)}
            className="flex flex-col gap-3 rounded border border-black/30 p-3"
          >
            <legend className="px-1 font-semibold">{legend}</legend>
            {kind ? <p className="text-sm">{`${list.kinds!.label}: ${kind.label}`}</p> : null}
            {draw.itemExtra?.(list, itemPath, item)}
            <Fields
              spec={itemSpecOf(list, item)}
              prefix={itemPath}
              item={item}
              draw={draw}
              focusFirst={draw.focus === itemPath}
              owner={legend}
            />
            <ItemButtons name={path} index={index} count={entries.length} itemLabel={legend} />
          </fieldset>
        );
      })}
      {entries.length === 0 ? <p className="text-sm">None yet.</p> : null}
      {list.addLabel ? (
        <div className="flex flex-wrap items-end gap-2">
          {draw.addExtra?.(list, path)}
          <ListButton
            intent={{ type: "insert", payload: { name: path, defaultValue: draw.newItem(path) } }}
            className={SECONDARY_BUTTON}
          >
            {list.addLabel}
            {owner ? <span className="sr-only"> to {owner}</span> : null}
          </ListButton>
        </div>
      ) : null}
    </section>
  );
}

export function ContentFields({ spec, state, ...draw }: Draw & { spec: ItemSpec; state: unknown }) {
  return <Fields spec={spec} prefix="" item={state} draw={draw} focusFirst={false} owner="" />;
}
