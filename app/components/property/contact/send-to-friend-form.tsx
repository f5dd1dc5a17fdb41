// 'Send to a friend' (issue 4 item 2): a native form post to /user/send_to_friend, so it also works before
// hydration. The shared schema (modules/listings/model/send-to-friend.ts) checks the fields here first; the server answers with
// a flash (#/flash/send-property-sent, …) on the property page.
import { useId, useState, type FormEvent } from "react";
import { AuthenticityTokenInput } from "../../../client/authenticity-token-input.tsx";
import {
  MESSAGE_MAX_LENGTH,
  SEND_TO_FRIEND_HONEYPOT,
  SEND_TO_FRIEND_PATH,
} from "../../../../modules/listings/model/send-to-friend-fields.ts";
import type { PublicCaptcha } from "../../../../domain/captcha.ts";
import { useCaptcha } from "./use-captcha.ts";
import { PrivacyLine } from "../../lead-form/privacy-line.tsx";
import { controlAria, HoneypotInput, LabelledField } from "../../../ui/field.tsx";

/** The shared schema, loaded on first submit so the page's first render needs no zod. */
async function loadSchema() {
  await import("../../../zod-config.ts"); // before any schema is built: see the file
  return (await import("../../../../modules/listings/model/send-to-friend.ts")).sendToFriendSchema;
}

type FieldErrors = Partial<Record<"name" | "email" | "friend_email" | "message", string>>;

const inputClass = "w-full rounded border border-black/50 px-3 py-2";

export function SendToFriendForm({ propertyId, captcha }: { propertyId: number; captcha: PublicCaptcha }) {
  const id = useId();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const { load, invisibleToken } = useCaptcha(captcha, "send_to_friend");

  async function submit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    // Checked in the browser first; the post itself then goes ahead natively (form.submit()).
    event.preventDefault();
    const sendToFriendSchema = await loadSchema();
    const parsed = sendToFriendSchema.safeParse(Object.fromEntries(new FormData(form)));
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof FieldErrors;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setSending(true);
    if (captcha?.provider !== "recaptcha-v3") {
      form.submit();
      return;
    }
    // v3 runs invisibly: the post waits until the token is in its field.
    try {
      const token = await invisibleToken();
      const field = form.elements.namedItem("g-recaptcha-response") as HTMLInputElement;
      field.value = token ?? "";
      form.submit();
    } catch (error) {
      console.error("Captcha setup failed", error);
      setSending(false);
    }
  }

  const field = (name: keyof FieldErrors, label: string, type: "text" | "email", autoComplete: string) => (
    <LabelledField id={`${id}-${name}`} label={label} message={errors[name]}>
      <input
        id={`${id}-${name}`}
        name={name}
        type={type}
        required
        autoComplete={autoComplete}
        maxLength={type === "email" ? 254 : 100}
        {...controlAria(`${id}-${name}`, errors[name])}
        className={inputClass}
      />
    </LabelledField>
  );

  return (
    <details className="rounded-lg border border-black/10 bg-paper p-4 shadow-sm">
      <summary className="cursor-pointer font-semibold">Send to a friend</summary>
      <form
        method="post"
        action={SEND_TO_FRIEND_PATH}
        noValidate
        onFocus={load}
        onSubmit={submit}
        className="mt-3 flex flex-col gap-3"
        aria-label="Send to a friend"
      >
        <AuthenticityTokenInput />
        <input type="hidden" name="property_id" value={propertyId} />
        {field("name", "Your name", "text", "name")}
        {field("email", "Your email", "email", "email")}
        {field("friend_email", "Friend's email", "email", "off")}
        <LabelledField id={`${id}-message`} label="Message" message={errors.message}>
          <textarea
            id={`${id}-message`}
            name="message"
            rows={3}
            maxLength={MESSAGE_MAX_LENGTH}
            {...controlAria(`${id}-message`, errors.message)}
            className={inputClass}
          />
        </LabelledField>
        <HoneypotInput id={`${id}-${SEND_TO_FRIEND_HONEYPOT}`} name={SEND_TO_FRIEND_HONEYPOT} />
        {captcha?.provider === "recaptcha-v2" ? (
          <div className="g-recaptcha" data-sitekey={captcha.siteKey} />
        ) : null}
        {captcha?.provider === "recaptcha-v3" ? <input type="hidden" name="g-recaptcha-response" /> : null}
        <PrivacyLine purpose="We use these details only to send this email." />
        <button
          type="submit"
          disabled={sending}
          className="rounded bg-brand px-4 py-2 font-semibold text-brand-contrast disabled:opacity-60"
        >
          Send
        </button>
      </form>
    </details>
  );
}
