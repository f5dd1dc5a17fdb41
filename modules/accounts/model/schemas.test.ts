import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ACCOUNT_MESSAGES as M } from "./fields.ts";
import {
  customMarketingPreferencesSchema,
  marketingPreferenceSchema,
  profileUpdateSchema,
  registrationSchema,
  resetPasswordSchema,
  savedPropertyIdsSchema,
  signInSchema,
} from "./schemas.ts";

const errorsOf = (result: { success: boolean; error?: z.ZodError }) =>
  result.success ? {} : z.flattenError(result.error!).fieldErrors;

const valid = {
  email: "ann@example.com",
  password: "correct horse",
  password_confirmation: "correct horse",
  opt_in_terms: "on",
};

describe("registrationSchema", () => {
  it("requires email, password, confirmation and terms with the spec's messages", () => {
    expect(errorsOf(registrationSchema.safeParse({}))).toEqual({
      email: [M.email],
      password: [M.passwordRequired],
      password_confirmation: [M.passwordConfirmationRequired],
      opt_in_terms: [M.terms],
    });
  });

  it("reports each password rule on its own, with the mismatch, beside other fields' errors", () => {
    const errors = errorsOf(
      registrationSchema.safeParse({
        ...valid,
        email: "a@b.co",
        password: "a@b.co",
        password_confirmation: "x",
      }),
    );
    expect(errors).toEqual({
      password: [M.passwordTooShort, M.passwordIsEmail],
      password_confirmation: [M.passwordsDoNotMatch],
    });
  });

  it("applies the UK phone pattern and the name rule, and drops unknown keys", () => {
    const bad = registrationSchema.safeParse({ ...valid, tel_mobile: "12345", first_name: "A<b" });
    expect(errorsOf(bad)).toEqual({ tel_mobile: [M.phone], first_name: [M.firstName] });
    const good = registrationSchema.parse({ ...valid, tel_mobile: "07700 900123", user_id: 9, town: " " });
    expect(good).not.toHaveProperty("user_id");
    expect(good.town).toBeNull();
    expect(good.opt_in_marketing).toBe(false);
  });
});

describe("profileUpdateSchema", () => {
  it("keeps only the fields sent, with the edit phone pattern", () => {
    expect(profileUpdateSchema.parse({ tel_home: "(01234) 567-890", user_id: 2 })).toEqual({
      tel_home: "(01234) 567-890",
    });
    expect(errorsOf(profileUpdateSchema.safeParse({ tel_home: "12a456", email: "" }))).toEqual({
      tel_home: [M.phone],
      email: [M.email],
    });
  });
});

describe("signInSchema", () => {
  it("needs an email and a password of at least 5 characters", () => {
    expect(errorsOf(signInSchema.safeParse({ username: "x", password: "1234" }))).toEqual({
      username: [M.email],
      password: [M.signInPassword],
    });
    expect(signInSchema.safeParse({ username: "a@b.co", password: "12345" }).success).toBe(true);
  });
});

describe("resetPasswordSchema", () => {
  it("uses the registration's password rules", () => {
    expect(
      errorsOf(
        resetPasswordSchema.safeParse({ password: "longenough", password_confirmation: "longenougH" }),
      ),
    ).toEqual({ password_confirmation: [M.passwordsDoNotMatch] });
  });
});

describe("marketing schemas", () => {
  it("reads optin/optout", () => {
    expect(marketingPreferenceSchema.parse({ opt_in_marketing_at: "optout", user_id: 3 })).toEqual({
      optIn: false,
      url: null,
    });
    expect(errorsOf(marketingPreferenceSchema.safeParse({ opt_in_marketing_at: "maybe" }))).toEqual({
      opt_in_marketing_at: [M.marketingChoice],
    });
  });

  it("lets opt_in_marketing_at win over the checkbox in the custom form", () => {
    const parse = (p: object) => customMarketingPreferencesSchema.parse({ marketing_preferences: p });
    expect(parse({ is_opted_in_to_marketing: "true" }).optIn).toBe(true);
    expect(parse({ is_opted_in_to_marketing: "true", opt_in_marketing_at: "optout" }).optIn).toBe(false);
    expect(customMarketingPreferencesSchema.safeParse({ marketing_preferences: {} }).success).toBe(false);
  });
});

describe("savedPropertyIdsSchema", () => {
  it("reads a comma string into distinct ids", () => {
    expect(savedPropertyIdsSchema.parse({ property_ids: " 3,1, 3 ,2" }).property_ids).toEqual([3, 1, 2]);
    expect(savedPropertyIdsSchema.parse({ property_ids: "" }).property_ids).toEqual([]);
    expect(savedPropertyIdsSchema.safeParse({ property_ids: "1,two" }).success).toBe(false);
  });
});
