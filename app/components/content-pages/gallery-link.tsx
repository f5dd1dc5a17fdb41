// A gallery on a section page: a few thumbnails and a link that opens the gallery modal under its hash
// (spec §2: #/antiques-sales-event/{id}, #/history-images/{id}, …).
import type { GalleryLink as GalleryLinkData } from "../../../modules/content/model/content-pages.ts";
import { DecorativeImage } from "../decorative-image.tsx";

export function GalleryLink({ gallery }: { gallery: GalleryLinkData }) {
  return (
    <figure className="flex flex-col gap-3">
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-hidden="true">
        {gallery.thumbnails.map((thumbnail) => (
          <li key={thumbnail.url}>
            <DecorativeImage
              src={thumbnail.url}
              width={408}
              height={250}
              className="aspect-[408/250] w-full rounded object-cover"
            />
          </li>
        ))}
      </ul>
      <figcaption>
        <a href={gallery.hash} className="font-semibold text-brand underline">
          View the gallery: {gallery.title} ({gallery.count} {gallery.count === 1 ? "image" : "images"})
        </a>
      </figcaption>
    </figure>
  );
}
