// Marketing preferences (spec §7 "Marketing", §6 "Marketing update when signed out is blocked"). Whatever ids
// the URL or body name, only the signed-in user's preferences change; every change is logged as consent.
import { z } from "zod";
import type { UserPayload } from "../model/json.ts";
import { customMarketingPreferencesSchema, marketingPreferenceSchema } from "../model/schemas.ts";
import type { Services } from "../../../platform/services.ts";
import type { RequestSession } from "../../../platform/session.ts";
import { recordMarketingChoice } from "./consent.ts";
import type { Fields } from "../../../domain/fields.ts";
import { samePayload, type RequestMeta } from "./signed-in-session.ts";

export type MarketingResult =
  | { kind: "updated"; payload: UserPayload }
  | { kind: "signed-out" }
  | { kind: "invalid"; errors: Record<string, string[]> };

export async function updateMarketingPreferences(
  services: Services,
  session: RequestSession,
  fields: Fields,
  form: "marketing_preferences" | "custom_marketing_preferences",
  meta: RequestMeta & { referer: string | null },
): Promise<MarketingResult> {
  const userId = await session.userId();
  if (!userId) return { kind: "signed-out" };
  const schema =
    form === "marketing_preferences" ? marketingPreferenceSchema : customMarketingPreferencesSchema;
  const parsed = schema.safeParse(fields);
  if (!parsed.success) {
    return { kind: "invalid", errors: z.flattenError(parsed.error).fieldErrors as Record<string, string[]> };
  }
  const choice = { optIn: parsed.data.optIn, url: parsed.data.url ?? meta.referer };
  await services.db.transaction((tx) => recordMarketingChoice(tx, userId, choice, meta));
  return { kind: "updated", payload: await samePayload(services, session, userId) };
}
