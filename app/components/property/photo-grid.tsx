// The property's photos (issue 4): the first large and eager (it is the page's largest paint), two more
// stacked beside it on wide screens, each opening the photo gallery overlay (#/property-images, spec §2).
import type { PropertyImage } from "../../../modules/listings/model/property-details.ts";
import { overlayHash, propertyImagesOverlay } from "../../../domain/overlay-paths.ts";
import { gallerySrcset } from "./gallery-srcset.ts";

// Beside the main photo on wide screens, one above the other in the aside's third of the width: two 3:2
// photos stacked are as tall as the 3:2 main photo twice as wide, so the block has no blank band (issue 16).
// The list is laid over its cell, so the main photo alone sets the block's height; the two rows share it
// and object-cover absorbs the gap's few pixels.
const THUMBNAILS = 2;

// The main photo is the page's largest paint, so it loads first; the thumbnails wait until they are near.
const MAIN_PHOTO: PhotoSize = {
  sizes: "(min-width: 1024px) 66vw, 100vw",
  width: 1160,
  height: 773,
  loading: "eager",
  fetchPriority: "high",
};
const THUMBNAIL_PHOTO: PhotoSize = {
  sizes: "(min-width: 1024px) 33vw, 100vw",
  width: 575,
  height: 383,
  loading: "lazy",
};

type PhotoSize = {
  sizes: string;
  width: number;
  height: number;
  loading: "eager" | "lazy";
  fetchPriority?: "high";
};

function PhotoImage({
  photo,
  alt,
  size,
  className,
}: {
  photo: PropertyImage;
  alt: string;
  size: PhotoSize;
  className: string;
}) {
  return (
    <img
      src={photo.url}
      srcSet={gallerySrcset(photo.key)}
      sizes={size.sizes}
      alt={alt}
      width={size.width}
      height={size.height}
      loading={size.loading}
      fetchPriority={size.fetchPriority}
      className={className}
    />
  );
}

export function PhotoGrid({ photos, address }: { photos: PropertyImage[]; address: string }) {
  const [main, ...rest] = photos;
  if (!main) {
    return <p className="flex h-64 items-center justify-center rounded-lg bg-black/5">No image</p>;
  }
  const beside = rest.slice(0, THUMBNAILS);
  const alt = (photo: PropertyImage) => (photo.caption ? `${photo.caption}, ${address}` : address);
  return (
    <div className="grid gap-2 lg:grid-cols-[2fr_1fr]">
      <a href={overlayHash(propertyImagesOverlay())} className="relative block overflow-hidden rounded-lg">
        <PhotoImage
          photo={main}
          alt={alt(main)}
          size={MAIN_PHOTO}
          className="aspect-[3/2] h-full w-full object-cover"
        />
        <span className="absolute right-2 bottom-2 rounded bg-black/75 px-2 py-1 text-sm text-white">
          View all {photos.length} photos
        </span>
      </a>
      {beside.length ? (
        <div className="relative hidden lg:block">
          <ul
            className={`absolute inset-0 grid gap-2 ${beside.length > 1 ? "grid-rows-2" : "grid-rows-1"}`}
            aria-label="More photos"
          >
            {beside.map((photo) => (
              <li key={photo.key} className="min-h-0">
                <a
                  href={overlayHash(propertyImagesOverlay())}
                  className="block h-full overflow-hidden rounded-lg"
                >
                  <PhotoImage
                    photo={photo}
                    alt={alt(photo)}
                    size={THUMBNAIL_PHOTO}
                    className="h-full w-full object-cover"
                  />
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
