// /services/{slug} (issue 7 item 6): a professional services content page from the agency's `sections`
// content: the body (sanitised HTML), the staff to contact (#/contact-staff-member/{id}), history image
// galleries (#/history-images/{id}) and card sliders whose cards expand into the gallery
// (#/gallery-card-slider-expand/{id}/{contentBlockId}).
import type { Route } from "./+types/services-page";
import { publicPageHeaders } from "../_http/public-page.ts";
import { foundBySlug } from "../_http/found-by-slug.ts";
import { servicesPagePath } from "../../../domain/urls.ts";
import { getServicePage } from "../../../services/sections.ts";
import { CardSliderSection } from "../../components/content-pages/card-slider-section.tsx";
import { GalleryLink } from "../../components/content-pages/gallery-link.tsx";
import { contentPageMeta } from "../../components/content-pages/page-meta.ts";
import { StaffContacts } from "../../components/content-pages/staff-contacts.tsx";
import { RichText } from "../../components/content-pages/rich-text.tsx";
import { HeroImage } from "../../components/content-pages/hero-image.tsx";
import type { OverlayPageData } from "../../modals/page-data.ts";

// The same for every anonymous visitor: the page cache and a CDN may keep it (docs/decisions/014).
export const headers = publicPageHeaders;

export async function loader({ params, context }: Route.LoaderArgs) {
  const page = await foundBySlug(params.slug, 100, (slug) => getServicePage(context.services, slug));
  const overlayData: OverlayPageData = {
    galleries: page.galleries,
    staff: page.staff.map(({ id, firstName, surname }) => ({ id, firstName, surname })),
  };
  return { page, overlayData };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { page } = loaderData;
  return contentPageMeta(matches, {
    title: page.title,
    description: page.summary,
    path: servicesPagePath(page.slug),
    imagePath: page.imageUrl,
  });
}

export default function ServicesPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <div className="mx-auto flex max-w-screen-xl flex-col gap-10 px-4 py-8">
      <article className="flex flex-col gap-4">
        <h1 className="text-3xl font-bold">{page.title}</h1>
        <p className="max-w-3xl text-lg">{page.summary}</p>
        {page.imageUrl ? <HeroImage src={page.imageUrl} className="max-w-4xl" /> : null}
        {/* Sanitised by the content schema (modules/content/model/site-sections.ts). */}
        <RichText html={page.bodyHtml} />
      </article>
      {page.staff.length ? (
        <section aria-labelledby="service-staff">
          <h2 id="service-staff" className="text-2xl font-semibold">
            Talk to our team
          </h2>
          <StaffContacts staff={page.staff} />
        </section>
      ) : null}
      {page.historyImages.map((gallery) => (
        <section key={gallery.hash} aria-label={gallery.title}>
          <h2 className="mb-3 text-2xl font-semibold">{gallery.title}</h2>
          <GalleryLink gallery={gallery} />
        </section>
      ))}
      {page.cardSliders.map((slider) => (
        <CardSliderSection key={slider.contentBlockId} slider={slider} />
      ))}
    </div>
  );
}
