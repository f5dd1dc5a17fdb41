// The property page's summary (spec §2 "Property page"): the photos, the status tags, the price, the key
// facts, the deposits, the key features and the description. Plain content with plain links into the overlays:
// the page keeps the server's HTML for it and loads this chunk only to render it in the browser (a move from
// one property to another), see app/routes/pages/property.tsx.
import { cardTags } from "../../../domain/card-tags.ts";
import { isDescriptionHtml } from "../../../domain/description-html.ts";
import type { PropertyDetails } from "../../../domain/property-details.ts";
import { RichText } from "../content-pages/rich-text.tsx";
import { StatusTags } from "../property-card/status-tags.tsx";
import { KeyFacts } from "./key-facts.tsx";
import { LettingsDeposits } from "./lettings-deposits.tsx";
import { PropertyPrice } from "./property-price.tsx";

export { PhotoGrid } from "./photo-grid.tsx";

type Props = { property: PropertyDetails; now: number };

function propertyTags({ property, now }: Props) {
  const { card, settings } = property;
  return cardTags(
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
}

export function PropertyTags(props: Props) {
  return <StatusTags tags={propertyTags(props)} size="large" />;
}

export function PropertyPriceLine(props: Props) {
  const reduced = propertyTags(props).includes("Reduced");
  return (
    <PropertyPrice property={props.property} reducedOn={reduced ? props.property.card.reducedAt : null} />
  );
}

export function PropertyFacts({ property }: { property: PropertyDetails }) {
  return (
    <>
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
    </>
  );
}
