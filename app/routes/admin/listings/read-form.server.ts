// A listings desk post, native form or multipart: its text fields as the form's values, its files by name
// (several per name), and what the pressed button asked for (`intent`).
import type { FormValues } from "../../../../modules/listings/model/listing-form.ts";

export type DeskPost = { intent: string; values: FormValues; files: Map<string, File[]> };

export async function readDeskPost(request: Request): Promise<DeskPost> {
  const form = await request.formData().catch(() => null);
  const values: FormValues = {};
  const files = new Map<string, File[]>();
  for (const [name, value] of form ?? []) {
    if (typeof value === "string") values[name] = value;
    else files.set(name, [...(files.get(name) ?? []), value]);
  }
  const { intent = "save", authenticity_token: _token, ...rest } = values;
  return { intent, values: rest, files };
}
