// Head-and-shoulders silhouettes for the staff pages: plainly placeholders, varied enough to tell apart.
import type { Random } from "../random.ts";
import { circle, ellipse, path, rect } from "./svg.ts";

const BACKGROUNDS = ["#dfe7ef", "#e9e1d6", "#e1ebe1", "#ece3ea", "#e6e6e6"];
const SKIN = ["#f1c7a5", "#e0ac84", "#c68a5e", "#9c6644", "#6f4630", "#f5d6bd"];
const HAIR = ["#2b1d14", "#5a3a22", "#8a5a2b", "#c9a35e", "#3b3b3b", "#a9a9a9", "#7a2e1a"];
const CLOTHES = ["#1f2a44", "#2f4f4f", "#5a2a3a", "#3b3b3b", "#284b63", "#6b4f35"];

export function portraitSvg(r: Random): string {
  const skin = r.pick(SKIN);
  const hair = r.pick(HAIR);
  const longHair = r.chance(0.45);
  const parts = [
    rect(0, 0, 600, 600, r.pick(BACKGROUNDS)),
    longHair ? ellipse(300, 300, 150, 190, hair) : "",
    path("M60 600 Q80 430 300 420 Q520 430 540 600 Z", r.pick(CLOTHES)),
    path("M250 420 L300 500 L350 420 Z", "#f4f4f4"),
    rect(265, 340, 70, 90, skin),
    ellipse(300, 260, 110, 135, skin),
    path("M190 250 Q195 120 300 115 Q405 120 410 250 Q380 170 300 165 Q220 170 190 250 Z", hair),
    circle(260, 270, 9, "#2b2b2b"),
    circle(340, 270, 9, "#2b2b2b"),
    path("M265 335 Q300 360 335 335", "none", {
      stroke: "#8a4b3a",
      "stroke-width": 6,
      "stroke-linecap": "round",
    }),
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600">${parts.join("")}</svg>`;
}
