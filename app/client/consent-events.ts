// The footer's 'Cookie settings' and the cookie banner meet through one window event, so the footer needs no
// banner code. The banner is mounted with the page (docs/decisions/023), so it is always there to hear it.
const OPEN_SETTINGS_EVENT = "oh:cookie-settings";

export function openCookieSettings(): void {
  window.dispatchEvent(new Event(OPEN_SETTINGS_EVENT));
}

export function onOpenCookieSettings(listener: () => void): () => void {
  window.addEventListener(OPEN_SETTINGS_EVENT, listener);
  return () => window.removeEventListener(OPEN_SETTINGS_EVENT, listener);
}

// A choice made outside the banner (the footer's "Object to statistics", issue 41): an open banner closes.
const CHOICE_MADE_EVENT = "oh:cookie-choice-made";

export function announceChoiceMade(): void {
  window.dispatchEvent(new Event(CHOICE_MADE_EVENT));
}

export function onChoiceMade(listener: () => void): () => void {
  window.addEventListener(CHOICE_MADE_EVENT, listener);
  return () => window.removeEventListener(CHOICE_MADE_EVENT, listener);
}
