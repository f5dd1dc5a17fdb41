// The search page's path, on its own so that code needing only the path (a form's action, the query form's
// URL) does not bring the whole search URL grammar into the home page's first render (issue 13 item 3).
export const SEARCH_PATH = "/search";
