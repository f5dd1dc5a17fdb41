// Any path no other route claims. A route of its own (not React Router's built-in no-match) so the root
// loader runs and the 404 page has the site's header and footer; the root ErrorBoundary renders it.
import { data } from "react-router";

export function loader() {
  throw data(null, { status: 404 });
}

// A POST, PUT or DELETE to a path nothing serves is a 404 too. Without an action React Router answered 405
// and logged an error for each (`POST /searches/` with the delete override; found by tests/api/fuzz.test.ts).
export function action() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
