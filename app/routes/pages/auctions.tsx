// /auctions (issue 7 item 6): the agency's property auctions: upcoming auction dates, each with its lots
// (guide prices and the auction date on every card) and a link to the whole date's search, and the
// #/property-auction-sales-event/{id} gallery. Without an auctions section in the content it is the 404 page.
import { data, Link } from "react-router";
import type { Route } from "./+types/auctions";
import { publicPageHeaders } from "../_http/public-page.ts";
import { auctionsPath } from "../../../domain/urls.ts";
import { getAuctionsPage } from "../../../services/sections.ts";
import { getSiteContent } from "../../../modules/content/index.ts";
import { cardSettingsOf } from "../../../modules/content/model/default-theme.ts";
import { formatLongDate } from "../../components/content-pages/long-date.ts";
import { contentPageMeta } from "../../components/content-pages/page-meta.ts";
import { GalleryLink } from "../../components/content-pages/gallery-link.tsx";
import { PropertyCard } from "../../components/property-card/property-card.tsx";
import { RichText } from "../../components/content-pages/rich-text.tsx";
import type { OverlayPageData } from "../../modals/page-data.ts";

// The same for every anonymous visitor: the page cache and a CDN may keep it (docs/decisions/014).
export const headers = publicPageHeaders;

export async function loader({ context }: Route.LoaderArgs) {
  const [page, content] = await Promise.all([
    getAuctionsPage(context.services),
    getSiteContent(context.services.db),
  ]);
  if (!page) throw data(null, { status: 404 });
  const overlayData: OverlayPageData = { galleries: page.galleries };
  return {
    page,
    overlayData,
    cardSettings: cardSettingsOf(content.theme),
    now: Date.now(),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  return contentPageMeta(matches, {
    title: loaderData.page.title,
    description: "Upcoming property auctions: dates, lots and guide prices.",
    path: auctionsPath(),
  });
}

export default function Auctions({ loaderData }: Route.ComponentProps) {
  const { page, cardSettings, now } = loaderData;
  return (
    <div className="mx-auto flex max-w-screen-xl flex-col gap-10 px-4 py-8">
      <header className="flex flex-col gap-4">
        <h1 className="text-3xl font-bold">{page.title}</h1>
        {/* Sanitised by the content schema (modules/content/model/site-sections.ts). */}
        <RichText html={page.introHtml} />
      </header>
      <section aria-labelledby="auction-dates">
        <h2 id="auction-dates" className="text-2xl font-semibold">
          Upcoming auction dates
        </h2>
        {page.dates.length ? (
          <ul className="mt-3 flex flex-wrap gap-3">
            {page.dates.map((date) => (
              <li key={date.date}>
                <Link
                  to={date.searchPath}
                  className="inline-flex min-h-11 items-center rounded border border-black/20 px-4"
                >
                  {formatLongDate(date.date)} ({date.lotCount} {date.lotCount === 1 ? "lot" : "lots"})
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3">There are no auctions planned at the moment. Please check back soon.</p>
        )}
      </section>
      {page.dates.map((date) => (
        <section key={date.date} aria-labelledby={`auction-${date.date}-heading`}>
          <h2 id={`auction-${date.date}-heading`} className="text-2xl font-semibold">
            Auction on {formatLongDate(date.date)}
          </h2>
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {date.lots.map((card, index) => (
              <li key={card.property_id}>
                <PropertyCard card={card} position={index + 4} settings={cardSettings} now={now} />
              </li>
            ))}
          </ul>
          <p className="mt-3">
            <Link to={date.searchPath} className="font-semibold text-brand underline">
              All {date.lotCount} {date.lotCount === 1 ? "lot" : "lots"} on {formatLongDate(date.date)}
            </Link>
          </p>
        </section>
      ))}
      {page.gallery ? (
        <section aria-labelledby="auction-gallery">
          <h2 id="auction-gallery" className="mb-3 text-2xl font-semibold">
            {page.gallery.title}
          </h2>
          <GalleryLink gallery={page.gallery} />
        </section>
      ) : null}
    </div>
  );
}
