// The property card (spec §3 "Property card", §4 "Property card tags", §9 PPPW and media), shared by the
// results page, the property page and the home page sliders.
import { MarketedBy } from "./marketed-by.tsx";
import { memo } from "react";
import { Link } from "react-router";
import { cardTags } from "../../../modules/listings/model/card-tags.ts";
import { POA_TEXT, formatPounds, splitPriceText } from "../../../domain/pricing.ts";
import type { Theme } from "../../../modules/content/model/site-content.ts";
import type { PropertyCard as PropertyCardData } from "../../../modules/listings/model/property-card.ts";
import { StatusTags } from "./status-tags.tsx";
import { AcreageIcon, BathIcon, BedIcon, SofaIcon } from "./card-icons.tsx";
import { cardImageLoading } from "./card-image.ts";
import { ImageCarousel } from "./image-carousel.tsx";
import { SaveHeart } from "./save-heart.tsx";

export type { PropertyCardData };

type CardSettings = Pick<
  Theme["settings"],
  "displaySstcStatusAsSold" | "displayAcreageIconOnPropertyResults"
>;

/**
 * A card renders again only when its own props change. A page re-renders for reasons no card shows: React
 * Router re-renders the whole route after hydration, when it learns the routes behind the links in view, and on
 * every hash change (an overlay opening); a results page has 24 cards (issue 13: one long task on a phone).
 */
export const PropertyCard = memo(function PropertyCard({
  card,
  position,
  settings,
  now,
  onOpen,
}: {
  card: PropertyCardData;
  /** 0-based place in its list: decides eager or lazy image loading (spec §9). */
  position: number;
  settings: CardSettings;
  /** The time the tags are judged at (spec §4 'NEW Listing!'): the server's, so both renders agree. */
  now: number;
  /** Called when the visitor opens the property from this card (search history, spec §4). */
  onOpen?: (propertyId: number) => void;
}) {
  const tags = cardTags(
    {
      channel: card.property_channel,
      status: card.status,
      tags: card.tags,
      createdAt: card.createdAt,
      reducedAt: card.reducedAt,
      auctionDate: card.auctionDate,
      exchangedPrice: card.exchangedPrice,
    },
    { displaySstcStatusAsSold: settings.displaySstcStatusAsSold },
    new Date(now),
  );
  const price = splitPriceText(card.price);
  const open = () => onOpen?.(card.property_id);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-lg border border-black/10 bg-paper shadow-sm">
      <div className="relative">
        <ImageCarousel
          photos={card.photos}
          loading={cardImageLoading(position)}
          addressLabel={card.display_address}
        />
        <StatusTags tags={tags} size="small" className="absolute top-2 left-2" />
        <div className="absolute top-2 right-2">
          <SaveHeart propertyId={card.property_id} addressLabel={card.display_address} />
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        {/* spec §3: the label before £, the amount after it; no amount shows POA. */}
        <p className="text-lg">
          {price.amount !== null && price.label ? <span className="text-sm">{price.label} </span> : null}
          <strong className="font-bold">{price.amount ?? POA_TEXT}</strong>
        </p>
        {card.pppw_price != null ? <p className="text-sm">{formatPounds(card.pppw_price)} pppw</p> : null}
        {/* Issue 41 (drip pricing): the charges a buyer cannot avoid, with the price, as the property page says. */}
        {card.charges ? (
          <p className="text-sm" data-card-charges>
            {card.charges}
          </p>
        ) : null}
        <h3 className="font-semibold">
          <Link to={card.property_url} onClick={open} className="underline-offset-4 hover:underline">
            {card.display_address}
          </Link>
        </h3>
        <p className="text-sm">{card.propertyType}</p>
        <MarketedBy credit={card.marketedBy} />
        <ul className="mt-auto flex flex-wrap gap-4 text-sm" aria-label="Rooms and land">
          <Room count={card.bedrooms} one="bedroom" many="bedrooms" icon={<BedIcon />} />
          <Room count={card.bathrooms} one="bathroom" many="bathrooms" icon={<BathIcon />} />
          <Room count={card.receptionRooms} one="reception room" many="reception rooms" icon={<SofaIcon />} />
          {settings.displayAcreageIconOnPropertyResults && card.acreage ? (
            <li className="flex items-center gap-1">
              <AcreageIcon />
              {card.acreage} {card.acreage === 1 ? "acre" : "acres"}
            </li>
          ) : null}
        </ul>
      </div>
    </article>
  );
});

/** A room count with its icon; the words are there for screen readers, the icon for the eye. */
function Room({
  count,
  one,
  many,
  icon,
}: {
  count: number;
  one: string;
  many: string;
  icon: React.ReactNode;
}) {
  if (!count) return null;
  return (
    <li className="flex items-center gap-1">
      {icon}
      {count}
      <span className="sr-only"> {count === 1 ? one : many}</span>
    </li>
  );
}
