// Line drawings: a floor plan with labelled rooms, and the EPC energy-efficiency chart (bands A–G).
import type { EpcRating } from "../pool.ts";
import type { Random } from "../random.ts";
import { line, polygon, rect, text } from "./svg.ts";

type Box = { x: number; y: number; w: number; h: number };

// Largest room first, so names land on rooms of a believable size.
export type Floor = "Ground Floor" | "First Floor";
const ROOM_NAMES: Record<Floor, string[]> = {
  "Ground Floor": [
    "Living Room",
    "Kitchen/Diner",
    "Dining Room",
    "Sitting Room",
    "Study",
    "Utility",
    "Cloakroom",
  ],
  "First Floor": ["Bedroom 1", "Bedroom 2", "Bedroom 3", "Bedroom 4", "Bathroom", "En Suite", "Landing"],
};
const PX_PER_METRE = 100;

/** Splits the outline into rooms by cutting the largest room in two, like an architect's sketch. */
function splitRooms(r: Random, outline: Box, count: number): Box[] {
  const rooms = [outline];
  while (rooms.length < count) {
    rooms.sort((a, b) => b.w * b.h - a.w * a.h);
    const room = rooms.shift()!;
    const ratio = r.float(0.38, 0.62);
    if (room.w >= room.h) {
      const w = Math.round(room.w * ratio);
      rooms.push({ ...room, w }, { ...room, x: room.x + w, w: room.w - w });
    } else {
      const h = Math.round(room.h * ratio);
      rooms.push({ ...room, h }, { ...room, y: room.y + h, h: room.h - h });
    }
  }
  return rooms.sort((a, b) => b.w * b.h - a.w * a.h);
}

export function floorplanSvg(r: Random, floorName: Floor): string {
  const outline = { x: 150, y: 140, w: r.int(11, 13) * PX_PER_METRE, h: r.int(8, 9) * PX_PER_METRE };
  const rooms = splitRooms(r, outline, r.int(5, 7));
  const names = ROOM_NAMES[floorName];
  const parts = rooms.map((room, i) => {
    const name = names[i % names.length]!;
    const size = `${(room.w / PX_PER_METRE).toFixed(2)}m x ${(room.h / PX_PER_METRE).toFixed(2)}m`;
    const cx = room.x + room.w / 2;
    const cy = room.y + room.h / 2;
    return [
      rect(room.x, room.y, room.w, room.h, "none", { stroke: "#222", "stroke-width": 8 }),
      // A doorway: a gap in the wall with the door's swing.
      rect(room.x + 20, room.y + room.h - 6, 80, 12, "#ffffff"),
      `<path d="M${room.x + 20} ${room.y + room.h} A80 80 0 0 1 ${room.x + 100} ${room.y + room.h - 80}" fill="none" stroke="#888" stroke-width="2"/>`,
      text(cx, cy - 10, name, 30, "#222", { "text-anchor": "middle", "font-weight": "bold" }),
      text(cx, cy + 28, size, 24, "#444", { "text-anchor": "middle" }),
    ].join("");
  });
  const sqm = Math.round((outline.w * outline.h) / PX_PER_METRE ** 2);
  const sqft = Math.round(sqm * 10.7639);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200"><rect width="1600" height="1200" fill="#ffffff"/>${[
    text(800, 90, floorName, 44, "#222", { "text-anchor": "middle", "font-weight": "bold" }),
    ...parts,
    rect(outline.x, outline.y, outline.w, outline.h, "none", { stroke: "#111", "stroke-width": 18 }),
    text(
      800,
      1140,
      `Approximate gross internal area ${sqm} sq m / ${sqft.toLocaleString("en-GB")} sq ft. For illustration only.`,
      26,
      "#555",
      { "text-anchor": "middle" },
    ),
  ].join("")}</svg>`;
}

// The standard EPC scale: band, lowest score in it, colour.
const BANDS: [EpcRating, number, string][] = [
  ["A", 92, "#008054"],
  ["B", 81, "#19b459"],
  ["C", 69, "#8dce46"],
  ["D", 55, "#ffd500"],
  ["E", 39, "#fcaa65"],
  ["F", 21, "#ef8023"],
  ["G", 1, "#e9153b"],
];

export function epcSvg(rating: EpcRating): string {
  const rowH = 80;
  const top = 160;
  const rows = BANDS.map(([band, min, colour], i) => {
    const y = top + i * (rowH + 10);
    const w = 260 + i * 70;
    const range = i === 0 ? "92+" : `${min}-${BANDS[i - 1]![1] - 1}`;
    return [
      polygon(
        [
          [60, y],
          [60 + w, y],
          [60 + w + 36, y + rowH / 2],
          [60 + w, y + rowH],
          [60, y + rowH],
        ],
        colour,
      ),
      text(80, y + 52, range, 28, "#ffffff", { "font-weight": "bold" }),
      text(60 + w - 20, y + 58, band, 48, "#ffffff", { "font-weight": "bold", "text-anchor": "end" }),
    ].join("");
  });
  const index = BANDS.findIndex(([band]) => band === rating);
  const [, min, colour] = BANDS[index]!;
  const score = min + 5;
  const y = top + index * (rowH + 10);
  const arrow = polygon(
    [
      [760, y + rowH / 2],
      [800, y],
      [960, y],
      [960, y + rowH],
      [800, y + rowH],
    ],
    colour,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="840"><rect width="1000" height="840" fill="#ffffff"/>${[
    text(60, 80, "Energy Efficiency Rating", 40, "#222", { "font-weight": "bold" }),
    line(740, 120, 740, top + 7 * (rowH + 10), "#999", 2),
    text(850, 140, "Current", 28, "#222", { "text-anchor": "middle" }),
    ...rows,
    arrow,
    text(880, y + 56, `${score} ${rating}`, 40, "#ffffff", {
      "text-anchor": "middle",
      "font-weight": "bold",
    }),
    text(60, 810, "England & Wales", 28, "#555"),
  ].join("")}</svg>`;
}
