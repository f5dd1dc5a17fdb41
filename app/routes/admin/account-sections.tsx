// The sections of /admin/account (account.tsx): each a heading and its forms, posting to the page with an
// intent. Server-rendered; only the passkey section's ceremony needs the browser's help (passkey-ceremony.tsx).
import { ADMIN_ACCOUNT_PASSKEY_OPTIONS_PATH, ADMIN_SIGN_OUT_PATH } from "../../../domain/admin/admin-urls.ts";
import {
  PASSKEY_NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  STAFF_NAME_MAX_LENGTH,
} from "../../../modules/staff/model/staff-limits.ts";
import { Field, IntentForm, FormError, SECONDARY_BUTTON, TokenInput } from "./admin-form.tsx";
import { DataTable, TABLE, type Column } from "../../ui/data-table.tsx";
import { formatWhen } from "./admin-format.ts";
import { PasskeyCeremony } from "./passkey-ceremony.tsx";
import { TitledSection } from "./titled-section.tsx";

type FieldErrors = Record<string, string[]>;
export type AccountErrors = { name?: FieldErrors; passkey?: FieldErrors; password?: FieldErrors };

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <TitledSection id={id} title={title} className="flex flex-col gap-4 border-t border-black/20 pt-6">
      {children}
    </TitledSection>
  );
}

function Intent({ value }: { value: string }) {
  return <input type="hidden" name="intent" value={value} />;
}

export function NameSection({ token, name, errors }: { token: string; name: string; errors?: FieldErrors }) {
  return (
    <Section id="account-name" title="Your name">
      <IntentForm token={token} intent="name" submit="Save name" className="flex flex-col gap-3" secondary>
        <Field
          name="name"
          label="Name shown to colleagues"
          autoComplete="name"
          required={false}
          maxLength={STAFF_NAME_MAX_LENGTH}
          defaultValue={name}
          errors={errors?.name}
        />
      </IntentForm>
    </Section>
  );
}

type PasskeyRow = { id: number; name: string; createdAt: string; lastUsedAt: string | null; synced: boolean };

/** What a row's one button does: the intent it posts with the row's id, its words, and its name for screen readers. */
type RowAction = { intent: string; name: string; value: string | number; label: string; text: string };

/** A table's last column: each row's one button, a small form posting the intent and the row's id. */
function rowActionColumn<Row>(token: string, actionOf: (row: Row) => RowAction): Column<Row> {
  return {
    header: <span className="sr-only">Actions</span>,
    cell: (row) => {
      const action = actionOf(row);
      return (
        <form method="post">
          <TokenInput token={token} />
          <Intent value={action.intent} />
          <input type="hidden" name={action.name} value={action.value} />
          <button type="submit" className="whitespace-nowrap underline" aria-label={action.label}>
            {action.text}
          </button>
        </form>
      );
    },
  };
}

const passkeyColumns = (token: string): Column<PasskeyRow>[] => [
  {
    header: "Name",
    cell: (passkey) => (
      <>
        {passkey.name}
        {passkey.synced ? <span className="ml-1 text-xs">(synced)</span> : null}
      </>
    ),
  },
  { header: "Added", cell: (passkey) => formatWhen(passkey.createdAt) },
  { header: "Last used", cell: (passkey) => formatWhen(passkey.lastUsedAt) },
  rowActionColumn(token, (passkey) => ({
    intent: "remove-passkey",
    name: "passkey_id",
    value: passkey.id,
    label: `Remove passkey ${passkey.name}`,
    text: "Remove",
  })),
];

export function PasskeysSection(props: { token: string; passkeys: PasskeyRow[]; errors?: FieldErrors }) {
  const { token, passkeys, errors } = props;
  return (
    <Section id="account-passkeys" title="Passkeys">
      <p>
        A passkey signs you in after your password with your fingerprint, face, screen lock or security key,
        instead of a code. Your authenticator app and recovery codes keep working beside it.
      </p>
      <DataTable
        className={TABLE}
        caption="Your passkeys"
        columns={passkeyColumns(token)}
        rows={passkeys}
        rowAttributes={() => ({ "data-passkey-row": true })}
        rowClassName=""
        empty="You have no passkey yet."
      />
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
      <IntentForm token={token} intent="password" submit="Change password" className="flex flex-col gap-3">
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
      </IntentForm>
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

const sessionColumns = (token: string): Column<SessionRow>[] => [
  {
    header: "Device",
    cell: (session) => (
      <>
        <span title={session.userAgent ?? undefined}>{session.device}</span>
        {session.current ? <strong className="ml-1">(this browser)</strong> : null}
      </>
    ),
  },
  { header: "Address", cell: (session) => session.ip ?? "Unknown" },
  { header: "Signed in", cell: (session) => formatWhen(session.createdAt) },
  { header: "Last seen", cell: (session) => formatWhen(session.lastSeenAt) },
  rowActionColumn(token, (session) => ({
    intent: "end-session",
    name: "session",
    value: session.handle,
    label: `Sign out ${session.current ? "this browser" : `${session.device}, last seen ${formatWhen(session.lastSeenAt)}`}`,
    text: "Sign out",
  })),
];

export function SessionsSection({ token, sessions }: { token: string; sessions: SessionRow[] }) {
  return (
    <Section id="account-sessions" title="Where you are signed in">
      <DataTable
        region="Your live sessions"
        className={TABLE}
        caption="Your live sessions, the most recent first"
        columns={sessionColumns(token)}
        rows={sessions}
        rowAttributes={() => ({ "data-session-row": true })}
        rowClassName=""
      />
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
