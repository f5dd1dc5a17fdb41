// The pieces of the back-office pages shown before a staff session exists (sign-in, the forgotten-password
// request, the password reset link, the set-up link): a narrow column under the page's heading, a plain HTML
// form with the authenticity token and one submit button, and the new password with its confirmation.
import type { ReactNode } from "react";
import { BUTTON, Field, TokenInput } from "./admin-form.tsx";

const COLUMN_WIDTH = { narrow: "max-w-sm", wide: "max-w-md" } as const;

export function SignedOutPage({
  heading,
  width = "narrow",
  children,
}: {
  heading: string;
  /** `wide`: the pages with a longer form (a new password and a code, the authenticator's QR code). */
  width?: keyof typeof COLUMN_WIDTH;
  children: ReactNode;
}) {
  return (
    <div className={`mx-auto flex ${COLUMN_WIDTH[width]} flex-col gap-4 px-4 py-12`}>
      <h1 className="text-2xl font-semibold">{heading}</h1>
      {children}
    </div>
  );
}

/** The page's form: posted to the page's own address (its query included), worded by `submit`. */
export function SignedOutForm({
  token,
  submit,
  children,
}: {
  token: string;
  submit: string;
  children: ReactNode;
}) {
  return (
    <form method="post" className="flex flex-col gap-4">
      <TokenInput token={token} />
      {children}
      <button type="submit" className={BUTTON}>
        {submit}
      </button>
    </form>
  );
}

/** A new password typed twice; `label` names the first field, and the second asks to confirm it. */
export function NewPasswordFields({
  label,
  errors,
}: {
  label: "Password" | "New password";
  errors: Record<string, string[]>;
}) {
  return (
    <>
      <Field
        name="password"
        label={label}
        type="password"
        autoComplete="new-password"
        errors={errors.password}
      />
      <Field
        name="password_confirmation"
        label={`Confirm ${label.toLowerCase()}`}
        type="password"
        autoComplete="new-password"
        errors={errors.password_confirmation}
      />
    </>
  );
}
