// The sections of /admin/account (account.tsx): each a heading and its forms, posting to the page with an
// intent. Server-rendered; only the passkey section's ceremony needs the browser's help (passkey-ceremony.tsx).
import { ADMIN_ACCOUNT_PASSKEY_OPTIONS_PATH, ADMIN_SIGN_OUT_PATH } from "../../../domain/admin/admin-urls.ts";
import {
  PASSKEY_NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  STAFF_NAME_MAX_LENGTH,
} from "../../../modules/staff/model/staff-limits.ts";
import { BUTTON, Field, FormError, SECONDARY_BUTTON, TABLE, TokenInput, TableRegion } from "./admin-form.tsx";
import { formatWhen } from "./admin-format.ts";
import { PasskeyCeremony } from "./passkey-ceremony.tsx";

type FieldErrors = Record<string, string[]>;
export type AccountErrors = { name?: FieldErrors; passkey?: FieldErrors; password?: FieldErrors };

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4 border-t border-black/20 pt-6">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Intent({ value }: { value: string }) {
  return <input type="hidden" name="intent" value={value} />;
}

export function NameSection({ token, name, errors }: { token: string; name: string; errors?: FieldErrors }) {
  return (
    <Section id="account-name" title="Your name">
      <form method="post" className="flex flex-col gap-3">
        <TokenInput token={token} />
        <Intent value="name" />
        <Field
          name="name"
          label="Name shown to colleagues"
          autoComplete="name"
          required={false}
          maxLength={STAFF_NAME_MAX_LENGTH}
          defaultValue={name}
          errors={errors?.name}
        />
        <button type="submit" className={`self-start ${SECONDARY_BUTTON}`}>
          Save name
        </button>
      </form>
    </Section>
  );
}

type PasskeyRow = { id: number; name: string; createdAt: string; lastUsedAt: string | null; synced: boolean };

export function PasskeysSection(props: { token: string; passkeys: PasskeyRow[]; errors?: FieldErrors }) {
  const { token, passkeys, errors } = props;
  return (
    <Section id="account-passkeys" title="Passkeys">
      <p>
        A passkey signs you in after your password with your fingerprint, face, screen lock or security key,
        instead of a code. Your authenticator app and recovery codes keep working beside it.
      </p>
      {passkeys.length ? (
        <TableRegion label="Your passkeys">
          <table className={TABLE}>
            <caption className="sr-only">Your passkeys</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Added</th>
                <th scope="col">Last used</th>
                <th scope="col">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {passkeys.map((passkey) => (
                <tr key={passkey.id} data-passkey-row>
                  <td>
                    {passkey.name}
                    {passkey.synced ? <span className="ml-1 text-xs">(synced)</span> : null}
                  </td>
                  <td>{formatWhen(passkey.createdAt)}</td>
                  <td>{formatWhen(passkey.lastUsedAt)}</td>
                  <td>
                    <form method="post">
                      <TokenInput token={token} />
                      <Intent value="remove-passkey" />
                      <input type="hidden" name="passkey_id" value={passkey.id} />
                      <button
                        type="submit"
                        className="whitespace-nowrap underline"
                        aria-label={`Remove passkey ${passkey.name}`}
                      >
                        Remove
                      </button>
                    </form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      ) : (
        <p>You have no passkey yet.</p>
      )}
      <FormError text={errors?.passkey_response?.join(" ")} />
      <PasskeyCeremony
        ceremony="create"
        heading="Add a passkey"
        optionsUrl={ADMIN_ACCOUNT_PASSKEY_OPTIONS_PATH}
        token={token}
        hiddenFields={{ intent: "add-passkey" }}
        button="Add a passkey"
        unsupported="This browser cannot add passkeys here (it needs a recent browser with JavaScript turned on). Your authenticator app keeps working."
      >
        <Field
          name="name"
          idPrefix="passkey"
          label="Passkey name"
          hint='So you can tell your passkeys apart, e.g. "Work laptop" or "Phone".'
          maxLength={PASSKEY_NAME_MAX_LENGTH}
          errors={errors?.name}
        />
      </PasskeyCeremony>
    </Section>
  );
}

export function RecoveryCodesSection(props: { token: string; left: number; codes?: string[] }) {
  return (
    <Section id="account-recovery" title="Recovery codes">
      {props.codes ? (
        <>
          <p>
            Your new recovery codes. Each signs you in once if you lose your authenticator. Keep them
            somewhere safe: they are shown only now, and your old codes no longer work.
          </p>
          <ul data-recovery-codes className="grid grid-cols-2 gap-2 font-mono sm:grid-cols-5">
            {props.codes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
        </>
      ) : (
        <p>{`You have ${props.left} unused recovery ${props.left === 1 ? "code" : "codes"}. New codes replace all of the old ones.`}</p>
      )}
      <form method="post">
        <TokenInput token={props.token} />
        <Intent value="recovery-codes" />
        <button type="submit" className={SECONDARY_BUTTON}>
          Make new recovery codes
        </button>
      </form>
    </Section>
  );
}

export function PasswordSection({ token, errors }: { token: string; errors?: FieldErrors }) {
  return (
    <Section id="account-password" title="Change password">
      <form method="post" className="flex flex-col gap-3">
        <TokenInput token={token} />
        <Intent value="password" />
        <Field
          name="current_password"
          label="Current password"
          type="password"
          autoComplete="current-password"
          errors={errors?.current_password}
        />
        <Field
          name="password"
          label="New password"
          type="password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          maxLength={PASSWORD_MAX_LENGTH}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters; a few words together make a good password.`}
          errors={errors?.password}
        />
        <Field
          name="password_confirmation"
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          errors={errors?.password_confirmation}
        />
        <button type="submit" className={`self-start ${BUTTON}`}>
          Change password
        </button>
      </form>
    </Section>
  );
}

type SessionRow = {
  handle: string;
  current: boolean;
  device: string;
  userAgent: string | null;
  ip: string | null;
  createdAt: string;
  lastSeenAt: string;
};

export function SessionsSection({ token, sessions }: { token: string; sessions: SessionRow[] }) {
  return (
    <Section id="account-sessions" title="Where you are signed in">
      <TableRegion label="Your live sessions">
        <table className={TABLE}>
          <caption className="sr-only">Your live sessions, the most recent first</caption>
          <thead>
            <tr>
              <th scope="col">Device</th>
              <th scope="col">Address</th>
              <th scope="col">Signed in</th>
              <th scope="col">Last seen</th>
              <th scope="col">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {sessions.map((session) => (
              <tr key={session.handle} data-session-row>
                <td>
                  <span title={session.userAgent ?? undefined}>{session.device}</span>
                  {session.current ? <strong className="ml-1">(this browser)</strong> : null}
                </td>
                <td>{session.ip ?? "Unknown"}</td>
                <td>{formatWhen(session.createdAt)}</td>
                <td>{formatWhen(session.lastSeenAt)}</td>
                <td>
                  <form method="post">
                    <TokenInput token={token} />
                    <Intent value="end-session" />
                    <input type="hidden" name="session" value={session.handle} />
                    <button
                      type="submit"
                      className="whitespace-nowrap underline"
                      aria-label={`Sign out ${session.current ? "this browser" : `${session.device}, last seen ${formatWhen(session.lastSeenAt)}`}`}
                    >
                      Sign out
                    </button>
                  </form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
      <form method="post" action={ADMIN_SIGN_OUT_PATH}>
        <TokenInput token={token} />
        <input type="hidden" name="everywhere" value="1" />
        <button type="submit" className={SECONDARY_BUTTON}>
          Sign out everywhere
        </button>
      </form>
    </Section>
  );
}
