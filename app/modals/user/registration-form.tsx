// Registration (spec §2 "/user" signed out, §5 "User forms", §7 POST /user.ljson, §8 toasts): checked in the
// browser with the shared schema, then posted as JSON. A 422's password errors are shown one by one (8 s).
import { useState, type FormEvent } from "react";
import { toast } from "../../client/toast.ts";
import {
  ACCOUNT_MESSAGES as M,
  MARKETING_OPT_IN_STATEMENT,
  USER_HONEYPOT,
} from "../../../modules/accounts/model/fields.ts";
import { noOverlay, userOverlay } from "../../../domain/overlay-paths.ts";
import { registerUser } from "../../client/account.ts";
import { useAppState } from "../../client/app-state.tsx";
import { CAPTCHA_FIELD, CaptchaSlot, useLeadCaptcha } from "../../components/lead-form/captcha.tsx";
import { useHashNavigate } from "../hash-navigation.ts";
import { useOverlayPageData } from "../page-data.ts";
import { CheckboxField, EmailField, Honeypot, TextField } from "./fields.tsx";
import { PrivacyLine } from "../../components/lead-form/privacy-line.tsx";
import {
  fieldErrorsFromServer,
  formValues,
  messagesOf,
  parseOrShowErrors,
  type FieldErrors,
} from "./form-errors.ts";
import { loadAccountSchemas } from "./load-schemas.ts";
import { PanelForm } from "./panel-form.tsx";
import { syncLocalSavedItems } from "./sync-after-sign-up.ts";
import { LONG_TOAST_MS } from "./toasts.ts";

const INLINE_FIELDS = ["first_name", "last_name", "email", "tel_home", "opt_in_terms"];

export function RegistrationForm() {
  const { authenticityToken, loading, setLoading, reloadUser } = useAppState();
  // Spec §2 "optional invisible captcha": the root loader gives every overlay the site's captcha settings.
  const captcha = useOverlayPageData().captcha ?? undefined;
  const captchaState = useLeadCaptcha(captcha, "register");
  const navigateHash = useHashNavigate();
  const [errors, setErrors] = useState<FieldErrors>({});

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = formValues(form);
    // Spec §5: a filled honeypot abandons the submission and the browser goes to /.
    if (values[USER_HONEYPOT]) {
      navigateHash(noOverlay());
      return;
    }
    delete values[USER_HONEYPOT];
    // Spec §5: "password must equal password_confirmation, else toast 'Passwords do not match'" (no request).
    if (values.password !== values.password_confirmation) {
      setErrors({});
      toast.error(M.passwordsDoNotMatch, { duration: LONG_TOAST_MS });
      return;
    }
    const { registrationSchema } = await loadAccountSchemas();
    const registration: Record<string, string> = { ...values, opt_in_marketing_url: location.href };
    if (!parseOrShowErrors(registrationSchema, registration, setErrors)) return;
    setLoading("userRegister", true);
    try {
      const captchaToken = await captchaState.tokenFor(form);
      if (captchaToken !== null) registration[CAPTCHA_FIELD] = captchaToken;
      const answer = await registerUser(registration, authenticityToken);
      if (!answer.ok) {
        const passwordMessages = [
          ...messagesOf(answer.errors, "password"),
          ...messagesOf(answer.errors, "password_confirmation"),
        ];
        // A refused captcha or too many attempts say so; anything else gets the spec's catch-all.
        const otherMessages = [
          ...messagesOf(answer.errors, CAPTCHA_FIELD),
          ...messagesOf(answer.errors, "base"),
        ];
        captchaState.reset();
        setErrors(fieldErrorsFromServer(answer.errors, INLINE_FIELDS));
        // Spec §8: "Server password error messages shown individually (8 s)".
        const toasts = passwordMessages.length > 0 ? passwordMessages : otherMessages;
        for (const message of toasts.length > 0 ? toasts : [M.accountExists]) {
          toast.error(message, { duration: LONG_TOAST_MS });
        }
        return;
      }
      toast.success(M.registered);
      // The answer carries the new session's token: the old one died with the rotated session.
      await syncLocalSavedItems(answer.value.authenticity_token ?? authenticityToken);
      await reloadUser();
      navigateHash(userOverlay(), { replace: true });
    } catch (error) {
      console.error("Registration failed", error);
      toast.error(M.accountExists, { duration: LONG_TOAST_MS });
    } finally {
      setLoading("userRegister", false);
    }
  }

  return (
    <PanelForm
      label="Register"
      submit="Register"
      sending={loading.userRegister}
      onSubmit={submit}
      onFocus={captchaState.load}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          name="first_name"
          label="First name"
          autoComplete="given-name"
          maxLength={50}
          error={errors.first_name}
        />
        <TextField
          name="last_name"
          label="Last name"
          autoComplete="family-name"
          maxLength={50}
          error={errors.last_name}
        />
      </div>
      <EmailField error={errors.email} />
      <TextField
        name="tel_home"
        label="Phone (optional)"
        type="tel"
        autoComplete="tel"
        maxLength={20}
        // spec §5: a UK number, +44 or 0 then 9-10 digits
        pattern="(\+44|0)[0-9 ]{9,13}"
        error={errors.tel_home}
      />
      <TextField
        name="password"
        label="Password"
        type="password"
        required
        autoComplete="new-password"
        error={errors.password}
      />
      <TextField
        name="password_confirmation"
        label="Confirm password"
        type="password"
        required
        autoComplete="new-password"
        error={errors.password_confirmation}
      />
      <CheckboxField name="opt_in_marketing" label={MARKETING_OPT_IN_STATEMENT} />
      <CheckboxField
        name="opt_in_terms"
        required
        label="I agree to the terms & conditions and privacy policy"
        error={errors.opt_in_terms}
      />
      <PrivacyLine purpose="We use your details to run your account and send the alerts you ask for." />
      <Honeypot name={USER_HONEYPOT} />
      <CaptchaSlot captcha={captcha} />
    </PanelForm>
  );
}
