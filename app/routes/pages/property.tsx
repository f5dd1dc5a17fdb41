// The property page, /properties/{id} (issue 4; spec §2 properties#show; design §5): server-rendered from the
// listing, with the teammates' parts mounted — contact aside, calculators, SEO tags and JSON-LD — and the
// overlays' data (galleries, videos, contact forms, tenant fees) handed over as `overlayData`. A non-numeric
// or unknown id is the 404 page; a withdrawn listing answers 410 with a link to similar homes.
import { lazy, memo, Suspense, useEffect, type ComponentProps, type ComponentType } from "react";
import { data, type MetaDescriptor } from "react-router";
import type { Route } from "./+types/property";
import { publicPageHeaders } from "../_http/public-page.ts";
import { propertyHeading } from "../../../modules/listings/model/property-wording.ts";
import { getPropertyPage } from "../../../services/property-page.ts";
import { similarHomesPath } from "../../../services/property-page-similar.ts";
import type { PropertyDetails } from "../../../modules/listings/model/property-details.ts";
import { publicCaptcha } from "../../../platform/captcha.ts";
import type { PublicCaptcha } from "../../../domain/captcha.ts";
import { getSiteContent } from "../../../modules/content/index.ts";
import { calculatorOverlayData } from "../../../domain/calculators/visibility.ts";
import { CallBookBar } from "../../components/property/contact/call-book-bar.tsx";
import {
  contactFor,
  contactOfficeData,
  offersNewHomesEnquiry,
  staffToContact,
} from "../../components/property/contact/contact-choice.ts";
import { PropertyNavigation } from "../../components/property/property-navigation.tsx";
import { propertyMeta } from "../../components/property/seo/property-meta.ts";
import { SaveHeart } from "../../components/property-card/save-heart.tsx";
import type { OverlayPageData } from "../../modals/page-data.ts";
import { deferHydration } from "../../components/deferred-hydration.tsx";
import { recordClickedPropertyLater } from "../../client/search-history-later.ts";
import type * as SummaryModule from "../../components/property/property-summary.tsx";

// Database ids are positive 32-bit integers; anything else in the path names no property.
// Below the first screen, or used only when reached: their code loads then (issue 13, docs/decisions/017).
// The rest of the details, the map and the calculators as they come near the view:
const PropertyMore = deferHydration(
  () => import("../../components/property/property-more.tsx").then((module) => module.PropertyMore),
  "visible",
);
// The contact panel and its send-to-a-friend form when pointed at or tabbed into (its links work as they are):
const ContactAside = deferHydration(
  () => import("../../components/property/contact/contact-aside.tsx").then((module) => module.ContactAside),
  "interaction",
);
// What the server renders here is all a visitor needs, with plain links into the overlays (the photos, the
// tenant information): the photos, the tags, the price and the facts keep the server's HTML as it is.
type Summary = typeof SummaryModule;
const summaryPart = <Name extends keyof Summary>(name: Name) =>
  deferHydration<ComponentProps<Summary[Name]>>(
    () =>
      import("../../components/property/property-summary.tsx").then(
        (module) => module[name] as ComponentType<ComponentProps<Summary[Name]>>,
      ),
    "never",
  );
const PhotoGrid = summaryPart("PhotoGrid");
const PropertyTags = summaryPart("PropertyTags");
const PropertyPriceLine = summaryPart("PropertyPriceLine");
const PropertyFacts = summaryPart("PropertyFacts");
// The view is counted once GET /user.ljson has given the token, after hydration: its code comes then too.
const PropertyView = lazy(() =>
  import("../../client/property-tracking.ts").then((module) => ({ default: module.PropertyView })),
);
// A listing taken off the market: a heading, a sentence and a link.
const PropertyWithdrawn = deferHydration(
  () => import("./property-withdrawn.tsx").then((module) => module.PropertyWithdrawn),
  "never",
);
// The listing's schema.org data is for search engines: the browser keeps the server's script as it is.
const PropertyJsonLd = deferHydration(
  () =>
    import("../../components/property/seo/property-json-ld-script.tsx").then(
      (module) => module.PropertyJsonLd,
    ),
  "never",
);

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
  const services = await context.readServices();
  const result = await getPropertyPage(services, Number(params.id));
  if (result.kind === "missing" || result.kind === "held-back") throw data(null, { status: 404 });
  const { property } = result;
  const heading = propertyHeading(property, property.settings.siteVariant);
  if (result.kind === "withdrawn") {
    return data(
      {
        kind: "withdrawn" as const,
        heading,
        displayAddress: property.displayAddress,
        similarHomesPath: await similarHomesPath(services, property),
      },
      { status: 410 },
    );
  }
  const captcha = publicCaptcha(context.services);
  const agencyName = (await getSiteContent(services.db)).header?.agencyName ?? "Openhouse";
  return {
    kind: "found" as const,
    property,
    heading,
    captcha,
    overlayData: overlayDataOf(property, captcha),
    // The head's tags (title, description, canonical, Open Graph), built here: the page's JavaScript then
    // does without the rules that build them (issue 13).
    meta: propertyMeta(property, context.services.config.publicUrl, agencyName),
    // The call bar's number, worked out here so the page's first render does without the contact rules.
    callTelephone: contactFor(property).telephone,
    // The time the status tags are judged at ('NEW Listing!'), so the server and browser renders agree.
    now: Date.now(),
  };
}

export function meta({ loaderData }: Route.MetaArgs): MetaDescriptor[] {
  if (!loaderData) return [];
  if (loaderData.kind === "withdrawn") {
    return [
      { title: `${loaderData.heading}: no longer on the market` },
      { name: "robots", content: "noindex" },
    ];
  }
  return loaderData.meta;
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
  callTelephone,
}: Extract<Route.ComponentProps["loaderData"], { kind: "found" }>) {
  const { id } = property;
  useEffect(() => recordClickedPropertyLater(id), [id]);
  return (
    <div className="mx-auto flex max-w-screen-xl flex-col gap-6 px-4 py-6">
      <Suspense fallback={null}>
        <PropertyView propertyId={id} />
      </Suspense>
      <PropertyJsonLd details={property} />
      <PropertyNavigation propertyId={id} />
      <PhotoGrid photos={property.photos} address={property.displayAddress} />
      <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
        <article className="flex min-w-0 flex-col gap-8">
          <header className="flex flex-col gap-3">
            <PropertyTags property={property} now={now} />
            <div className="flex items-start justify-between gap-4">
              <div>
                <h1 className="text-2xl font-semibold">{heading}</h1>
                <p className="mt-1 text-lg">{property.displayAddress}</p>
              </div>
              <SaveHeart propertyId={id} addressLabel={property.displayAddress} />
            </div>
            <PropertyPriceLine property={property} now={now} />
          </header>
          <PropertyFacts property={property} />
          <PropertyMore property={property} />
        </article>
        <ContactAside property={property} captcha={captcha} />
      </div>
      <CallBookBar telephone={callTelephone} />
    </div>
  );
});
