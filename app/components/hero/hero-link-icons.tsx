// The link icons of spec §3 "Link item": antiques, auction, bull, tractor, default house. Decorative: the link
// around each one carries the label. Loaded with the links tab only.
import { Icon, pathIcon } from "../icons.tsx";
import type { HeroLink } from "../../../modules/search/model/hero-form.ts";

const LINK_ICONS: Record<HeroLink["icon"], () => React.JSX.Element> = {
  // A vase.
  antiques: pathIcon("M9 3h6M10 3v3c-3 2-4 5-3 9s3 6 5 6 4-2 5-6 0-7-3-9V3", 32),
  // A gavel on its block.
  auction: pathIcon("M14 4l6 6M11 7l6 6M12.5 5.5l-4 4M16.5 9.5l-4 4M10.5 11.5L4 18M3 21h10", 32),
  // A bull's head.
  bull: pathIcon("M4 5c0 3 2 4 4 4h8c2 0 4-1 4-4M8 9v5c0 3 2 6 4 6s4-3 4-6V9M10 16h.01M14 16h.01", 32),
  // A tractor.
  tractor: () => (
    <Icon size={32}>
      <path d="M4 16V9h7l2 4h5a2 2 0 0 1 2 2v1M7 9V5h4v4" />
      <circle cx="7" cy="17" r="3" />
      <circle cx="18" cy="18" r="2" />
    </Icon>
  ),
  house: pathIcon("M3 11l9-7 9 7M5 10v10h14V10M10 20v-6h4v6", 32),
};

export function HeroLinkIcon({ icon }: { icon: HeroLink["icon"] }) {
  const Drawn = LINK_ICONS[icon] ?? LINK_ICONS.house;
  return <Drawn />;
}
