// The Buy / Rent choice of the search forms (the filter bar, the hero form): radio buttons drawn as one
// toggle, submitted as the query form's channel. The form holds the visitor's choice (the filter bar's
// useChosen, the hero form's state), so the toggle shows the side it is given.
import type { SearchChannel } from "../../../modules/search/model/criteria.ts";
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
