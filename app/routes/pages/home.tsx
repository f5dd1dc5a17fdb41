// The home page, simple for now: the hero heading, one hero image and the main ways in. The home page
// blocks of spec §2 (hero search form, sliders, …) come in a later issue.
import { Link } from "react-router";
import type { Route } from "./+types/home";
import { getSiteContent } from "../../../services/site-content.ts";

// Spec §9 "Media": hero image widths.
const HERO_WIDTHS = [328, 472, 616, 904, 1152, 1189, 1500];

export async function loader({ context }: Route.LoaderArgs) {
  const content = await getSiteContent(context.services.db);
  return {
    agencyName: content.header?.agencyName ?? "Openhouse",
    heading: content.hero?.heading ?? "Find your next home",
    heroImage: content.hero?.heroCarouselImages[0] ?? null,
    valuationText: content.hero?.valuationBannerButtonText ?? "Book a valuation",
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const name = loaderData?.agencyName ?? "Openhouse";
  return [
    { title: `${name} | Property for sale and to rent` },
    { name: "description", content: `${loaderData?.heading ?? "Find your next home"} with ${name}.` },
  ];
}

const heroSrc = (key: string, width: number) => `/media/${width}x_/${key}`;

export default function Home({ loaderData }: Route.ComponentProps) {
  const { heading, heroImage, valuationText } = loaderData;
  return (
    <>
      <section className="relative isolate overflow-hidden bg-footer text-white">
        {heroImage ? (
          <img
            src={heroSrc(heroImage.key, 1500)}
            srcSet={HERO_WIDTHS.map((w) => `${heroSrc(heroImage.key, w)} ${w}w`).join(", ")}
            sizes="100vw"
            alt={heroImage.alt}
            width={1920}
            height={1080}
            fetchPriority="high"
            className="absolute inset-0 -z-10 h-full w-full object-cover"
          />
        ) : null}
        {/* A dark veil keeps the heading readable (AA) over any photo. */}
        <div className="absolute inset-0 -z-10 bg-black/55" />
        <div className="mx-auto flex min-h-[26rem] max-w-screen-2xl flex-col justify-center gap-6 px-4 py-16 md:min-h-[34rem]">
          <h1 className="max-w-3xl text-4xl font-bold md:text-5xl">{heading}</h1>
          <div className="flex flex-wrap gap-3">
            <Link to="/search/sales" className="rounded bg-paper px-5 py-3 font-semibold text-ink">
              Property for sale
            </Link>
            <Link to="/search/lettings" className="rounded bg-paper px-5 py-3 font-semibold text-ink">
              Property to rent
            </Link>
            <a href="#/book-a-valuation" className="rounded bg-accent px-5 py-3 font-semibold text-ink">
              {valuationText}
            </a>
          </div>
        </div>
      </section>
      <section className="mx-auto max-w-screen-2xl px-4 py-12" aria-labelledby="home-more">
        <h2 id="home-more" className="text-2xl font-semibold">
          How can we help?
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {[
            { to: "/search/sales", title: "Buy", text: "Homes for sale across our branches." },
            {
              to: "/search/lettings",
              title: "Rent",
              text: "Houses and flats to let, including student lets.",
            },
            { to: "/branches", title: "Our branches", text: "Find your local office and team." },
            {
              to: "/articles",
              title: "News and advice",
              text: "Guides for buyers, sellers, tenants and landlords.",
            },
          ].map((card) => (
            <li key={card.to}>
              <Link
                to={card.to}
                className="block h-full rounded-lg border border-black/10 p-5 hover:shadow-md"
              >
                <span className="text-lg font-semibold text-brand">{card.title}</span>
                <span className="mt-2 block">{card.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
