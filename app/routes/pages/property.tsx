// The property page, /properties/{id} (issue 4; spec §2 properties#show; design §5): server-rendered from the
// listing, with the teammates' parts mounted — contact aside, calculators, SEO tags and JSON-LD — and the
// overlays' data (galleries, videos, contact forms, tenant fees) handed over as `overlayData`. A non-numeric
// or unknown id is the 404 page; a withdrawn listing answers 410 with a link to similar homes.
import { memo, useEffect } from "react";
import { data, type MetaDescriptor } from "react-router";
import { isDescriptionHtml } from "../../../domain/description-html.ts";
import { RichText } from "../../components/content-pages/rich-text.tsx";
import type { Route } from "./+types/property";
import { publicPageHeaders } from "../_http/public-page.ts";
import { cardTags } from "../../../domain/card-tags.ts";
import { overlayHash, videoOverlay } from "../../../domain/overlay-paths.ts";
import { propertyHeading } from "../../../domain/property-wording.ts";
import { propertyVideos } from "../../../domain/video-embeds.ts";
import { getPropertyPage } from "../../../services/property-page.ts";
import type { PropertyDetails } from "../../../domain/property-details.ts";
import { similarHomesPath } from "../../../services/property-page-similar.ts";
import { publicCaptcha } from "../../../services/send-to-friend.ts";
import type { PublicCaptcha } from "../../../domain/captcha.ts";
import type { SiteChrome } from "../../../domain/site-chrome.ts";
import { PropertyView } from "../../client/property-tracking.ts";
import { recordClickedProperty } from "../../client/search-history.ts";
import { calculatorOverlayData } from "../../../domain/calculators/visibility.ts";
import { Calculators } from "../../components/property/calculators/calculators.tsx";
import { CallBookBar } from "../../components/property/contact/call-book-bar.tsx";
import { ContactAside } from "../../components/property/contact/contact-aside.tsx";
import {
  contactFor,
  contactOfficeData,
  offersNewHomesEnquiry,
  staffToContact,
} from "../../components/property/contact/contact-choice.ts";
import { AroundHome } from "../../components/property/around-home/around-home.tsx";
import { KeyFacts } from "../../components/property/key-facts.tsx";
import { LettingsDeposits } from "../../components/property/lettings-deposits.tsx";
import { LocationMap } from "../../components/property/location-map/location-map.tsx";
import { MaterialInformation } from "../../components/property/material-information.tsx";
import { PriceHistory } from "../../components/property/price-history.tsx";
import { MediaThumbnails } from "../../components/property/media-thumbnails.tsx";
import { PhotoGrid } from "../../components/property/photo-grid.tsx";
import { PropertyNavigation } from "../../components/property/property-navigation.tsx";
import { PropertyPrice } from "../../components/property/property-price.tsx";
import { StatusTags } from "../../components/property-card/status-tags.tsx";
import { PropertyJsonLd } from "../../components/property/seo/property-json-ld-script.tsx";
import { propertyMeta } from "../../components/property/seo/property-meta.ts";
import { SaveHeart } from "../../components/property-card/save-heart.tsx";
import type { OverlayPageData } from "../../modals/page-data.ts";
import { PropertyWithdrawn } from "./property-withdrawn.tsx";

// Database ids are positive 32-bit integers; anything else in the path names no property.
const PROPERTY_ID = /^[1-9][0-9]{0,9}$/;

function overlayDataOf(property: PropertyDetails, captcha: PublicCaptcha): OverlayPageData {
  const isNewHomes = property.childProperties.length > 0 || property.parent !== null;
  const office = contactOfficeData(property);
  const newHomes = isNewHomes || offersNewHomesEnquiry(property, contactFor(property));
  return {
    photos: property.photos,
    floorplans: property.floorplans,
    epcCharts: property.epcCharts,
    videos: property.videos,
    staff: [
      ...(property.staffMember ? [property.staffMember] : []),
      ...staffToContact(property).filter((member) => member.id !== property.staffMember?.id),
    ].map(({ id, firstName, surname }) => ({ id, firstName, surname })),
    contactOffice: { ...office, propertyRef: property.reference, displayAddress: property.displayAddress },
    // The lead forms (issue 5): what they post about, and the captcha they show.
    leadProperty: {
      id: property.id,
      channel: property.channel,
      reference: property.reference,
      displayAddress: property.displayAddress,
      ...(office.departmentId === undefined ? {} : { branchDepartmentId: office.departmentId }),
    },
    captcha,
    ...(newHomes && property.newHomesForm
      ? {
          newHomesForm: {
            ...property.newHomesForm,
            formId: property.newHomesForm.id,
            propertyId: property.id,
            displayAddress: property.displayAddress,
          },
        }
      : {}),
    ...(property.tenantFeesHtml ? { tenantInfoHtml: property.tenantFeesHtml } : {}),
    calculator: calculatorOverlayData(property),
  };
}

// The same for every anonymous visitor: the page cache and a CDN may keep it (docs/decisions/014).
export const headers = publicPageHeaders;

