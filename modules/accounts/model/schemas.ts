// The user forms' schemas (issue 6; spec §5 "User forms"), one per form or call, used by the browser's forms
// and by the server's actions alike. Texts and rules live in ./fields.ts (no zod there). Unknown keys are
// dropped, so a `user_id` in a body never reaches a write.
import { z } from "zod";

import {
  ACCOUNT_MESSAGES as M,
  ADDRESS_FIELD_MAX_LENGTH,
  ALERT_FREQUENCIES,
  EMAIL_MAX_LENGTH,
  MAX_SAVED_PROPERTY_IDS,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SIGN_IN_PASSWORD_MIN_LENGTH,
  isEditPhone,
  isTicked,
  isUkPhone,
  isUserName,
} from "./fields.ts";

/** A blank or absent optional field is null; a given one is trimmed. Absent stays undefined (profile: unchanged). */
function blankToNull(value: unknown): unknown {
  if (value === undefined) return undefined;
  if (value === null) return null;
  if (typeof value !== "string") return value;
  const trimmed = value.trim();
  return trimmed === "" ? null : trimmed;
}

function optionalText(message: string, max: number, rule: (value: string) => boolean = () => true) {
  return z.preprocess(
    blankToNull,
    z.string({ error: message }).max(max, message).refine(rule, message).nullable().optional(),
  );
}

export const emailField = z
  .string({ error: M.email })
  .trim()
  .pipe(z.email(M.email).max(EMAIL_MAX_LENGTH, M.email));

// Each rule its own message: the client shows server password errors one by one (spec §5, §8).
const newPassword = z
  .string({ error: M.passwordRequired })
  .min(1, { error: M.passwordRequired, abort: true })
  .min(PASSWORD_MIN_LENGTH, M.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, M.passwordTooLong);

const passwordConfirmation = z
  .string({ error: M.passwordConfirmationRequired })
  .min(1, M.passwordConfirmationRequired);

const checkbox = z.preprocess(isTicked, z.boolean());

const addressFields = {
  house_name: optionalText(M.addressField, ADDRESS_FIELD_MAX_LENGTH),
  house_number: optionalText(M.addressField, ADDRESS_FIELD_MAX_LENGTH),
  street_address: optionalText(M.addressField, ADDRESS_FIELD_MAX_LENGTH),
  address_2: optionalText(M.addressField, ADDRESS_FIELD_MAX_LENGTH),
  locality: optionalText(M.addressField, ADDRESS_FIELD_MAX_LENGTH),
  town: optionalText(M.addressField, ADDRESS_FIELD_MAX_LENGTH),
  county: optionalText(M.addressField, ADDRESS_FIELD_MAX_LENGTH),
  postcode: optionalText(M.addressField, 10),
};

const nameFields = {
  title: optionalText(M.title, 20, isUserName),
  first_name: optionalText(M.firstName, NAME_MAX_LENGTH, isUserName),
  last_name: optionalText(M.lastName, NAME_MAX_LENGTH, isUserName),
};

type PasswordPair = { password?: unknown; password_confirmation?: unknown; email?: unknown };

// Runs even when other fields failed, so every message shows at once.
const bothPasswordsGiven = (payload: { value: unknown }) => {
  const v = (payload.value ?? {}) as PasswordPair;
  return typeof v.password === "string" && typeof v.password_confirmation === "string";
};

function withPasswordPairRules<T extends z.ZodType<PasswordPair>>(schema: T) {
  return schema
    .refine((v) => v.password === v.password_confirmation, {
      error: M.passwordsDoNotMatch,
      path: ["password_confirmation"],
      when: bothPasswordsGiven,
    })
    .refine(
      (v) =>
        typeof v.email !== "string" ||
        typeof v.password !== "string" ||
        v.password.trim().toLowerCase() !== v.email.trim().toLowerCase(),
      {
        error: M.passwordIsEmail,
        path: ["password"],
        when: (payload) => typeof (payload.value as PasswordPair | undefined)?.password === "string",
      },
    );
}

/** POST /user.ljson (spec §7 registration). */
export const registrationSchema = withPasswordPairRules(
  z.object({
    ...nameFields,
    email: emailField,
    password: newPassword,
    password_confirmation: passwordConfirmation,
    // spec §5 "Phone pattern is a UK number (+44 or 0, then 9-10 digits)"
    tel_home: optionalText(M.phone, 20, isUkPhone),
    tel_mobile: optionalText(M.phone, 20, isUkPhone),
    ...addressFields,
    // spec §5 "Registration requires terms"
    opt_in_terms: z
      .any()
      .refine(isTicked, M.terms)
      .transform(() => true as const),
    opt_in_marketing: checkbox,
    opt_in_marketing_url: optionalText("Please give a valid page address", 2000),
  }),
);
export type RegistrationInput = z.infer<typeof registrationSchema>;

