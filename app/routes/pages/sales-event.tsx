// /antiques/{slug} and /agriculture/{slug} (issue 7 item 6): an antiques or agriculture sales event from the
// agency's `sections` content: date, venue, description, the catalogue of lots and the event's gallery
// (#/antiques-sales-event/{id} or #/agricultural-sales-event/{id}). One module serves both paths; the first
// path segment says which kind.
import type { Route } from "./+types/sales-event";
import { publicPageHeaders } from "../_http/public-page.ts";
import { foundBySlug } from "../_http/found-by-slug.ts";
import { salesEventPath } from "../../../domain/urls.ts";
import { getSalesEventPage } from "../../../services/sections.ts";
import { contentPageMeta } from "../../components/content-pages/page-meta.ts";
import { GalleryLink } from "../../components/content-pages/gallery-link.tsx";
import { ImageCard } from "../../components/content-pages/image-card.tsx";
import { formatLongDate } from "../../components/content-pages/long-date.ts";
import { RichText } from "../../components/content-pages/rich-text.tsx";
import type { OverlayPageData } from "../../modals/page-data.ts";

// The same for every anonymous visitor: the page cache and a CDN may keep it (docs/decisions/014).
export const headers = publicPageHeaders;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const kind = new URL(request.url).pathname.startsWith("/antiques/") ? "antiques" : "agriculture";
  const event = await foundBySlug(params.slug, 100, (slug) =>
    getSalesEventPage(context.services, kind, slug),
  );
  const overlayData: OverlayPageData = { galleries: event.galleries };
  return { event, overlayData };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { event } = loaderData;
  return contentPageMeta(matches, {
    title: event.title,
    description: event.summary,
    path: salesEventPath(event.kind, event.slug),
    imagePath: event.gallery.thumbnails[0]?.url ?? null,
  });
}

export default function SalesEventPage({ loaderData }: Route.ComponentProps) {
  const { event } = loaderData;
  return (
    <div className="mx-auto flex max-w-screen-xl flex-col gap-10 px-4 py-8">
      <header className="flex flex-col gap-3">
        <p className="text-sm font-semibold uppercase">
          {event.kind === "antiques" ? "Antiques sale" : "Agricultural sale"}
        </p>
        <h1 className="text-3xl font-bold">{event.title}</h1>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
          <dt className="font-medium">Date</dt>
          <dd>
            <time dateTime={event.date}>{formatLongDate(event.date)}</time>
          </dd>
          <dt className="font-medium">Venue</dt>
          <dd>{event.venue}</dd>
        </dl>
        {/* Sanitised by the content schema (modules/content/model/site-sections.ts). */}
        <RichText html={event.descriptionHtml} />
      </header>
      {event.catalogue.length ? (
        <section aria-labelledby="catalogue">
          <h2 id="catalogue" className="text-2xl font-semibold">
            Catalogue
          </h2>
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Lots">
            {event.catalogue.map((item) => (
              <ImageCard
                key={item.lot}
                as="li"
                imageUrl={item.imageUrl}
                className="flex flex-col overflow-hidden rounded-lg border border-black/10"
              >
                <h3 className="font-semibold">
                  Lot {item.lot}: {item.title}
                </h3>
                {item.estimate ? <p className="text-sm">Estimate {item.estimate}</p> : null}
              </ImageCard>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="event-gallery">
        <h2 id="event-gallery" className="mb-3 text-2xl font-semibold">
          Gallery
        </h2>
        <GalleryLink gallery={event.gallery} />
      </section>
    </div>
  );
}
