// A back-office form posted with an expired or missing authenticity token comes back as the same page with what
// was typed (issue 42 item 4; server/expired-admin-form.ts keeps it, never passwords or codes). The layouts put
// the kept fields here and the shared field components start from them instead of the saved values.
import { createContext, useContext } from "react";

/** Posted fields by name, each with every value sent under it (several for ticked checkboxes). */
export type KeptInput = Record<string, string[]>;

export const KeptInputContext = createContext<KeptInput | null>(null);

/** The value typed into `name`, when a refused post kept one, else `saved`. */
export function useKeptValue(name: string, saved: string | undefined): string | undefined {
  const kept = useContext(KeptInputContext)?.[name];
  return kept?.length ? kept[0] : saved;
}

/** Whether the box or radio `name`=`value` was ticked in a refused post that sent `name`, else `saved`. */
export function useKeptChecked(name: string, value: string, saved: boolean | undefined): boolean | undefined {
  const kept = useContext(KeptInputContext)?.[name];
  return kept ? kept.includes(value) : saved;
}

export const EXPIRED_FORM_MESSAGE =
  "This form had expired, so nothing was saved. What you typed is kept below (passwords and codes are not): check it and send it again.";

/** The message above the page after a refused post. */
export function ExpiredFormMessage({ show }: { show: boolean }) {
  return show ? (
    <div className="px-4 pt-4">
      <p role="alert" className="mx-auto max-w-6xl rounded border-2 border-red-800 p-3 font-semibold">
        {EXPIRED_FORM_MESSAGE}
      </p>
    </div>
  ) : null;
}
