// The link-card dropdown (spec §2): a labelled choice ("I'm looking to …") that shows the chosen card.
import { useId, useState } from "react";
import type { LoadedBlock } from "../../../modules/content/model/home-blocks.ts";
import { DEFAULT_CARD_SIZE, mediaPath } from "../../../domain/media-sizes.ts";
import { DecorativeImage } from "../decorative-image.tsx";

export default function LinkCardDropdown({
  block,
}: {
  block: Extract<LoadedBlock, { type: "linkCardDropdown" }>;
}) {
  const selectId = useId();
  const [chosen, setChosen] = useState(0);
  const card = block.items[chosen] ?? block.items[0]!;
  const newTab = card.target === "B";
  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,20rem)_1fr]">
      <div className="flex flex-col gap-2">
        <label htmlFor={selectId} className="font-medium">
          {block.label}
        </label>
        <select
          id={selectId}
          value={chosen}
          onChange={(event) => setChosen(Number(event.target.value))}
          className="rounded border border-black/50 px-3 py-2"
        >
          {block.items.map((item, index) => (
            <option key={item.url + index} value={index}>
              {item.title}
            </option>
          ))}
        </select>
      </div>
      <article
        aria-live="polite"
        className="flex flex-col overflow-hidden rounded-lg border border-black/10 sm:flex-row"
      >
        {card.image ? (
          <DecorativeImage
            src={mediaPath(DEFAULT_CARD_SIZE, card.image)}
            width={408}
            height={250}
            className="aspect-[408/250] w-full object-cover sm:w-1/2"
          />
        ) : null}
        <div className="flex flex-col gap-3 p-5">
          <h3 className="text-xl font-semibold">{card.title}</h3>
          {card.text ? <p>{card.text}</p> : null}
          <p>
            <a
              href={card.url}
              {...(newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
              className="inline-block rounded bg-brand px-5 py-2 font-semibold text-brand-contrast"
            >
              {card.title}
              {newTab ? <span className="sr-only"> (opens in a new tab)</span> : null}
            </a>
          </p>
        </div>
      </article>
    </div>
  );
}
