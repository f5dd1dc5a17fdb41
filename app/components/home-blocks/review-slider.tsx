// The review quote-card slider (spec §2): the agency's `reviews` content as quote cards.
import type { LoadedBlock } from "../../../modules/content/model/home-blocks.ts";
import { Slider } from "../slider/slider.tsx";

export default function ReviewSlider({ block }: { block: Extract<LoadedBlock, { type: "reviewSlider" }> }) {
  return (
    <Slider
      label={block.title}
      itemClassName="w-[85%] md:w-[calc(50%-0.5rem)] lg:w-[calc(33.333%-0.7rem)]"
      items={block.reviews.map((review, index) => ({
        key: index,
        node: (
          <figure className="flex h-full flex-col gap-3 rounded-lg border border-black/10 bg-paper p-5 shadow-sm">
            <p>
              <span className="sr-only">Rated {review.rating} out of 5</span>
              <span aria-hidden="true">{"★".repeat(review.rating) + "☆".repeat(5 - review.rating)}</span>
            </p>
            <blockquote className="flex-1">
              <p>“{review.quote}”</p>
            </blockquote>
            <figcaption className="text-sm font-semibold">
              {review.author}
              {review.source ? <span className="font-normal">, {review.source}</span> : null}
            </figcaption>
          </figure>
        ),
      }))}
    />
  );
}
