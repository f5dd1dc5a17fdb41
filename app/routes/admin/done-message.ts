// The status line after a back-office write: the write answers 303 to its page with `?done=KEY`
// (POST-redirect-GET), and the page's loader words the key with its own messages.

/** The words for the request's `?done=` key; null when there is none, or when the page has no words for it. */
export function doneMessageOf(request: Request, messages: Readonly<Record<string, string>>): string | null {
  const done = new URL(request.url).searchParams.get("done");
  // Own keys only: `?done=constructor` must not find Object's.
  return done !== null && Object.hasOwn(messages, done) ? messages[done]! : null;
}
