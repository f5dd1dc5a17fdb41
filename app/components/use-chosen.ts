// A form field that follows the page (a search from the URL) yet shows the visitor's choice at once.
import { useState } from "react";

/**
 * The value the visitor chose, shown from the moment they choose it, until the page's own value (`fromPage`)
 * changes: then the page's wins again (the back button, a link, the search they asked for has loaded). A
 * field held to the page's value alone would snap back to the old one while the new search loads, and a
 * change event arriving meanwhile would read the old value and send the search back to it.
 * `keyOf` tells two of the page's values apart where they are objects rebuilt at every render.
 */
export function useChosen<T>(fromPage: T, keyOf: (value: T) => unknown = (value) => value) {
  const pageKey = keyOf(fromPage);
  const [given, setGiven] = useState(pageKey);
  const [chosen, setChosen] = useState(fromPage);
  if (!Object.is(given, pageKey)) {
    setGiven(pageKey);
    setChosen(fromPage);
    return [fromPage, setChosen] as const;
  }
  return [chosen, setChosen] as const;
}
