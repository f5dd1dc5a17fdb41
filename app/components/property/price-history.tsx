// The page's short price and status history (issue 12): what every UK portal shows of a listing's changes.
import {
  historyDate,
  historyText,
  type ListingHistoryEntry,
} from "../../../modules/listings/model/listing-history.ts";
import type { SearchChannel } from "../../../modules/search/model/criteria.ts";

export function PriceHistory({
  history,
  channel,
}: {
  history: ListingHistoryEntry[];
  channel: SearchChannel;
}) {
  if (history.length === 0) return null;
  return (
    <section aria-labelledby="price-history">
      <h2 id="price-history" className="mb-3 text-xl font-semibold">
        Price and status history
      </h2>
      <ol className="flex flex-col divide-y divide-neutral-200">
        {history.map((entry, i) => (
          <li key={`${entry.changedAt}-${i}`} className="flex flex-wrap justify-between gap-x-4 py-2">
            <span>{historyText(entry, channel)}</span>
            <time dateTime={entry.changedAt} className="text-neutral-700">
              {historyDate(entry.changedAt)}
            </time>
          </li>
        ))}
      </ol>
    </section>
  );
}
