// A section card slider: image cards whose 'View images' link expands the card into the gallery modal at
// #/gallery-card-slider-expand/{id}/{contentBlockId} (spec §2).
import type { CardSliderView } from "../../../services/sections.ts";
import { Slider } from "../slider/slider.tsx";

export function CardSliderSection({ slider }: { slider: CardSliderView }) {
  const headingId = `card-slider-${slider.contentBlockId}`;
  return (
    <section aria-labelledby={headingId} data-card-slider={slider.contentBlockId}>
      <h2 id={headingId} className="mb-4 text-2xl font-semibold">
        {slider.title}
      </h2>
      <Slider
        label={slider.title}
        itemClassName="w-[85%] sm:w-[calc(50%-0.5rem)] lg:w-[calc(33.333%-0.7rem)]"
        items={slider.cards.map((card) => ({
          key: card.id,
          node: (
            <article className="flex h-full flex-col overflow-hidden rounded-lg border border-black/10 bg-paper shadow-sm">
              <img
                src={card.imageUrl}
                alt=""
                width={408}
                height={250}
                loading="lazy"
                decoding="async"
                className="aspect-[408/250] w-full object-cover"
              />
              <div className="flex flex-1 flex-col gap-2 p-4">
                <h3 className="text-lg font-semibold">{card.title}</h3>
                {card.text ? <p className="text-sm">{card.text}</p> : null}
                <p className="mt-auto">
                  <a
                    href={card.hash}
                    aria-label={`View images: ${card.title}`}
                    className="font-semibold text-brand underline"
                  >
                    View images
                  </a>
                </p>
              </div>
            </article>
          ),
        }))}
      />
    </section>
  );
}
