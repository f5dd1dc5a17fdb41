// GET /robots.txt (issue 4 item 8): what crawlers may read, and where the sitemap is (PUBLIC_URL).
import type { Route } from "./+types/robots.txt";
import { robotsTxt } from "../../../services/sitemap-xml.ts";

export function loader({ context }: Route.LoaderArgs) {
  return new Response(robotsTxt(context.services.config.publicUrl), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
