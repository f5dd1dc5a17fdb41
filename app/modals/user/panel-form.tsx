// The frame of every form of the user panels: checked in the browser with the shared schemas rather than by the
// browser's own messages (noValidate), named for assistive technology, and ended by its one submit button,
// disabled while the form sends, and the panel's link onwards when it has one (back to sign in, cancel).
import type { FormEvent, ReactNode } from "react";

const buttonClass = "rounded bg-brand px-4 py-2 font-semibold text-brand-contrast disabled:opacity-60";

export function PanelForm({
  label,
  submit,
  sending,
  onSubmit,
  onFocus,
  link,
  children,
}: {
  label: string;
  submit: string;
  sending: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  onFocus?: () => void;
  link?: { href: string; text: string };
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      onFocus={onFocus}
      aria-label={label}
      className="flex flex-col gap-3"
    >
      {children}
      <button type="submit" disabled={sending} className={buttonClass}>
        {submit}
      </button>
      {link ? (
        <a href={link.href} className="underline">
          {link.text}
        </a>
      ) : null}
    </form>
  );
}
