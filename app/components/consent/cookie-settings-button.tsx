// The footer's way back to the cookie choice (issue 7 item 7: "changeable from the footer").
import { openCookieSettings } from "../../client/consent-events.ts";

export function CookieSettingsButton({ text }: { text: string }) {
  return (
    <button type="button" className="underline underline-offset-4" onClick={openCookieSettings}>
      {text}
    </button>
  );
}
