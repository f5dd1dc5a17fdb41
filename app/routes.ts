// THE URL table: every page and every spec call (spec §2, §7; design §5). Grep a URL, find its handler.
import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  // Pages (server-rendered HTML)
  index("routes/pages/home.tsx"),
  // design §5: the query form redirects (301) to the canonical path; /search/{channel}/… is the results page.
  route("search", "routes/pages/search-query.tsx"),
  route("search/*", "routes/pages/search.tsx"),
  // design §5: /properties/{id} is the one URL of a property page; /properties/{id}/{channel} answers 301.
  route("properties/:id", "routes/pages/property.tsx"),
  route("properties/:id/:channel", "routes/pages/property-channel.tsx"),

  // Spec §7 "User and session"
  route("user.ljson", "routes/api/user.ljson.ts"),
  route("session", "routes/api/session.ts"),

  // Spec §7 "Search and tracking", "Places and address"
  route("search.ljson", "routes/api/search.ljson.ts"),
  route("places", "routes/api/places.ts"),
  route("property_views", "routes/api/property-views.ts"),

  // Issue 4: 'Send to a friend' from the property page (a captcha-guarded lead route, spec §7)
  route("user/send_to_friend", "routes/api/send-to-friend.ts"),

  // Search engines (issue 4 item 8)
  route("sitemap.xml", "routes/api/sitemap.xml.ts"),
  route("robots.txt", "routes/api/robots.txt.ts"),

  // Last: every other path is the 404 page, inside the site's layout.
  route("*", "routes/pages/not-found.tsx"),
] satisfies RouteConfig;
