// One kept version of an advert as visitors were shown it (issue 41 "Evidence"): the words, the price and its
// qualifier, the badges of the moment asked about, the facts, the material information and the photos. The same
// component draws the back office's "as advertised on" page and the download, a file that stands on its own.
import type { AdvertSnapshot } from "../../../../modules/advert-rules/index.ts";
import { MATERIAL_PARTS } from "../../../../modules/listings/model/listing-fields.ts";
import { listingPriceText } from "../../../../domain/pricing.ts";
import { chargesWithPrice } from "../../../../modules/advert-rules/model/price-honesty.ts";
import { isDescriptionHtml } from "../../../../domain/description-html.ts";
import { sanitiseHtml } from "../../../../domain/sanitise-html.ts";
import { formatWhen } from "../admin-format.ts";

export type EvidenceProps = {
  snapshot: AdvertSnapshot;
  /** The moment asked about, and the version's window (ISO). */
  at: string;
  liveFrom: string;
  liveTo: string | null;
  badges: string[];
  /** A photo's address: the media route on the page, a data: URL in the download; null when no longer stored. */
  photoSrc: (key: string) => string | null;
};

const KIND_NAMES = { photo: "Photo", floorplan: "Floor plan", epc: "EPC chart" } as const;

function materialRows(snapshot: AdvertSnapshot): [label: string, value: string][] {
  const info = snapshot.materialInformation as Record<string, unknown>;
  return MATERIAL_PARTS.flatMap((part) =>
    part.fields.flatMap((field): [string, string][] => {
      const value = field.name.startsWith("materialInformation.")
        ? info[field.name.slice("materialInformation.".length)]
        : (snapshot as unknown as Record<string, unknown>)[field.name];
      return value === null || value === undefined || value === "" ? [] : [[field.label, String(value)]];
    }),
  );
}

export function AdvertEvidenceView({ snapshot, at, liveFrom, liveTo, badges, photoSrc }: EvidenceProps) {
  const facts: [string, string][] = [
    ["Reference", snapshot.reference],
    ["Type", snapshot.propertyType],
    ["Bedrooms", String(snapshot.bedrooms)],
    ["Bathrooms", String(snapshot.bathrooms)],
    ["Reception rooms", String(snapshot.receptionRooms)],
    ...(snapshot.tenure ? [["Tenure", snapshot.tenure] as [string, string]] : []),
    ...(snapshot.epcRating ? [["EPC rating", snapshot.epcRating] as [string, string]] : []),
    ...(snapshot.furnished ? [["Furnished", snapshot.furnished] as [string, string]] : []),
    ...(snapshot.deposit !== null
      ? [["Deposit", `£${snapshot.deposit.toLocaleString("en-GB")}`] as [string, string]]
      : []),
    ...(snapshot.availableFrom ? [["Available from", snapshot.availableFrom] as [string, string]] : []),
  ];
  const material = materialRows(snapshot);
  return (
    <article className="flex flex-col gap-4" data-advert-version>
      <p className="text-sm" data-advert-window>
        {`As advertised at ${formatWhen(at)} (UK time): this version was on the site from ${formatWhen(liveFrom)} ${liveTo ? `until ${formatWhen(liveTo)}` : "and still is"}.`}
      </p>
      <h2 className="text-xl font-semibold">{`${snapshot.displayAddress}, ${snapshot.postcode}`}</h2>
      <p className="text-lg font-semibold" data-advert-price>
        {listingPriceText(snapshot)}
      </p>
      {chargesWithPrice(snapshot) ? <p className="font-semibold">{chargesWithPrice(snapshot)}</p> : null}
      {badges.length ? <p data-advert-badges>{`Shown with: ${badges.join(", ")}`}</p> : null}
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-3">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm">{label}</dt>
            <dd className="font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      {snapshot.summary ? <p>{snapshot.summary}</p> : null}
      {isDescriptionHtml(snapshot.description) ? (
        // Stored as allow-listed HTML by the importer and the desk; sanitised again here, as the property page does.
        <div dangerouslySetInnerHTML={{ __html: sanitiseHtml(snapshot.description) }} />
      ) : (
        snapshot.description.split(/\n\s*\n/).map((paragraph, i) => <p key={i}>{paragraph}</p>)
      )}
      {snapshot.keyFeatures.length ? (
        <>
          <h3 className="text-lg font-semibold">Key features</h3>
          <ul className="list-disc pl-6">
            {snapshot.keyFeatures.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </>
      ) : null}
      {material.length ? (
        <>
          <h3 className="text-lg font-semibold">Material information</h3>
          <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-2">
            {material.map(([label, value]) => (
              <div key={label}>
                <dt className="text-sm">{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
      {snapshot.photos.length ? (
        <>
          <h3 className="text-lg font-semibold">{`Photos, floor plans and EPC charts (${snapshot.photos.length})`}</h3>
          <ol className="grid gap-4 sm:grid-cols-2">
            {snapshot.photos.map((photo, i) => {
              const src = photoSrc(photo.key);
              const name = `${KIND_NAMES[photo.kind]} ${i + 1}${photo.caption ? `: ${photo.caption}` : ""}`;
              return (
                <li key={`${photo.key}-${i}`}>
                  {src ? <img src={src} alt={name} className="w-full" /> : null}
                  <p className="text-sm">{src ? name : `${name} (no longer stored: ${photo.key})`}</p>
                </li>
              );
            })}
          </ol>
        </>
      ) : null}
    </article>
  );
}
