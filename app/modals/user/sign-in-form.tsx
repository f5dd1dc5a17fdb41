// Sign-in (spec §2 "/user/sign-in", §5 "Sign-in password minimum length 5", §7 POST /session, §8 toasts).
// What is typed lives in the app state's userCredentials (spec §3); sign-out clears it.
import { useState, type FormEvent } from "react";
import { toast } from "../../client/toast.ts";
import {
  ACCOUNT_MESSAGES as M,
  SIGN_IN_PASSWORD_MIN_LENGTH,
} from "../../../modules/accounts/model/fields.ts";
import { overlayHash, userOverlay } from "../../../domain/overlay-paths.ts";
import { signIn } from "../../client/account.ts";
import { CAPTCHA_FIELD, CaptchaSlot, useLeadCaptcha } from "../../components/lead-form/captcha.tsx";
import { useOverlayPageData } from "../page-data.ts";
import { useAppState } from "../../client/app-state.tsx";
import { useHashNavigate } from "../hash-navigation.ts";
import { TextField } from "./fields.tsx";
import { parseOrShowErrors, type FieldErrors } from "./form-errors.ts";
import { loadAccountSchemas } from "./load-schemas.ts";
import { PanelForm } from "./panel-form.tsx";

export function SignInForm() {
  const { authenticityToken, loading, setLoading, reloadUser, userCredentials, setUserCredentials } =
    useAppState();
  const navigateHash = useHashNavigate();
  const [errors, setErrors] = useState<FieldErrors>({});
  // After failures on the account, this address waits (docs/decisions/021); where the site has a captcha, a
  // person answers it to sign in at once. It is asked for only then: no widget for everyone else.
  const captcha = useOverlayPageData().captcha ?? undefined;
  const captchaState = useLeadCaptcha(captcha, "sign_in");
  const [captchaAsked, setCaptchaAsked] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const { signInSchema } = await loadAccountSchemas();
    const credentials = parseOrShowErrors(
      signInSchema,
      { username: userCredentials.email, password: userCredentials.password },
      setErrors,
    );
    if (!credentials) return;
    setLoading("userSignIn", true);
    try {
      const answer = captchaAsked ? await captchaState.tokenFor(form).catch(() => "") : null;
      const outcome = await signIn(
        credentials.username,
        credentials.password,
        authenticityToken,
        answer === null ? {} : { [CAPTCHA_FIELD]: answer },
      ).catch(() => "failed" as const);
      if (outcome !== "signed-in") {
        toast.error(outcome === "too-many" ? M.tooManySignIns : M.signInFailed);
        if (captchaAsked) captchaState.reset();
        if (outcome === "too-many" && captcha) {
          setCaptchaAsked(true);
          captchaState.load();
        }
        return;
      }
      setCaptchaAsked(false);
      toast.success(M.signInSuccessful);
      setUserCredentials((credentials) => ({ ...credentials, password: "" }));
      // The session was rotated: the user and the new token come from GET /user.ljson.
      await reloadUser();
      navigateHash(userOverlay(), { replace: true });
    } finally {
      setLoading("userSignIn", false);
    }
  }

  return (
    <PanelForm
      label="Sign in"
      submit="Sign in"
      sending={loading.userSignIn}
      onSubmit={submit}
      link={{ href: overlayHash(userOverlay("forgotten-password")), text: "Forgotten your password?" }}
    >
      <TextField
        name="username"
        label="Email"
        type="email"
        required
        autoComplete="username"
        maxLength={254}
        value={userCredentials.email}
        onChange={(event) => setUserCredentials((c) => ({ ...c, email: event.target.value }))}
        error={errors.username}
      />
      <TextField
        name="password"
        label="Password"
        type="password"
        required
        minLength={SIGN_IN_PASSWORD_MIN_LENGTH}
        autoComplete="current-password"
        value={userCredentials.password}
        onChange={(event) => setUserCredentials((c) => ({ ...c, password: event.target.value }))}
        error={errors.password}
      />
      {captchaAsked ? (
        <div className="flex flex-col gap-2">
          <p>{captcha?.provider === "recaptcha-v3" ? M.signInCaptchaInvisible : M.signInCaptcha}</p>
          <CaptchaSlot captcha={captcha} />
        </div>
      ) : null}
    </PanelForm>
  );
}
