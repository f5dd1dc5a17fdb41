// GET /sitemap.xml (issue 4 item 8): live listings and the site's pages; `?page=N` names one file of the
// index a large agency gets.
import type { Route } from "./+types/sitemap.xml";
import { getSitemapXml } from "../../../services/sitemap.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const pageParam = new URL(request.url).searchParams.get("page");
  // A page that is not a whole number of an existing file is null from the service: 404.
  const xml = await getSitemapXml(context.services, pageParam === null ? null : Number(pageParam));
  if (xml === null) {
    return new Response("Not found\n", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      // Crawlers come back often; an hour's delay for a new listing costs nothing.
      "Cache-Control": "public, max-age=3600",
    },
  });
}
