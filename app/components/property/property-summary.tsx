// The property page's summary (spec §2 "Property page"): the photos, the status tags, the price, the key
// facts, the deposits, the key features and the description. Plain content with plain links into the overlays:
// the page keeps the server's HTML for it and loads this chunk only to render it in the browser (a move from
// one property to another), see app/routes/pages/property.tsx.
import { cardTags } from "../../../modules/listings/model/card-tags.ts";
import { isDescriptionHtml } from "../../../domain/description-html.ts";
import type { PropertyDetails } from "../../../modules/listings/model/property-details.ts";
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

/**
 * The key facts down to the description. `headingLevel` and `idPrefix` let the back office's preview of a draft
 * (app/routes/admin/listings/listing-preview.server.tsx) show the same content inside its own page.
 */
export function PropertyFacts({
  property,
  headingLevel = 2,
  idPrefix = "",
}: {
  property: PropertyDetails;
  headingLevel?: 2 | 3;
  idPrefix?: string;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const featuresId = `${idPrefix}key-features`;
  const descriptionId = `${idPrefix}description`;
  return (
    <>
      <KeyFacts property={property} />
      <LettingsDeposits property={property} />
      {property.keyFeatures.length ? (
        <section aria-labelledby={featuresId}>
          <Heading id={featuresId} className="text-xl font-semibold">
            Key features
          </Heading>
          <ul className="mt-3 list-disc pl-6">
            {property.keyFeatures.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby={descriptionId}>
        <Heading id={descriptionId} className="text-xl font-semibold">
          Description
        </Heading>
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
