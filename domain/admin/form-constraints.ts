// The browser's own checks of a back-office field, read off the zod schema the server parses with (issue 14
// "Forms validate on the client and the server with one schema"): admin pages ship no script, so the native
// constraints (required, minLength, maxLength; min and max of a number) are the client half. Loaders call it and pass the result as data:
// a page's own code stays free of zod (the admin routes' browser chunks share the public site's zod chunk).
import type { z } from "zod";

export type HtmlConstraints = {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  min?: number;
  max?: number;
};

type Introspectable = {
  minLength?: number | null;
  maxLength?: number | null;
  minValue?: number | null;
  maxValue?: number | null;
  isOptional?: () => boolean;
  unwrap?: () => unknown;
  def?: { type?: string; in?: unknown; out?: unknown };
};

/** The innermost schema of an optional or preprocessed field (the part that holds the string's rules). */
function core(schema: Introspectable): Introspectable {
  if (schema.def?.type === "pipe") {
    // A preprocess is pipe(transform, schema), a transform after the checks pipe(schema, transform).
    const out = schema.def.out as Introspectable;
    return core((out.def?.type === "transform" ? schema.def.in : out) as Introspectable);
  }
  if (schema.def?.type === "optional" && schema.unwrap) return core(schema.unwrap() as Introspectable);
  return schema;
}

export function htmlConstraints(schema: z.ZodType): HtmlConstraints {
  const field = schema as unknown as Introspectable;
  const inner = core(field);
  const constraints: HtmlConstraints = {};
  const optional = field.isOptional?.() ?? false;
  if (!optional && (inner.minLength ?? 0) >= 1) constraints.required = true;
  if (inner.minLength) constraints.minLength = inner.minLength;
  if (inner.maxLength) constraints.maxLength = inner.maxLength;
  // A number's bounds (zod reports ±Infinity, or null, when it has none).
  if (Number.isFinite(inner.minValue)) constraints.min = inner.minValue!;
  if (Number.isFinite(inner.maxValue)) constraints.max = inner.maxValue!;
  return constraints;
}
