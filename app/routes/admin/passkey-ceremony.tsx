// A passkey ceremony on a server-rendered page (issue 14): a form the page's one script
// (/admin/passkeys.js, passkeys-browser.js) takes over — it fetches the options from `optionsUrl`, asks the
// browser's authenticator, puts the answer in `passkey_response` and submits the form natively. Without
// passkey support (or without JavaScript) the form stays hidden and the page says so; the rest of the page
// (the code field, the account's other forms) works as before.
import { ADMIN_PASSKEY_SCRIPT_PATH } from "../../../domain/admin/admin-urls.ts";
import { TokenInput } from "./admin-form.tsx";

export function PasskeyCeremony(props: {
  ceremony: "create" | "get";
  heading: string;
  optionsUrl: string;
  /** Where the form posts: this page unless said otherwise. */
  action?: string;
  token: string;
  button: string;
  unsupported: string;
  /** Fields before the button (a new passkey's name). */
  children?: React.ReactNode;
  /** Hidden fields of the form (the account page's intent). */
  hiddenFields?: Record<string, string>;
}) {
  const headingId = `passkey-${props.ceremony}-heading`;
  return (
    <section aria-labelledby={headingId} data-passkey-section className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {props.heading}
      </h2>
      <p data-passkey-unsupported>{props.unsupported}</p>
      <form
        method="post"
        action={props.action}
        data-passkey={props.ceremony}
        data-options-url={props.optionsUrl}
        hidden
        className="flex flex-col gap-3"
      >
        <TokenInput token={props.token} />
        {Object.entries(props.hiddenFields ?? {}).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name="passkey_response" value="" />
        {props.children}
        <button type="submit" className="self-start rounded border border-black px-4 py-2">
          {props.button}
        </button>
      </form>
      <p data-passkey-status role="status" className="text-sm empty:hidden" />
      <script type="module" src={ADMIN_PASSKEY_SCRIPT_PATH} />
    </section>
  );
}
