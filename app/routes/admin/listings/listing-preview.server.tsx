// The draft as the public page would show it (issue 14 "a preview of the public page before saving"): the
// property page's own components (app/components/property), fed the draft from services/listing-preview.ts.
// What needs the browser (the gallery overlays, the map, saving, the contact forms) is left out: the admin
// document runs no script. Rendered to HTML in the action, on the server only: were the
// editor's component to import the public components, the browser build would share them in new chunks and
// the public pages' first-render JavaScript would change (issue 14 "must not grow by a byte").
import { renderToStaticMarkup } from "react-dom/server";
import type { PropertyDetails } from "../../../../modules/listings/model/property-details.ts";
import { propertyHeading } from "../../../../modules/listings/model/property-wording.ts";
import { MaterialInformation } from "../../../components/property/material-information.tsx";
import { MediaThumbnails } from "../../../components/property/media-thumbnails.tsx";
import { PhotoGrid } from "../../../components/property/photo-grid.tsx";
import { PriceHistory } from "../../../components/property/price-history.tsx";
import {
  PropertyFacts,
  PropertyPriceLine,
  PropertyTags,
} from "../../../components/property/property-summary.tsx";

export function renderListingPreview(property: PropertyDetails, now: number): string {
  return renderToStaticMarkup(<ListingPreview property={property} now={now} />);
}

function ListingPreview({ property, now }: { property: PropertyDetails; now: number }) {
  const { settings } = property;
  return (
    <>
      <PhotoGrid photos={property.photos} address={property.displayAddress} />
      <div className="flex flex-col gap-3">
        <PropertyTags property={property} now={now} />
        <p className="text-2xl font-semibold" data-preview-heading>
          {propertyHeading(property, settings.siteVariant)}
        </p>
        <p className="text-lg">{property.displayAddress}</p>
        <PropertyPriceLine property={property} now={now} />
      </div>
      <PropertyFacts property={property} headingLevel={3} idPrefix="preview-" />
      <MediaThumbnails
        floorplans={property.floorplans}
        epcCharts={property.epcCharts}
        epcRating={property.epcRating}
      />
      <MaterialInformation property={property} />
      <PriceHistory history={property.history} channel={property.channel} />
    </>
  );
}
