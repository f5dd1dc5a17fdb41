// A lead form's submit button, locked while the form is being sent (spec §4 "Viewing form": "locked against
// double submission"). The text stays the spec's; aria-busy tells assistive technology it is working.
//
// <SubmitButton sending={sending}>Send</SubmitButton>
import type { ReactNode } from "react";

export const primaryButtonClass =
  "rounded bg-brand px-4 py-2 font-semibold text-brand-contrast disabled:cursor-wait disabled:opacity-60";

export function SubmitButton({ sending, children }: { sending: boolean; children: ReactNode }) {
  return (
    <button type="submit" disabled={sending} aria-busy={sending || undefined} className={primaryButtonClass}>
      {children}
    </button>
  );
}
