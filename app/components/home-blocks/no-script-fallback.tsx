// What a lazy block shows without JavaScript (design §1: "people without JavaScript get full HTML"): its
// content as a plain list of links or quotes, inside <noscript>, so crawlers and script-less browsers still
// reach every listing, article and office, while script-running browsers never render it.
import type { LoadedBlock } from "../../../modules/content/model/home-blocks.ts";

type LazyBlock = Exclude<LoadedBlock, { type: "miniBranchSearch" | "videoSection" }>;

const LIST = "flex flex-col gap-2";

function Links({ links }: { links: { href: string; text: string }[] }) {
  return (
    <ul className={LIST}>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} className="underline">
            {link.text}
          </a>
        </li>
      ))}
    </ul>
  );
}

export function NoScriptFallback({ block }: { block: LazyBlock }) {
  switch (block.type) {
    case "propertyCardSlider":
      return (
        <Links
          links={block.cards.map((card) => ({
            href: card.property_url,
            text: `${card.display_address}: ${card.price}`,
          }))}
        />
      );
    case "articleSlider":
      return <Links links={block.articles.map((article) => ({ href: article.url, text: article.title }))} />;
    case "officeSlider":
      return <Links links={block.offices.map((office) => ({ href: office.url, text: office.name }))} />;
    case "linkCardDropdown":
      return <Links links={block.items.map((item) => ({ href: item.url, text: item.title }))} />;
    case "reviewSlider":
      return (
        <ul className={LIST}>
          {block.reviews.map((review, index) => (
            <li key={index}>{`“${review.quote}” ${review.author}`}</li>
          ))}
        </ul>
      );
  }
}
