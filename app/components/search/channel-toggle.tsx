// The Buy / Rent choice of the search forms (the filter bar, the hero form): radio buttons drawn as one
// toggle, submitted as the query form's channel.
import type { SearchChannel } from "../../../domain/search/criteria.ts";
import { QUERY_FIELDS } from "./query-fields.ts";

const CHANNELS = ["sales", "lettings"] as const satisfies SearchChannel[];

export function ChannelToggle({
  channel,
  onChange,
}: {
  channel: SearchChannel;
  onChange: (channel: SearchChannel) => void;
}) {
  return (
    <fieldset className="flex flex-col">
      <legend className="mb-1 text-sm font-medium">Looking to</legend>
      <div className="flex overflow-hidden rounded border border-black/30">
        {CHANNELS.map((option) => (
          <label
            key={option}
            className="flex min-h-11 cursor-pointer items-center px-4 has-checked:bg-brand has-checked:text-brand-contrast has-focus-visible:outline-3"
          >
            <input
              type="radio"
              name={QUERY_FIELDS.channel}
              value={option}
              checked={channel === option}
              onChange={() => onChange(option)}
              className="sr-only"
            />
            {option === "sales" ? "Buy" : "Rent"}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
