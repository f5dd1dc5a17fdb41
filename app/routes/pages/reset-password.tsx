// /user/reset-password/{token} (issue 6 item 4): the page the reset email links to. A real server-rendered
// form that works without JavaScript: a new password and its confirmation. Success signs the visitor in and
// lands on the home page with the spec's 'user-login-successful' flash. A used, expired or unknown link says
// so. The page is personal (its token), so it is never cached and search engines skip it.
import { data, redirect } from "react-router";
import type { Route } from "./+types/reset-password";
import {
  ACCOUNT_MESSAGES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  RESET_PASSWORD_DONE_PATH,
} from "../../../modules/accounts/model/fields.ts";
import { userOverlay, withOverlay } from "../../../domain/overlay-paths.ts";
import { homePath } from "../../../domain/urls.ts";
import {} from "../_http/responses.ts";
import { isUsableResetToken, resetPassword } from "../../../modules/accounts/index.ts";
import { readFields, requestMeta } from "../_http/request.ts";
import { sessionCookieHeader } from "../../../platform/session.ts";

type PageData =
  { state: "form"; authenticityToken: string; errors: Record<string, string[]> } | { state: "invalid" };

function pageHeaders(context: Route.LoaderArgs["context"]): Headers {
  // same-origin: the token in this page's URL must not leak to any other site. (no-referrer would make the
  // browser send `Origin: null` with the form's post, which React Router refuses as cross-site.)
  const headers = new Headers({ "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin" });
  const { session, services } = context;
  // The form's token is bound to the session id, which only sticks once the cookie is set.
  if (session.isNew) headers.append("Set-Cookie", sessionCookieHeader(services.sessionKeys, session.id));
  return headers;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const usable = await isUsableResetToken(context.services, params.token);
  const body: PageData = usable
    ? { state: "form", authenticityToken: context.session.authenticityToken, errors: {} }
    : { state: "invalid" };
  return data(body, { status: usable ? 200 : 410, headers: pageHeaders(context) });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { services, session } = context;
  const result = await resetPassword(
    services,
    session,
    params.token,
    await readFields(request),
    requestMeta(request, context.ip),
  );
  switch (result.kind) {
    case "reset":
      // 303: the browser follows with a GET, so the post is never resent.
      return redirect(RESET_PASSWORD_DONE_PATH, {
        status: 303,
        headers: { "Set-Cookie": result.cookie, "Cache-Control": "no-store" },
      });
    case "invalid":
      return data<PageData>(
        { state: "form", authenticityToken: session.authenticityToken, errors: result.errors },
        { status: 422, headers: pageHeaders(context) },
      );
    case "unusable-token":
      return data<PageData>({ state: "invalid" }, { status: 410, headers: pageHeaders(context) });
  }
}

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

export function meta() {
  return [{ title: "Choose a new password" }, { name: "robots", content: "noindex" }];
}

const inputClass = "w-full rounded border border-black/50 px-3 py-2";

function PasswordField({
  name,
  label,
  errors,
  autoFocus,
}: {
  name: string;
  label: string;
  errors: string[] | undefined;
  autoFocus?: boolean;
}) {
  const id = `reset-${name}`;
  const invalid = Boolean(errors?.length);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        maxLength={PASSWORD_MAX_LENGTH}
        autoFocus={autoFocus}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        className={inputClass}
      />
      {invalid ? (
        <ul id={`${id}-error`} className="text-sm text-red-700">
          {errors!.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const page = (actionData ?? loaderData) as PageData;
  return (
    <div className="mx-auto flex max-w-md flex-col gap-4 px-4 py-16">
      <h1 className="text-3xl font-semibold">Choose a new password</h1>
      {page.state === "invalid" ? (
        <>
          <p role="alert" data-reset-invalid>
            {ACCOUNT_MESSAGES.resetLinkInvalid}
          </p>
          <p>
            <a href={withOverlay(homePath(), userOverlay("forgotten-password"))} className="underline">
              Forgotten password
            </a>
          </p>
        </>
      ) : (
        <form method="post" className="flex flex-col gap-4">
          <input type="hidden" name="authenticity_token" value={page.authenticityToken} />
          {Object.keys(page.errors).length > 0 ? (
            <p role="alert" className="text-red-700">
              Please correct the errors below.
            </p>
          ) : null}
          <p className="text-sm">
            At least {PASSWORD_MIN_LENGTH} characters. A few words strung together make a strong password.
          </p>
          <PasswordField name="password" label="New password" errors={page.errors.password} autoFocus />
          <PasswordField
            name="password_confirmation"
            label="Confirm new password"
            errors={page.errors.password_confirmation}
          />
          <button
            type="submit"
            className="self-start rounded bg-brand px-4 py-2 font-semibold text-brand-contrast"
          >
            Set new password
          </button>
        </form>
      )}
    </div>
  );
}
