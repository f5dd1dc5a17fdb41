// A place's landing page (issue 18 item 3), around the results of its search: the agency's intro above them;
// below, asking prices by bedrooms, the branch that covers the place, nearby places and the other channel.
// Its own chunk (app/routes/pages/search.tsx), loaded only on landing pages. Plain links: a click before
// this chunk hydrates still follows the server-rendered link.
import { Link } from "react-router";
import { LinkListNav } from "../link-list-nav.tsx";
import { ColumnHeadings } from "../column-headings.tsx";
import { formatPounds } from "../../../domain/pricing.ts";
import type { SearchChannel } from "../../../modules/search/model/criteria.ts";
import type { BedroomPrices, PlaceLanding } from "../../../modules/search/model/results.ts";
import { telHref } from "../../../domain/urls.ts";

export function LandingIntro({ landing }: { landing: PlaceLanding }) {
  if (!landing.intro.length) return null;
  return (
    <div className="max-w-3xl space-y-3" data-testid="place-intro">
      {landing.intro.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}

const bedroomsText = (bedrooms: number | null) =>
  bedrooms === null ? "Not stated" : bedrooms === 0 ? "Studio" : String(bedrooms);

function price(value: number | null, channel: SearchChannel): string {
  if (value === null) return "—";
  return `${formatPounds(value)}${channel === "lettings" ? " pcm" : ""}`;
}

function PriceTable({
  rows,
  channel,
  caption,
}: {
  rows: BedroomPrices[];
  channel: SearchChannel;
  caption: string;
}) {
  return (
    <table className="mt-3 w-full max-w-3xl text-left">
      <caption className="sr-only">{caption}</caption>
      <ColumnHeadings
        className="border-b border-ink/30"
        cellClassName="py-2 pr-4 text-right"
        columns={[
          ["Bedrooms", "py-2 pr-4"],
          "Properties",
          "Median asking price",
          ["Range", "py-2 text-right"],
        ]}
      />
      <tbody>
        {rows.map((row) => (
          <tr key={row.bedrooms ?? "none"} className="border-b border-ink/10">
            <th scope="row" className="py-2 pr-4 font-medium">
              {bedroomsText(row.bedrooms)}
            </th>
            <td className="py-2 pr-4 text-right">{row.count}</td>
            <td className="py-2 pr-4 text-right">{price(row.median, channel)}</td>
            <td className="py-2 text-right">
              {row.lowest === null ? "—" : `${price(row.lowest, channel)} to ${price(row.highest, channel)}`}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function LandingDetails({
  landing,
  channel,
  placeTitle,
}: {
  landing: PlaceLanding;
  channel: SearchChannel;
  placeTitle: string;
}) {
  const { prices, branch, nearby, otherChannel } = landing;
  return (
    <div className="grid gap-10 border-t border-ink/20 pt-8 lg:grid-cols-2">
      {prices.length ? (
        <section aria-labelledby="landing-prices" className="lg:col-span-2">
          <h2 id="landing-prices" className="text-xl font-semibold">
            Asking prices in {placeTitle}
          </h2>
          <PriceTable rows={prices} channel={channel} caption={landing.pricesCaption} />
        </section>
      ) : null}
      {branch ? (
        <section aria-labelledby="landing-branch">
          <h2 id="landing-branch" className="text-xl font-semibold">
            Your local branch: {branch.name}
          </h2>
          <address className="mt-3 not-italic">{branch.address}</address>
          <p className="mt-2">
            <a href={telHref(branch.telephone)} className="underline underline-offset-4">
              <span className="sr-only">Call {branch.name} on </span>
              {branch.telephone}
            </a>
            {" · "}
            <a href={`mailto:${branch.email}`} className="underline underline-offset-4">
              {branch.email}
            </a>
          </p>
          <p className="mt-2">
            <Link to={branch.path} className="underline underline-offset-4">
              About our {branch.name} branch
            </Link>
          </p>
        </section>
      ) : null}
      {nearby.length || otherChannel ? (
        <LinkListNav
          id="landing-nearby"
          heading="Nearby searches"
          links={otherChannel ? [otherChannel, ...nearby] : nearby}
          headingClassName="text-xl font-semibold"
          listClassName="mt-3 space-y-2"
        />
      ) : null}
    </div>
  );
}
