// The set-up link's page (issue 14), shared by the back office's and the operators' console's (issue 44 item 6):
// the new password, the authenticator's QR code and key, a first code; then the recovery codes, shown once.
import type { SetupForm } from "../../../modules/staff/index.ts";
import { Field } from "./admin-form.tsx";
import { NewPasswordFields, SignedOutForm, SignedOutPage } from "./signed-out-page.tsx";

export type SetupPageData =
  | { state: "form"; token: string; form: SetupForm; errors: Record<string, string[]> }
  | { state: "done"; recoveryCodes: string[] }
  | { state: "invalid" };

export function SetupPage({
  page,
  home,
  askForLink,
}: {
  page: SetupPageData;
  /** Where the signed-in account goes next. */
  home: { href: string; label: string };
  /** Whom to ask for a new link. */
  askForLink: string;
}) {
  if (page.state === "invalid") {
    return (
      <SignedOutPage heading="Set up your account" width="wide">
        <p role="alert">This set-up link has expired or has already been used. {askForLink}</p>
      </SignedOutPage>
    );
  }
  if (page.state === "done") {
    return (
      <SignedOutPage heading="Your recovery codes" width="wide">
        <p>
          Each code signs you in once if you lose your authenticator. Keep them somewhere safe: they are shown
          only now.
        </p>
        <ul data-recovery-codes className="grid grid-cols-2 gap-2 font-mono">
          {page.recoveryCodes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
        <p>
          <a href={home.href} className="underline">
            {home.label}
          </a>
        </p>
      </SignedOutPage>
    );
  }
  const { form, errors } = page;
  return (
    <SignedOutPage heading="Set up your account" width="wide">
      <p>Signing in as {form.email}.</p>
      <SignedOutForm token={page.token} submit="Finish set-up">
        <NewPasswordFields label="Password" errors={errors} />
        <h2 className="text-lg font-semibold">Authenticator app</h2>
        <p>Scan this QR code with your authenticator app, or type the key below into it.</p>
        <div
          role="img"
          aria-label="QR code of your authenticator key"
          className="w-48"
          dangerouslySetInnerHTML={{ __html: form.qrSvg }}
        />
        <p>
          Key: <code data-totp-secret>{form.secret}</code>
        </p>
        <Field
          name="code"
          label="Code from the app"
          inputMode="numeric"
          autoComplete="one-time-code"
          errors={errors.code}
        />
      </SignedOutForm>
    </SignedOutPage>
  );
}
