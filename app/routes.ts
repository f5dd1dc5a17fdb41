// THE URL table: every page and every spec call (spec §2, §7; design §5). Grep a URL, find its handler.
import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  // Pages (server-rendered HTML)
  index("routes/pages/home.tsx"),

  // Spec §7 "User and session"
  route("user.ljson", "routes/api/user.ljson.ts"),
  route("session", "routes/api/session.ts"),

  // Last: every other path is the 404 page, inside the site's layout.
  route("*", "routes/pages/not-found.tsx"),
] satisfies RouteConfig;
