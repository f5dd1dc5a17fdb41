// A section card slider: image cards whose 'View images' link expands the card into the gallery modal at
// #/gallery-card-slider-expand/{id}/{contentBlockId} (spec §2).
import type { CardSliderView } from "../../../modules/content/model/content-pages.ts";
import { Slider } from "../slider/slider.tsx";
import { ImageCard } from "./image-card.tsx";

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
            <ImageCard imageUrl={card.imageUrl} bodyClassName="flex flex-1 flex-col gap-2 p-4">
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
            </ImageCard>
          ),
        }))}
      />
    </section>
  );
}
