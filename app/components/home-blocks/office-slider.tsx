// The office image-card slider (spec §2): every branch with its photo, linking to its page.
import type { LoadedBlock } from "../../../modules/content/model/home-blocks.ts";
import { ImageCard, ImageCardTitle } from "../content-pages/image-card.tsx";
import { Slider } from "../slider/slider.tsx";

export default function OfficeSlider({ block }: { block: Extract<LoadedBlock, { type: "officeSlider" }> }) {
  return (
    <Slider
      label={block.title}
      items={block.offices.map((office) => ({
        key: office.slug,
        node: (
          <ImageCard imageUrl={office.imageUrl}>
            <ImageCardTitle to={office.url}>{office.name}</ImageCardTitle>
            <p className="text-sm">{office.address}</p>
            <p className="text-sm">
              <a href={`tel:${office.telephone.replace(/\s/g, "")}`}>{office.telephone}</a>
            </p>
          </ImageCard>
        ),
      }))}
    />
  );
}
