// A back-office form's native constraints, field by field, read off the zod object its use case parses with
// (domain/admin/form-constraints.ts): the loader sends them as data, so the page's own code stays free of zod.
import type { z } from "zod";
import { htmlConstraints, type HtmlConstraints } from "../../../domain/admin/form-constraints.ts";

export function constraintsOf(shape: Record<string, z.ZodType>): Record<string, HtmlConstraints> {
  return Object.fromEntries(Object.entries(shape).map(([name, schema]) => [name, htmlConstraints(schema)]));
}
