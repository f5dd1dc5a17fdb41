// The home page (spec §2 "/", "Home page blocks"): the hero (carousel or video, heading, search form) first,
// then the agency's home blocks in their order. Everything comes from the site content; a block whose content
// or data is absent is not shown.
import { memo } from "react";
import type { Route } from "./+types/home";
import { publicPageHeaders } from "../_http/public-page.ts";
import { getSiteContent } from "../../../modules/content/index.ts";
import { loadHomeBlocks } from "../../../services/home-blocks.ts";
import { Hero } from "../../components/hero/hero.tsx";
import { deferHydration } from "../../components/deferred-hydration.tsx";

// Below the hero, hence below the first screen: the blocks' code loads as they come near the view (issue 13).
const HomeBlocks = deferHydration(
  () => import("../../components/home-blocks/home-blocks.tsx").then((module) => module.HomeBlocks),
  "visible",
);

// The same for every anonymous visitor: the page cache and a CDN may keep it (docs/decisions/014).
export const headers = publicPageHeaders;

export async function loader({ context }: Route.LoaderArgs) {
  const services = await context.readServices();
  const [content, blocks] = await Promise.all([getSiteContent(services.db), loadHomeBlocks(services)]);
  const agencyName = content.header?.agencyName ?? "Openhouse";
  return {
    agencyName,
    hero: content.hero ?? null,
    // Without a heading in the content the agency's name heads the page (every page has one h1).
    heading: content.hero?.heading ?? agencyName,
    blocks,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const name = loaderData?.agencyName ?? "Openhouse";
  return [
    { title: `${name} | Property for sale and to rent` },
    { name: "description", content: `${loaderData?.heading ?? name} with ${name}.` },
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { hero, heading, blocks } = loaderData;
  return <HomeContent hero={hero} heading={heading} blocks={blocks} />;
}

type HomeData = Route.ComponentProps["loaderData"];

// Renders again only when the page's data changes, not each time React Router re-renders the route (after
// hydration, when it learns the routes behind the links in view; issue 13).
const HomeContent = memo(function HomeContent({
  hero,
  heading,
  blocks,
}: Pick<HomeData, "hero" | "heading" | "blocks">) {
  return (
    <>
      {hero ? (
        <Hero hero={hero} heading={heading} />
      ) : (
        <h1 className="mx-auto max-w-screen-2xl px-4 py-10 text-3xl font-bold">{heading}</h1>
      )}
      <HomeBlocks blocks={blocks} />
    </>
  );
});
