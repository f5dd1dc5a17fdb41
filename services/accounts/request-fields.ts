// The fields of a call's body, whatever it arrived as (spec §7: JSON from the client, form data from a
// native form or `POST /reset_passwords`). Form keys like `marketing_preferences[opt_in_marketing_at]` become
// nested objects, the shape a JSON client sends, so one schema reads both.
export type Fields = Record<string, unknown>;

export async function readFields(request: Request): Promise<Fields> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type === "application/json" || type.endsWith("+json")) {
    const body: unknown = await request.json().catch(() => null);
    return body && typeof body === "object" && !Array.isArray(body) ? (body as Fields) : {};
  }
  if (type === "multipart/form-data" || type === "application/x-www-form-urlencoded") {
    const form = await request.formData().catch(() => null);
    return form ? nestBracketKeys(form) : {};
  }
  return {};
}

/** `a[b]=1` → {a: {b: "1"}}; plain keys stay; a repeated key keeps its last value. Files are dropped. */
export function nestBracketKeys(pairs: Iterable<[string, FormDataEntryValue | string]>): Fields {
  const fields: Fields = {};
  for (const [key, value] of pairs) {
    if (typeof value !== "string") continue;
    const match = /^([^[\]]+)\[([^[\]]+)\]$/.exec(key);
    if (!match) {
      fields[key] = value;
      continue;
    }
    const [, outer, inner] = match as unknown as [string, string, string];
    const existing = fields[outer];
    const group: Fields = existing && typeof existing === "object" ? (existing as Fields) : {};
    group[inner] = value;
    fields[outer] = group;
  }
  return fields;
}
