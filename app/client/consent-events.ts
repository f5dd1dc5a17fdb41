// The footer's 'Cookie settings' and the cookie banner meet through one window event, so the footer needs no
// banner code. A request made before the banner's code has loaded is remembered.
const OPEN_SETTINGS_EVENT = "oh:cookie-settings";
let requested = false;

export function openCookieSettings(): void {
  requested = true;
  window.dispatchEvent(new Event(OPEN_SETTINGS_EVENT));
}

/** True once 'Cookie settings' was asked for on this page. */
export function cookieSettingsRequested(): boolean {
  return requested;
}

export function onOpenCookieSettings(listener: () => void): () => void {
  window.addEventListener(OPEN_SETTINGS_EVENT, listener);
  return () => window.removeEventListener(OPEN_SETTINGS_EVENT, listener);
}