export async function loader({ params, context }: Route.LoaderArgs) {
  if (!PROPERTY_ID.test(params.id)) throw data(null, { status: 404 });
  const result = await getPropertyPage(context.services, Number(params.id));
  if (result.kind === "missing") throw data(null, { status: 404 });
  const { property } = result;
  const heading = propertyHeading(property, property.settings.siteVariant);
  if (result.kind === "withdrawn") {
    return data(
      {
        kind: "withdrawn" as const,
        heading,
        displayAddress: property.displayAddress,
        similarHomesPath: await similarHomesPath(context.services, property),
      },
      { status: 410 },
    );
  }
  const captcha = publicCaptcha(context.services);
  return {
    kind: "found" as const,
    property,
    heading,
    captcha,
    overlayData: overlayDataOf(property, captcha),
    // The time the status tags are judged at ('NEW Listing!'), so the server and browser renders agree.
    now: Date.now(),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs): MetaDescriptor[] {
  if (!loaderData) return [];
  if (loaderData.kind === "withdrawn") {
    return [
      { title: `${loaderData.heading}: no longer on the market` },
      { name: "robots", content: "noindex" },
    ];
  }
  const chrome = matches.find((match) => match?.id === "root")?.data as SiteChrome | undefined;
  return propertyMeta(
    loaderData.property,
    chrome?.publicUrl ?? "http://localhost/",
    chrome?.header?.agencyName ?? "Openhouse",
  );
}

export default function PropertyPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "withdrawn") return <PropertyWithdrawn {...loaderData} />;
  return <PropertyShown {...loaderData} />;
}

// Renders again only when the page's data changes, not each time React Router re-renders the route (after
// hydration, when it learns the routes behind the links in view; issue 13).
const PropertyShown = memo(function PropertyShown({
  property,
  heading,
  captcha,
  now,
}: Extract<Route.ComponentProps["loaderData"], { kind: "found" }>) {
  const { id, card, settings } = property;
  useEffect(() => recordClickedProperty(id), [id]);
  const tags = cardTags(
    {
      channel: property.channel,
      status: property.status,
      tags: property.tags,
      createdAt: card.createdAt,
      reducedAt: card.reducedAt,
      auctionDate: property.auctionDate,
      exchangedPrice: property.exchangedPrice,
    },
    settings,
    new Date(now),
  );
  const videos = propertyVideos(property.videos, settings.droppedVideoHosts);

  return (
    <div className="mx-auto flex max-w-screen-xl flex-col gap-6 px-4 py-6">
      <PropertyView propertyId={id} />
      <PropertyJsonLd details={property} />
      <PropertyNavigation propertyId={id} />
      <PhotoGrid photos={property.photos} address={property.displayAddress} />
      <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
        <article className="flex min-w-0 flex-col gap-8">
          <header className="flex flex-col gap-3">
            <StatusTags tags={tags} size="large" />
            <div className="flex items-start justify-between gap-4">
              <div>
                <h1 className="text-2xl font-semibold">{heading}</h1>
                <p className="mt-1 text-lg">{property.displayAddress}</p>
              </div>
              <SaveHeart propertyId={id} addressLabel={property.displayAddress} />
            </div>
            <PropertyPrice property={property} reducedOn={tags.includes("Reduced") ? card.reducedAt : null} />
          </header>
          <KeyFacts property={property} />
          <LettingsDeposits property={property} />
          {property.keyFeatures.length ? (
            <section aria-labelledby="key-features">
              <h2 id="key-features" className="text-xl font-semibold">
                Key features
              </h2>
              <ul className="mt-3 list-disc pl-6">
                {property.keyFeatures.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            </section>
          ) : null}
          <section aria-labelledby="description">
            <h2 id="description" className="text-xl font-semibold">
              Description
            </h2>
            {property.summary ? <p className="mt-3 font-semibold">{property.summary}</p> : null}
            {isDescriptionHtml(property.description) ? (
              <RichText html={property.description} className="mt-3" />
            ) : (
              property.description.split(/\n{2,}/).map((paragraph, i) => (
                <p key={i} className="mt-3 whitespace-pre-line">
                  {paragraph}
                </p>
              ))
            )}
          </section>
          <MediaThumbnails
            floorplans={property.floorplans}
            epcCharts={property.epcCharts}
            epcRating={property.epcRating}
          />
          {videos.length ? (
            <ul className="flex flex-wrap gap-3" aria-label="Videos and tours">
              {videos.map((video) => (
                <li key={video.id}>
                  <a href={overlayHash(videoOverlay(video.id))} className="oh-button-outline inline-block">
                    {video.description}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          <MaterialInformation property={property} />
          <PriceHistory history={property.history} channel={property.channel} />
          <section aria-labelledby="location">
            <h2 id="location" className="mb-3 text-xl font-semibold">
              Location
            </h2>
            <LocationMap
              latitude={property.latitude}
              longitude={property.longitude}
              label={property.displayAddress}
            />
          </section>
          <AroundHome propertyId={id} />
          <Calculators property={property} />
        </article>
        <ContactAside property={property} captcha={captcha} />
      </div>
      <CallBookBar property={property} />
    </div>
  );
});
