// A marker's pop-up (issue 3 item 6): a compact property card with photo, price, address and a link. Built as
// DOM nodes with text content, so listing text can never become markup.
import type { PropertyCard } from "../../../domain/property-card.ts";

/** The fields of a property card (spec §3 "Property card") the map needs. */
export type MapCard = Pick<
  PropertyCard,
  "property_id" | "price" | "display_address" | "property_url" | "latitude" | "longitude"
> & { photos: Pick<PropertyCard["photos"][number], "url" | "imageAlt">[] };

export function markerPopup(card: MapCard): HTMLElement {
  const article = element("article", "oh-map-card");
  article.dataset.propertyId = String(card.property_id);
  const photo = card.photos[0];
  if (photo) {
    const img = element("img", "oh-map-card-photo");
    img.src = photo.url;
    img.alt = photo.imageAlt;
    img.width = 240;
    img.height = 147;
    img.loading = "lazy";
    article.append(img);
  }
  const price = element("p", "oh-map-card-price");
  price.textContent = card.price;
  const link = element("a", "oh-map-card-link");
  link.href = card.property_url;
  link.textContent = card.display_address;
  const address = element("p", "oh-map-card-address");
  address.append(link);
  article.append(price, address);
  return article;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  return node;
}
