// A marker's pop-up (issue 3 item 6): a compact property card with photo, price, address and a link. Built as
// DOM nodes with text content, so listing text can never become markup.
import type { MapMarker } from "../../../modules/search/model/map-markers.ts";
import { propertyPath } from "../../../domain/urls.ts";

export function markerPopup(marker: MapMarker): HTMLElement {
  const article = element("article", "oh-map-card");
  article.dataset.propertyId = String(marker.id);
  if (marker.photo) {
    const img = element("img", "oh-map-card-photo");
    img.src = marker.photo;
    // The link below names the home; the photo adds nothing a screen reader needs.
    img.alt = "";
    img.width = 240;
    img.height = 147;
    img.loading = "lazy";
    article.append(img);
  }
  const price = element("p", "oh-map-card-price");
  price.textContent = marker.price;
  // Issue 41 (drip pricing): the charges a buyer cannot avoid, with the price, as on the card.
  const charges = marker.charges ? [element("p", "oh-map-card-charges")] : [];
  for (const line of charges) line.textContent = marker.charges!;
  const link = element("a", "oh-map-card-link");
  link.href = propertyPath(marker.id);
  link.textContent = marker.label;
  const address = element("p", "oh-map-card-address");
  address.append(link);
  article.append(price, ...charges, address);
  return article;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  return node;
}
