// Forgotten password (spec §2 "/user/forgotten-password" signed out, §5, §7 POST /reset_passwords, §8): the
// same two messages whether or not an account exists (8 s each), so the form tells nobody who has one.
import { useState, type FormEvent } from "react";
import { toast } from "../../client/toast.ts";
import { ACCOUNT_MESSAGES as M, USER_HONEYPOT } from "../../../modules/accounts/model/fields.ts";
import { noOverlay, overlayHash, userOverlay } from "../../../domain/overlay-paths.ts";
import { requestPasswordReset } from "../../client/account.ts";
import { useAppState } from "../../client/app-state.tsx";
import { useHashNavigate } from "../hash-navigation.ts";
import { EmailField, Honeypot } from "./fields.tsx";
import { formValues, parseOrShowErrors, type FieldErrors } from "./form-errors.ts";
import { loadAccountSchemas } from "./load-schemas.ts";
import { PanelForm } from "./panel-form.tsx";
import { LONG_TOAST_MS } from "./toasts.ts";

export function ForgottenPasswordForm() {
  const { authenticityToken } = useAppState();
  const navigateHash = useHashNavigate();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    // Spec §5: a filled honeypot abandons the submission and the browser goes to /.
    if (values[USER_HONEYPOT]) {
      navigateHash(noOverlay());
      return;
    }
    const { forgottenPasswordSchema } = await loadAccountSchemas();
    const request = parseOrShowErrors(forgottenPasswordSchema, { email: values.email }, setErrors);
    if (!request) return;
    setSending(true);
    // Spec §8: always this message first, then the thank-you once the server has accepted (200).
    toast.info(M.resetRequested, { duration: LONG_TOAST_MS });
    try {
      if (await requestPasswordReset(request.email, "", authenticityToken).catch(() => false)) {
        toast.success(M.resetThankYou, { duration: LONG_TOAST_MS });
      }
    } finally {
      setSending(false);
    }
  }

  return (
    <PanelForm
      label="Forgotten password"
      submit="Reset password"
      sending={sending}
      onSubmit={submit}
      link={{ href: overlayHash(userOverlay("sign-in")), text: "Back to sign in" }}
    >
      <p>Enter your email address and we will send you a link to reset your password.</p>
      <EmailField error={errors.email} />
      <Honeypot name={USER_HONEYPOT} />
    </PanelForm>
  );
}