/** POST /user.ljson + X-HTTP-Method-Override: put (spec §7 profile update): only the fields sent change. */
export const profileUpdateSchema = z.object({
  ...nameFields,
  email: emailField.optional(),
  // spec §5 "Edit phone: 6 to 20 characters of digits and - . ( ) / space +"
  tel_home: optionalText(M.phone, 20, isEditPhone),
  tel_mobile: optionalText(M.phone, 20, isEditPhone),
  ...addressFields,
});
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;

/** POST /session (spec §7 sign-in): the username is the email. */
export const signInSchema = z.object({
  username: emailField,
  // spec §5 "Sign-in password minimum length 5"; the cap keeps hashing cheap.
  password: z
    .string({ error: M.signInPassword })
    .min(SIGN_IN_PASSWORD_MIN_LENGTH, M.signInPassword)
    .max(1024, M.signInPassword),
});
export type SignInInput = z.infer<typeof signInSchema>;

/** POST /reset_passwords (spec §5 "Forgotten password: email required, type email"). */
export const forgottenPasswordSchema = z.object({ email: emailField });

/** The reset page's form (GET/POST /user/reset-password/{token}): the registration's password rules. */
export const resetPasswordSchema = withPasswordPairRules(
  z.object({ password: newPassword, password_confirmation: passwordConfirmation }),
);
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

const optInChoice = z.enum(["optin", "optout"], { error: M.marketingChoice });

/** POST /marketing_preferences/{id} (put): body {user_id, opt_in_marketing_at 'optin'|'optout', opt_in_marketing_url}. */
export const marketingPreferenceSchema = z
  .object({
    opt_in_marketing_at: optInChoice,
    opt_in_marketing_url: optionalText("Please give a valid page address", 2000),
  })
  .transform((v) => ({ optIn: v.opt_in_marketing_at === "optin", url: v.opt_in_marketing_url ?? null }));

/**
 * POST /custom_marketing_preferences/{user_id} (put): body {user_id, marketing_preferences
 * {is_opted_in_to_marketing, opt_in_marketing_at, opt_in_marketing_url}}. opt_in_marketing_at ('optin' or
 * 'optout') decides when given, else the is_opted_in_to_marketing checkbox.
 */
export const customMarketingPreferencesSchema = z
  .object({
    marketing_preferences: z.object(
      {
        is_opted_in_to_marketing: z.any().optional(),
        opt_in_marketing_at: z.preprocess(blankToNull, optInChoice.nullable().optional()),
        opt_in_marketing_url: optionalText("Please give a valid page address", 2000),
      },
      { error: M.marketingChoice },
    ),
  })
  .refine(
    (v) =>
      v.marketing_preferences.opt_in_marketing_at != null ||
      v.marketing_preferences.is_opted_in_to_marketing !== undefined,
    { error: M.marketingChoice, path: ["marketing_preferences"] },
  )
  .transform(({ marketing_preferences: p }) => ({
    optIn:
      p.opt_in_marketing_at != null
        ? p.opt_in_marketing_at === "optin"
        : isTicked(p.is_opted_in_to_marketing),
    url: p.opt_in_marketing_url ?? null,
  }));
export type MarketingChoice = z.infer<typeof marketingPreferenceSchema>;

/**
 * POST /saved_properties.ljson {property_ids: "1,2,3"}: distinct ids, in the order given; at most
 * MAX_SAVED_PROPERTY_IDS in one call (issue 13: a longer list is a 422, never one huge query).
 */
export const savedPropertyIdsSchema = z.object({
  property_ids: z.preprocess(
    (v) => (typeof v === "number" ? String(v) : Array.isArray(v) ? v.join(",") : v),
    z
      .string({ error: M.propertyIds })
      .refine((s) => s.split(",").length <= MAX_SAVED_PROPERTY_IDS, {
        error: M.tooManyPropertyIds,
        abort: true,
      })
      .regex(/^\s*(?:\d{1,9}\s*(?:,\s*\d{1,9}\s*)*)?$/, M.propertyIds)
      .transform((s) => [
        ...new Set(
          s
            .split(",")
            .map((part) => part.trim())
            .filter(Boolean)
            .map(Number)
            .filter((id) => id > 0),
        ),
      ]),
  ),
});

/** POST /search?{query} and POST /saved_searches?{…} (put): the saved-search fields beside the search's. */
export const alertFrequencySchema = z.enum(ALERT_FREQUENCIES, { error: M.alertFrequency });
