// The Buy / Rent choice of the search forms (the filter bar, the hero form): radio buttons drawn as one
// toggle, submitted as the query form's channel.
import { useState } from "react";
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
  const shown = useChosenChannel(channel);
  return (
    <fieldset className="flex flex-col">
      <legend className="mb-1 text-sm font-medium">Looking to</legend>
      {/* Issue 16: no overflow clipping, so the focus ring (the page's: brand outline on a paper halo, never
          the label's own white text colour) shows whole around the chosen side. */}
      <div className="flex rounded border border-black/50">
        {CHANNELS.map((option) => (
          <label
            key={option}
            className="flex min-h-11 cursor-pointer items-center px-4 first:rounded-l-[3px] last:rounded-r-[3px] has-checked:bg-brand has-checked:text-brand-contrast has-focus-visible:relative has-focus-visible:z-10 has-focus-visible:shadow-[0_0_0_5px_var(--color-paper)] has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand"
          >
            <input
              type="radio"
              name={QUERY_FIELDS.channel}
              value={option}
              checked={shown.channel === option}
              onChange={() => {
                shown.choose(option);
                onChange(option);
              }}
              className="sr-only"
            />
            {option === "sales" ? "Buy" : "Rent"}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The side the visitor chose, shown at once. On a results page the channel comes from the page's search, which
 * changes only when the new search has loaded; meanwhile a radio held to the old channel would put the check
 * back on the other side while the focus stays on the new one, and a quick arrow key back would then change
 * nothing (the search ran on to the side the visitor left). A new channel from the page wins again.
 */
function useChosenChannel(channel: SearchChannel) {
  const [given, setGiven] = useState(channel);
  const [chosen, setChosen] = useState(channel);
  if (given !== channel) {
    setGiven(channel);
    setChosen(channel);
  }
  return { channel: given !== channel ? channel : chosen, choose: setChosen };
}
