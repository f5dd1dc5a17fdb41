// The property page below its description (spec §2 "Property page"): floorplans and EPC, videos and tours,
// the material information, the price history, the location map, what is around the home and the calculators.
// Its own chunk: the page hydrates it as it comes near the view (app/routes/pages/property.tsx).
import type { PropertyDetails } from "../../../modules/listings/model/property-details.ts";
import { overlayHash, videoOverlay } from "../../../domain/overlay-paths.ts";
import { Calculators } from "./calculators/calculators.tsx";
import { AroundHome } from "./around-home/around-home.tsx";
import { LocationMap } from "./location-map/location-map.tsx";
import { approximateRadiusMetres } from "../../../modules/listings/model/listing-placement.ts";
import { MaterialInformation } from "./material-information.tsx";
import { PriceHistory } from "./price-history.tsx";
import { MediaThumbnails } from "./media-thumbnails.tsx";
import { propertyVideos } from "../../../modules/content/model/video-embeds.ts";

export function PropertyMore({ property }: { property: PropertyDetails }) {
  const videos = propertyVideos(property.videos, property.settings.droppedVideoHosts);
  const id = property.id;
  return (
    <>
      <MediaThumbnails
        floorplans={property.floorplans}
        epcCharts={property.epcCharts}
        epcRating={property.epcRating}
      />
      {videos.length ? (
        <ul className="flex flex-wrap gap-3" aria-label="Videos and tours">
          {videos.map((video) => (
            <li key={video.id}>
              <a href={overlayHash(videoOverlay(video.id))} className="oh-button-outline inline-block">
                {video.description}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {property.documents.length ? (
        <ul className="flex flex-wrap gap-3" aria-label="Documents">
          {property.documents.map((document) => (
            <li key={document.id}>
              <a href={document.url} className="oh-button-outline inline-block" data-document>
                {document.text}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <MaterialInformation property={property} />
      <PriceHistory history={property.history} channel={property.channel} />
      {/* A listing not on the map (issue 36) has no Location section: nothing to show, nothing to explain. */}
      {property.latitude !== null && property.longitude !== null ? (
        <section aria-labelledby="location">
          <h2 id="location" className="mb-3 text-xl font-semibold">
            Location
          </h2>
          <LocationMap
            latitude={property.latitude}
            longitude={property.longitude}
            areaMetres={approximateRadiusMetres(property.placement)}
            label={property.displayAddress}
          />
        </section>
      ) : null}
      <AroundHome propertyId={id} />
      <Calculators property={property} />
    </>
  );
}
