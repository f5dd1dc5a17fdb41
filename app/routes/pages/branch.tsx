// /branches/{slug} (issue 7 item 4; spec §3 "Branch, department, staff"): the branch's contact numbers by
// department, opening hours, map, staff with the #/contact-staff-member/{id} link, links to the landing pages
// of the places around it (issue 18), and its latest listings.
import { LinkListNav } from "../../components/link-list-nav.tsx";
import type { Route } from "./+types/branch";
import { publicPageHeaders } from "../_http/public-page.ts";
import { foundBySlug } from "../_http/found-by-slug.ts";
import { contactOfficeOverlay, overlayHash } from "../../../domain/overlay-paths.ts";
import { branchPath } from "../../../domain/urls.ts";
import { getBranchPage } from "../../../modules/branches/index.ts";
import { cardSettingsOf } from "../../../modules/content/model/default-theme.ts";
import { contentPageMeta } from "../../components/content-pages/page-meta.ts";
import { StaffContacts } from "../../components/content-pages/staff-contacts.tsx";
import { LocationMap } from "../../components/property/location-map/location-map.tsx";
import { PropertyCard } from "../../components/property-card/property-card.tsx";
import type { OverlayPageData } from "../../modals/page-data.ts";
import { getSiteContent } from "../../../modules/content/index.ts";

// The same for every anonymous visitor: the page cache and a CDN may keep it (docs/decisions/014).
export const headers = publicPageHeaders;

export async function loader({ params, context }: Route.LoaderArgs) {
  const { branch, content } = await foundBySlug(params.slug, 100, async (slug) => {
    const [branch, content] = await Promise.all([
      getBranchPage(context.services, slug),
      getSiteContent(context.services.db),
    ]);
    return branch ? { branch, content } : null;
  });
  const overlayData: OverlayPageData = {
    // #/contact-staff-member/{id} titles come from here (spec §2 'Contact {first name} {surname}').
    staff: branch.staff.map(({ id, firstName, surname }) => ({ id, firstName, surname })),
    contactOffice: { branchId: branch.id },
  };
  return {
    branch,
    overlayData,
    cardSettings: cardSettingsOf(content.theme),
    now: Date.now(),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { branch } = loaderData;
  return contentPageMeta(matches, {
    title: `${branch.name} branch`,
    description:
      branch.description ??
      `Our ${branch.name} branch at ${branch.address}: contact numbers, opening hours and team.`,
    path: branchPath(branch.slug),
    imagePath: branch.imageUrl,
  });
}

const tel = (number: string) => `tel:${number.replace(/\s/g, "")}`;

export default function Branch({ loaderData }: Route.ComponentProps) {
  const { branch, cardSettings, now } = loaderData;
  return (
    <div className="mx-auto flex max-w-screen-xl flex-col gap-10 px-4 py-8">
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold">{`${branch.name} branch`}</h1>
        <p>{branch.address}</p>
        {branch.description ? <p className="max-w-3xl">{branch.description}</p> : null}
        <p>
          <a
            href={overlayHash(contactOfficeOverlay())}
            className="inline-block rounded bg-brand px-5 py-2 font-semibold text-brand-contrast"
          >
            Contact this branch
          </a>
        </p>
      </header>

      <div className="grid gap-8 md:grid-cols-2">
        <section aria-labelledby="branch-contact">
          <h2 id="branch-contact" className="text-2xl font-semibold">
            Contact numbers
          </h2>
          <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-2">
            {branch.contactNumbers.map((contact) => (
              <div key={contact.label + contact.telephone} className="contents">
                <dt className="font-medium">{contact.label}</dt>
                {/* Issue 16: a long email address breaks where it must rather than push the page sideways at
                    320 px. */}
                <dd className="wrap-anywhere">
                  <a href={tel(contact.telephone)} className="underline">
                    {contact.telephone}
                  </a>
                  {contact.email ? (
                    <>
                      {" · "}
                      <a href={`mailto:${contact.email}`} className="underline">
                        {contact.email}
                      </a>
                    </>
                  ) : null}
                </dd>
              </div>
            ))}
          </dl>
          {branch.openingHours.length ? (
            <>
              <h2 className="mt-6 text-2xl font-semibold">Opening hours</h2>
              <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
                {branch.openingHours.map((row) => (
                  <div key={row.days} className="contents">
                    <dt className="font-medium">{row.days}</dt>
                    <dd>{row.hours}</dd>
                  </div>
                ))}
              </dl>
            </>
          ) : null}
        </section>
        <section aria-labelledby="branch-map">
          <h2 id="branch-map" className="text-2xl font-semibold">
            Find us
          </h2>
          <div className="mt-3">
            <LocationMap
              latitude={branch.latitude}
              longitude={branch.longitude}
              label={`${branch.name} branch`}
            />
          </div>
        </section>
      </div>

      {branch.staff.length ? (
        <section aria-labelledby="branch-staff">
          <h2 id="branch-staff" className="text-2xl font-semibold">
            Meet the team
          </h2>
          <StaffContacts staff={branch.staff} />
        </section>
      ) : null}

      {branch.placeSearches.length ? (
        <LinkListNav
          id="branch-places"
          heading={`Search near ${branch.name}`}
          links={branch.placeSearches}
          headingClassName="text-2xl font-semibold"
          listClassName="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-3"
        />
      ) : null}

      {branch.latestListings.length ? (
        <section aria-labelledby="branch-listings">
          <h2 id="branch-listings" className="text-2xl font-semibold">
            Latest listings from {branch.name}
          </h2>
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {branch.latestListings.map((card, index) => (
              <li key={card.property_id}>
                <PropertyCard card={card} position={index + 4} settings={cardSettings} now={now} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
