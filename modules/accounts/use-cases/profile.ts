// Profile update (spec §7 "POST /user.ljson with override header put … returns {user}"). Only the signed-in
// user's row changes: the schema drops any user_id in the body, and the id comes from the session.
import { z } from "zod";
import { isEmailTaken, updateUserProfile, type UserProfileChanges } from "../repos/users.ts";
import { profileUpdateSchema, type ProfileUpdateInput } from "../model/schemas.ts";
import type { UserPayload } from "../model/json.ts";
import type { Services } from "../../../platform/services.ts";
import type { RequestSession } from "../../../platform/session.ts";
import type { Fields } from "../../../domain/fields.ts";
import { samePayload } from "./signed-in-session.ts";

export type ProfileResult =
  | { kind: "updated"; payload: UserPayload }
  | { kind: "signed-out" }
  | { kind: "invalid"; errors: Record<string, string[]> }
  | { kind: "email-taken" };

export async function updateProfile(
  services: Services,
  session: RequestSession,
  fields: Fields,
): Promise<ProfileResult> {
  const userId = await session.userId();
  if (!userId) return { kind: "signed-out" };
  const parsed = profileUpdateSchema.safeParse(fields);
  if (!parsed.success) {
    return { kind: "invalid", errors: z.flattenError(parsed.error).fieldErrors as Record<string, string[]> };
  }
  const changes = profileChanges(parsed.data);
  if (changes.email && (await isEmailTaken(services.db, changes.email, userId)))
    return { kind: "email-taken" };
  if (!(await updateUserProfile(services.db, userId, changes))) return { kind: "email-taken" };
  return { kind: "updated", payload: await samePayload(services, session, userId) };
}

/** The fields sent, as columns; absent ones stay as they are. Names are never null (the table says ""). */
export function profileChanges(input: ProfileUpdateInput): UserProfileChanges {
  const changes: UserProfileChanges = {};
  const set = <K extends keyof UserProfileChanges>(key: K, value: UserProfileChanges[K] | undefined) => {
    if (value !== undefined) changes[key] = value;
  };
  set("title", input.title);
  set("firstName", input.first_name === undefined ? undefined : (input.first_name ?? ""));
  set("lastName", input.last_name === undefined ? undefined : (input.last_name ?? ""));
  set("email", input.email);
  set("houseName", input.house_name);
  set("houseNumber", input.house_number);
  set("streetAddress", input.street_address);
  set("address2", input.address_2);
  set("locality", input.locality);
  set("town", input.town);
  set("county", input.county);
  set("postcode", input.postcode);
  set("telHome", input.tel_home);
  set("telMobile", input.tel_mobile);
  return changes;
}
