// The office image-card slider (spec §2): every branch with its photo, linking to its page.
import { Link } from "react-router";
import type { LoadedBlock } from "../../../services/home-blocks.ts";
import { Slider } from "../slider/slider.tsx";

export default function OfficeSlider({ block }: { block: Extract<LoadedBlock, { type: "officeSlider" }> }) {
  return (
    <Slider
      label={block.title}
      items={block.offices.map((office) => ({
        key: office.slug,
        node: (
          <article className="flex h-full flex-col overflow-hidden rounded-lg border border-black/10 bg-paper shadow-sm">
            {office.imageUrl ? (
              <img
                src={office.imageUrl}
                alt=""
                width={408}
                height={250}
                loading="lazy"
                decoding="async"
                className="aspect-[408/250] w-full object-cover"
              />
            ) : null}
            <div className="flex flex-col gap-1 p-4">
              <h3 className="text-lg font-semibold">
                <Link to={office.url} className="underline-offset-4 hover:underline">
                  {office.name}
                </Link>
              </h3>
              <p className="text-sm">{office.address}</p>
              <p className="text-sm">
                <a href={`tel:${office.telephone.replace(/\s/g, "")}`}>{office.telephone}</a>
              </p>
            </div>
          </article>
        ),
      }))}
    />
  );
}
