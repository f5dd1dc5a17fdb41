// Sign-in (spec §2 "/user/sign-in", §5 "Sign-in password minimum length 5", §7 POST /session, §8 toasts).
// What is typed lives in the app state's userCredentials (spec §3); sign-out clears it.
import { useState, type FormEvent } from "react";
import { toast } from "../../client/toast.ts";
import { ACCOUNT_MESSAGES as M, SIGN_IN_PASSWORD_MIN_LENGTH } from "../../../domain/accounts/fields.ts";
import { overlayHash, userOverlay } from "../../../domain/overlay-paths.ts";
import { signIn } from "../../client/account.ts";
import { useAppState } from "../../client/app-state.tsx";
import { useHashNavigate } from "../hash-navigation.ts";
import { TextField, buttonClass } from "./fields.tsx";
import { fieldErrorsFromIssues, type FieldErrors } from "./form-errors.ts";
import { loadAccountSchemas } from "./load-schemas.ts";

export function SignInForm() {
  const { authenticityToken, loading, setLoading, reloadUser, userCredentials, setUserCredentials } =
    useAppState();
  const navigateHash = useHashNavigate();
  const [errors, setErrors] = useState<FieldErrors>({});

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { signInSchema } = await loadAccountSchemas();
    const parsed = signInSchema.safeParse({
      username: userCredentials.email,
      password: userCredentials.password,
    });
    if (!parsed.success) {
      setErrors(fieldErrorsFromIssues(parsed.error.issues));
      return;
    }
    setErrors({});
    setLoading("userSignIn", true);
    try {
      const ok = await signIn(parsed.data.username, parsed.data.password, authenticityToken).catch(
        () => false,
      );
      if (!ok) {
        toast.error(M.signInFailed);
        return;
      }
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
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label="Sign in"
      className="flex flex-col gap-3"
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
      <button type="submit" disabled={loading.userSignIn} className={buttonClass}>
        Sign in
      </button>
      <a href={overlayHash(userOverlay("forgotten-password"))} className="underline">
        Forgotten your password?
      </a>
    </form>
  );
}
