// A property card slider (spec §2): the cards of a saved search or the featured listings, and a link to
// the whole search.
import { Link } from "react-router";
import type { LoadedBlock } from "../../../modules/content/model/home-blocks.ts";
import { PropertyCard } from "../property-card/property-card.tsx";
import { Slider } from "../slider/slider.tsx";

export default function PropertyCardSlider({
  block,
}: {
  block: Extract<LoadedBlock, { type: "propertyCardSlider" }>;
}) {
  return (
    <>
      <Slider
        label={block.title}
        items={block.cards.map((card) => ({
          key: card.property_id,
          // Below the fold by construction: every card's image loads lazily (position past the eager ones).
          node: <PropertyCard card={card} position={99} settings={block.cardSettings} now={block.now} />,
        }))}
      />
      {block.searchPath ? (
        <p className="mt-2">
          <Link to={block.searchPath} className="font-semibold text-brand underline underline-offset-4">
            View all: {block.title}
          </Link>
        </p>
      ) : null}
    </>
  );
}
