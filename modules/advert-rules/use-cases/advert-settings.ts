// An owner's change of the agency's advert rule settings (issue 41): checked by the form's schema, written with its
// audit row (before and after). A change of the Part A choice judges every stored advert again, so a switch from
// "warn" to "block" holds back at once the listings that lack a Part A item (and back the other way puts them on
// the site); the evidence period is read by the retention job at its next run.
import type { Db } from "../../../db/client.ts";
import { auditedWrite, changedFields, type WriteActor } from "../../audit/index.ts";
import { parseForm, type FieldErrors, type PostedFields } from "../../../platform/form-submission.ts";
import { advertSettingsSchema } from "../model/advert-settings-schema.ts";
import type { AdvertSettings } from "../model/advert-settings.ts";
import { selectAdvertSettings, upsertAdvertSettings } from "../repos/advert-settings.ts";
import { recheckAdverts, type AdvertRecheck } from "./recheck-adverts.ts";

export type AdvertSettingsResult =
  | { kind: "saved"; recheck: AdvertRecheck | null }
  | { kind: "unchanged" }
  | { kind: "forbidden" }
  | { kind: "invalid"; errors: FieldErrors };

export async function saveAdvertSettings(
  db: Db,
  actor: WriteActor & { staff: { role: string } },
  fields: PostedFields,
): Promise<AdvertSettingsResult> {
  if (actor.staff.role !== "owner") return { kind: "forbidden" };
  const parsed = parseForm(advertSettingsSchema, fields);
  if (!parsed.ok) return { kind: "invalid", errors: parsed.errors };
  const changed = await auditedWrite(db, actor, "listings", async (tx) => {
    const current = await selectAdvertSettings(tx);
    const next: AdvertSettings = { ...current, ...parsed.data };
    const diff = changedFields(current, next);
    if (!diff.any) return { value: null };
    await upsertAdvertSettings(tx, next);
    return {
      value: diff.after,
      audit: {
        action: "advert-rules.settings",
        subject: "advert-rules",
        before: diff.before,
        after: diff.after,
      },
    };
  });
  if (!changed) return { kind: "unchanged" };
  // Only the Part A choice changes what the rules conclude; the evidence period is read by the retention job.
  return { kind: "saved", recheck: "partAMissing" in changed ? await recheckAdverts(db) : null };
}
