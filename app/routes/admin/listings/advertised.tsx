// /admin/listings/:id/advertised (issue 41 "Evidence"): a listing "as advertised on" a moment (UK time): the version
// of its advert that visitors were shown then, from the kept versions, with every version listed and a link to
// download it (advertised-download.tsx). The same roles and branch scope as the listing's editor.
import { data } from "react-router";
import type { Route } from "./+types/advertised";
import { adminListingAdvertisedDownloadPath, adminListingPath } from "../../../../domain/admin/admin-urls.ts";
import { mediaPath, widthOnly } from "../../../../domain/media-sizes.ts";
import type { AdvertVersion } from "../../../../modules/advert-rules/index.ts";
import { listingPriceText } from "../../../../domain/pricing.ts";
import { AdminErrorBoundary, adminPageHeaders } from "../admin-error.tsx";
import { BackLink } from "../admin-form.tsx";
import { formatWhen } from "../admin-format.ts";
import { adminHeaders } from "../require-staff.server.ts";
import { AdvertEvidenceView } from "./advert-evidence-view.tsx";
import { loadAdvertised, momentValue } from "./advertised.server.ts";

const versionRow = (version: AdvertVersion) => ({
  id: version.id,
  liveFrom: version.liveFrom.toISOString(),
  liveTo: version.liveTo?.toISOString() ?? null,
  price: listingPriceText(version.snapshot),
  // A moment inside the version, exactly: its start, to show it again.
  showHref: version.liveFrom.toISOString(),
});

export async function loader(args: Route.LoaderArgs) {
  const { listing, id, moment, error, versions, shown } = await loadAdvertised(args);
  return data(
    {
      listing: { id, reference: listing.reference, displayAddress: listing.displayAddress },
      editorHref: adminListingPath(id),
      atValue: momentValue(moment),
      error,
      shown,
      // The exact moment, not its minute: the version shown may have started within that minute.
      downloadHref: shown ? adminListingAdvertisedDownloadPath(id, moment.toISOString()) : null,
      versions: versions.map(versionRow),
    },
    { status: error ? 422 : 200, headers: adminHeaders(args.context) },
  );
}

export const headers = adminPageHeaders;

export const ErrorBoundary = AdminErrorBoundary;

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `${loaderData?.listing.reference ?? "Listing"} as advertised · Listings · Admin` },
];

export default function Advertised({ loaderData }: Route.ComponentProps) {
  const { listing, shown, versions, error } = loaderData;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
      <BackLink href={loaderData.editorHref}>Back to the listing</BackLink>
      <h1 className="text-2xl font-semibold">{`${listing.reference}: ${listing.displayAddress}, as advertised`}</h1>
      <p>
        Every version of this listing&rsquo;s advert that visitors were shown is kept with the time it was
        live (for six years after it ends). Choose a moment to see the advert as it was then, and download it
        as one HTML file with its photos.
      </p>
      <form method="get" className="flex flex-wrap items-end gap-3" aria-label="Show the advert at a moment">
        <div className="flex flex-col gap-1">
          <label htmlFor="advertised-at" className="font-semibold">
            Date and time (UK)
          </label>
          <input
            id="advertised-at"
            name="at"
            type="datetime-local"
            defaultValue={loaderData.atValue}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "advertised-at-error" : undefined}
            className="rounded border border-black/50 px-2 py-1"
          />
          {error ? (
            <p id="advertised-at-error" className="text-sm font-semibold text-red-800">
              {error}
            </p>
          ) : null}
        </div>
        <button type="submit" className="rounded bg-black px-4 py-2 font-semibold text-white">
          Show
        </button>
      </form>
      {shown ? (
        <section
          aria-labelledby="advertised-title"
          className="flex flex-col gap-4 rounded border border-black/30 p-4"
        >
          <h2 id="advertised-title" className="sr-only">
            The advert at that moment
          </h2>
          <p>
            <a href={loaderData.downloadHref!} className="font-semibold underline" download>
              Download this advert (HTML with its photos)
            </a>
          </p>
          <AdvertEvidenceView {...shown} photoSrc={(key) => mediaPath(widthOnly(768), key)} />
        </section>
      ) : error ? null : (
        <p role="status" data-advert-none>
          This listing was not on the site at that moment (not yet listed, withdrawn, or held back by the
          advert rules), or no version of it was kept then.
        </p>
      )}
      <section aria-labelledby="versions-title" className="flex flex-col gap-3">
        <h2 id="versions-title" className="text-xl font-semibold">
          {`Versions kept (${versions.length})`}
        </h2>
        {versions.length ? (
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Each version of the advert, newest first</caption>
            <thead>
              <tr className="border-b border-black/30">
                <th scope="col" className="p-2">
                  On the site from
                </th>
                <th scope="col" className="p-2">
                  Until
                </th>
                <th scope="col" className="p-2">
                  Price
                </th>
                <th scope="col" className="p-2">
                  Show
                </th>
              </tr>
            </thead>
            <tbody>
              {versions.map((version) => (
                <tr key={version.id} className="border-b border-black/10" data-advert-version-row>
                  <td className="p-2">{formatWhen(version.liveFrom)}</td>
                  <td className="p-2">{version.liveTo ? formatWhen(version.liveTo) : "Still on the site"}</td>
                  <td className="p-2">{version.price}</td>
                  <td className="p-2">
                    <a href={`?at=${encodeURIComponent(version.showHref)}`} className="underline">
                      {`Show the version from ${formatWhen(version.liveFrom)}`}
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p>No version kept yet: one is kept from the listing&rsquo;s next import or save on the desk.</p>
        )}
      </section>
    </div>
  );
}
