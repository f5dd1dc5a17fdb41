// Tiny SVG string helpers for the placeholder drawings: enough shapes to read as houses and rooms.
import { escapeHtml } from "../../../domain/escape-html.ts";

export const W = 1600;
export const H = 1067;

type Attrs = Record<string, string | number | undefined>;

const attrs = (a: Attrs) =>
  Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}="${v}"`)
    .join(" ");

export const rect = (x: number, y: number, width: number, height: number, fill: string, extra: Attrs = {}) =>
  `<rect ${attrs({ x, y, width, height, fill, ...extra })}/>`;
export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) =>
  `<circle ${attrs({ cx, cy, r, fill, ...extra })}/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}) =>
  `<ellipse ${attrs({ cx, cy, rx, ry, fill, ...extra })}/>`;
export const polygon = (points: [number, number][], fill: string, extra: Attrs = {}) =>
  `<polygon ${attrs({ points: points.map((p) => p.join(",")).join(" "), fill, ...extra })}/>`;
export const path = (d: string, fill: string, extra: Attrs = {}) => `<path ${attrs({ d, fill, ...extra })}/>`;
export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width = 2) =>
  `<line ${attrs({ x1, y1, x2, y2, stroke, "stroke-width": width })}/>`;

export const text = (x: number, y: number, content: string, size: number, fill: string, extra: Attrs = {}) =>
  `<text ${attrs({ x, y, "font-size": size, fill, "font-family": "DejaVu Sans, Liberation Sans, Arial, sans-serif", ...extra })}>${escapeHtml(content)}</text>`;

export function linearGradient(id: string, stops: string[], vertical = true) {
  const offsets = stops.map(
    (c, i) => `<stop offset="${i / Math.max(1, stops.length - 1)}" stop-color="${c}"/>`,
  );
  const dir = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  return `<linearGradient id="${id}" ${dir}>${offsets.join("")}</linearGradient>`;
}

/** A drawing made in a W×H canvas, scaled to cover the output size (cropping like a photo would). */
export function document(width: number, height: number, body: string, defs = "", viewBox = `0 0 ${W} ${H}`) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}" preserveAspectRatio="xMidYMid slice"><defs>${defs}</defs>${body}</svg>`;
}

/** A four-pane sash window with a white frame. */
export function window(x: number, y: number, width: number, height: number, pane = "#9db7c9") {
  return [
    rect(x - 6, y - 6, width + 12, height + 12, "#f7f5f0"),
    rect(x, y, width, height, pane),
    rect(x, y, width, height * 0.35, "#c6d8e4", { opacity: 0.6 }),
    line(x + width / 2, y, x + width / 2, y + height, "#f7f5f0", 6),
    line(x, y + height / 2, x + width, y + height / 2, "#f7f5f0", 6),
  ].join("");
}
