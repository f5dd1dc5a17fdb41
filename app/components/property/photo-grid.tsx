// The property's photos (issue 4): the first large and eager (it is the page's largest paint), a few more
// beside it, each opening the photo gallery overlay (#/property-images, spec §2).
import type { PropertyImage } from "../../../domain/property-details.ts";
import { overlayHash, propertyImagesOverlay } from "../../../domain/overlay-paths.ts";
import { gallerySrcset } from "./gallery-srcset.ts";

// Beside the main photo on wide screens: enough to show the home, few enough to keep the page light.
const THUMBNAILS = 4;

const MAIN_SIZES = "(min-width: 1024px) 66vw, 100vw";
const THUMBNAIL_SIZES = "(min-width: 1024px) 16vw, 50vw";

export function PhotoGrid({ photos, address }: { photos: PropertyImage[]; address: string }) {
  const [main, ...rest] = photos;
  if (!main) {
    return <p className="flex h-64 items-center justify-center rounded-lg bg-black/5">No image</p>;
  }
  const alt = (photo: PropertyImage) => (photo.caption ? `${photo.caption}, ${address}` : address);
  return (
    <div className="grid gap-2 lg:grid-cols-[2fr_1fr]">
      <a href={overlayHash(propertyImagesOverlay())} className="relative block overflow-hidden rounded-lg">
        <img
          src={main.url}
          srcSet={gallerySrcset(main.key)}
          sizes={MAIN_SIZES}
          alt={alt(main)}
          width={1160}
          height={773}
          loading="eager"
          fetchPriority="high"
          className="aspect-[3/2] h-full w-full object-cover"
        />
        <span className="absolute right-2 bottom-2 rounded bg-black/75 px-2 py-1 text-sm text-white">
          View all {photos.length} photos
        </span>
      </a>
      {rest.length ? (
        <ul className="hidden grid-cols-2 gap-2 lg:grid" aria-label="More photos">
          {rest.slice(0, THUMBNAILS).map((photo) => (
            <li key={photo.key}>
              <a href={overlayHash(propertyImagesOverlay())} className="block overflow-hidden rounded-lg">
                <img
                  src={photo.url}
                  srcSet={gallerySrcset(photo.key)}
                  sizes={THUMBNAIL_SIZES}
                  alt={alt(photo)}
                  width={575}
                  height={383}
                  loading="lazy"
                  className="aspect-[3/2] h-full w-full object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
