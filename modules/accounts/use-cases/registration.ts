// Registration (spec §7 "POST /user.ljson … registers"; §5 "User forms"; issue 6 item 1).
import { z } from "zod";
import { insertUser, isEmailTaken } from "../repos/users.ts";
import { ACCOUNT_MESSAGES as M, USER_HONEYPOT } from "../model/fields.ts";
import { registrationSchema } from "../model/schemas.ts";
import { CAPTCHA_TOKEN_FIELD } from "../../../domain/captcha.ts";
import type { Services } from "../../../platform/services.ts";
import type { RequestSession } from "../../../platform/session.ts";
import { isHoneypotFilled } from "../../../domain/honeypot.ts";
import { accountKey, isOverLimit } from "../../../platform/attempt-limits.ts";
import { recordMarketingChoice, recordTermsAccepted } from "./consent.ts";
import { hashPassword } from "../../../platform/passwords.ts";
import type { Fields } from "../../../domain/fields.ts";
import { signInVisitor, type RequestMeta, type SignedIn } from "./signed-in-session.ts";

export type RegistrationResult =
  | ({ kind: "registered" } & SignedIn)
  /** A filled honeypot: nothing is created; the client abandons anyway (spec §5). */
  | { kind: "ignored" }
  | { kind: "invalid"; errors: Record<string, string[]> }
  | { kind: "exists" }
  | { kind: "captcha-invalid" }
  | { kind: "too-many" };

export async function register(
  services: Services,
  session: RequestSession,
  fields: Fields,
  meta: RequestMeta & { referer: string | null },
): Promise<RegistrationResult> {
  if (isHoneypotFilled(fields, USER_HONEYPOT)) {
    services.logger.info({ ip: meta.ip }, "registration: honeypot filled, nothing created");
    return { kind: "ignored" };
  }
  const parsed = registrationSchema.safeParse(fields);
  if (!parsed.success) {
    return { kind: "invalid", errors: z.flattenError(parsed.error).fieldErrors as Record<string, string[]> };
  }
  const input = parsed.data;
  if (await isOverLimit(services.accountLimits, "registration", accountKey(input.email))) {
    return { kind: "too-many" };
  }
  // Checked after the fields, so junk never costs a call to the captcha provider.
  const token = fields[CAPTCHA_TOKEN_FIELD];
  const verdict = await services.captcha.verify(typeof token === "string" ? token : null, {
    ip: meta.ip,
    action: "register",
  });
  if (!verdict.ok) return { kind: "captcha-invalid" };
  // Cheap check first, so a known email costs no hashing; the unique index still settles races.
  if (await isEmailTaken(services.db, input.email)) return { kind: "exists" };

  const passwordHash = await hashPassword(input.password);
  const url = input.opt_in_marketing_url ?? meta.referer;
  // The account and its consent evidence are written together or not at all.
  const user = await services.db.transaction(async (tx) => {
    const created = await insertUser(tx, {
      email: input.email,
      passwordHash,
      title: input.title ?? null,
      firstName: input.first_name ?? "",
      lastName: input.last_name ?? "",
      houseName: input.house_name ?? null,
      houseNumber: input.house_number ?? null,
      streetAddress: input.street_address ?? null,
      address2: input.address_2 ?? null,
      locality: input.locality ?? null,
      town: input.town ?? null,
      county: input.county ?? null,
      postcode: input.postcode ?? null,
      telHome: input.tel_home ?? null,
      telMobile: input.tel_mobile ?? null,
    });
    if (!created) return null;
    await recordTermsAccepted(tx, created.id, url, meta);
    if (input.opt_in_marketing) await recordMarketingChoice(tx, created.id, { optIn: true, url }, meta);
    return created;
  });
  if (!user) return { kind: "exists" };
  return { kind: "registered", ...(await signInVisitor(services, session, user.id, meta)) };
}

export const REGISTRATION_ERRORS = {
  exists: { errors: { email: [M.accountExists] }, flash: "user-create-dupe" },
  captcha: { errors: { [CAPTCHA_TOKEN_FIELD]: [M.captcha] }, flash: "recaptcha-invalid" },
  tooMany: { errors: { base: [M.tooManyRegistrations] } },
} as const;
