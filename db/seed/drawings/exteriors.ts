// Outside views: a sky, a street or field, and a house in one of the pool's styles.
import type { ExteriorStyle } from "../pool.ts";
import type { Random } from "../random.ts";
import { H, W, circle, ellipse, line, linearGradient, path, polygon, rect, text, window } from "./svg.ts";

const SKIES = [
  ["#4f8fd0", "#cfe4f6"],
  ["#6a9fd6", "#f2e6d0"],
  ["#3f74b4", "#bcd7ef"],
  ["#e59a5c", "#f8dcb6"],
];
const WALLS = ["#a4553a", "#b86a45", "#d9c29a", "#efe9df", "#e3d2ab", "#c98f5e"];
const ROOFS = ["#4b4f58", "#5c4a42", "#8a4b36", "#3e434c"];
const DOORS = ["#1f3b5a", "#7a1f2b", "#2f5d3a", "#222222", "#5b6f7e"];

export type Scene = { body: string; defs: string };

export function sky(r: Random, id = "sky"): Scene {
  const [top, bottom] = r.pick(SKIES);
  const clouds = Array.from({ length: r.int(2, 5) }, () => {
    const x = r.int(0, W);
    const y = r.int(60, 300);
    return [
      ellipse(x, y, r.int(90, 160), r.int(24, 40), "#ffffff", { opacity: 0.75 }),
      ellipse(x + 60, y - 18, r.int(60, 100), r.int(22, 34), "#ffffff", { opacity: 0.7 }),
    ].join("");
  });
  return {
    defs: linearGradient(id, [top!, bottom!]),
    body: rect(0, 0, W, H, `url(#${id})`) + clouds.join(""),
  };
}

function trees(r: Random, horizon: number, count: number) {
  return Array.from({ length: count }, () => {
    const x = r.int(0, W);
    const size = r.int(70, 140);
    const green = r.pick(["#2f5d34", "#3d6b3a", "#4a7a3f", "#365f2c"]);
    return (
      rect(x - 8, horizon - size * 0.6, 16, size * 0.8, "#5a4030") +
      circle(x, horizon - size, size * 0.7, green) +
      circle(x - size * 0.4, horizon - size * 0.7, size * 0.5, green)
    );
  }).join("");
}

/** A gabled house front standing on `base`. */
function house(
  r: Random,
  x: number,
  base: number,
  width: number,
  height: number,
  opts: {
    wall: string;
    roof: string;
    roofHeight: number;
    cols: number;
    rows: number;
    door?: "left" | "centre";
  },
) {
  const top = base - height;
  const parts = [
    rect(x, top, width, height, opts.wall),
    polygon(
      [
        [x - 20, top],
        [x + width / 2, top - opts.roofHeight],
        [x + width + 20, top],
      ],
      opts.roof,
    ),
    rect(x + width * 0.7, top - opts.roofHeight * 0.75, 36, opts.roofHeight * 0.6, "#7b4a3a"),
  ];
  const winW = Math.min(110, (width / opts.cols) * 0.5);
  const winH = Math.min(140, (height / opts.rows) * 0.5);
  for (let row = 0; row < opts.rows; row++) {
    for (let col = 0; col < opts.cols; col++) {
      const cx = x + (width / opts.cols) * (col + 0.5);
      const cy = top + (height / opts.rows) * (row + 0.45);
      const isDoorSpot =
        row === opts.rows - 1 &&
        ((opts.door === "centre" && col === Math.floor(opts.cols / 2)) ||
          (opts.door === "left" && col === 0));
      if (isDoorSpot) continue;
      parts.push(window(cx - winW / 2, cy - winH / 2, winW, winH));
    }
  }
  if (opts.door) {
    const col = opts.door === "centre" ? Math.floor(opts.cols / 2) : 0;
    const cx = x + (width / opts.cols) * (col + 0.5);
    parts.push(rect(cx - 42, base - 190, 84, 190, r.pick(DOORS)), circle(cx + 26, base - 95, 5, "#d4af37"));
  }
  return parts.join("");
}

function street(horizon: number) {
  return (
    rect(0, horizon, W, H - horizon, "#6f9b4f") +
    rect(0, H - 170, W, 70, "#b9b5ad") +
    rect(0, H - 100, W, 100, "#55575c") +
    line(0, H - 50, W, H - 50, "#e9e4d4", 4)
  );
}

function styleBody(r: Random, style: ExteriorStyle, base: number, sign: string): string {
  const wall = r.pick(WALLS);
  const roof = r.pick(ROOFS);
  switch (style) {
    case "detached":
      return (
        house(r, 430, base, 740, 440, { wall, roof, roofHeight: 210, cols: 3, rows: 2, door: "centre" }) +
        rect(1170, base - 230, 260, 230, wall) +
        rect(1195, base - 200, 210, 200, "#d8d4cc")
      );
    case "semi":
      return (
        house(r, 300, base, 500, 430, { wall, roof, roofHeight: 200, cols: 2, rows: 2, door: "left" }) +
        house(r, 800, base, 500, 430, { wall, roof, roofHeight: 200, cols: 2, rows: 2, door: "centre" })
      );
    case "terrace":
      return [0, 1, 2, 3, 4]
        .map((i) =>
          house(r, 20 + i * 320, base, 320, 420, {
            wall: i % 2 ? wall : r.pick(WALLS),
            roof,
            roofHeight: 90,
            cols: 2,
            rows: 2,
            door: "left",
          }),
        )
        .join("");
    case "flats": {
      const parts = [rect(360, base - 680, 880, 680, wall), rect(340, base - 700, 920, 30, "#5d6168")];
      for (let row = 0; row < 5; row++) {
        for (let col = 0; col < 5; col++) {
          const x = 400 + col * 168;
          const y = base - 650 + row * 128;
          parts.push(window(x, y, 100, 84), rect(x - 14, y + 90, 128, 10, "#3c3f44"));
        }
      }
      parts.push(rect(740, base - 130, 120, 130, "#2b3d4f"));
      return parts.join("");
    }
    case "cottage": {
      const top = base - 250;
      return [
        rect(420, top, 760, 250, "#efe6d2"),
        path(`M380 ${top + 10} Q800 ${top - 330} 1220 ${top + 10} Z`, "#c9a45c"),
        window(500, top + 90, 90, 80),
        window(1010, top + 90, 90, 80),
        window(640, top - 60, 80, 60),
        window(880, top - 60, 80, 60),
        rect(760, base - 170, 80, 170, r.pick(DOORS)),
        ...Array.from({ length: 16 }, (_, i) =>
          circle(440 + i * 46, base + 10, 18, r.pick(["#d9497a", "#f2c14e", "#b25ad1", "#ffffff"])),
        ),
      ].join("");
    }
    case "barn": {
      const top = base - 320;
      const boards = Array.from({ length: 22 }, (_, i) =>
        line(380 + i * 40, top, 380 + i * 40, base, "#3f3125", 3),
      );
      return [
        rect(360, top, 880, 320, "#5a4632"),
        ...boards,
        polygon(
          [
            [330, top],
            [800, top - 280],
            [1270, top],
          ],
          "#6b6b6b",
        ),
        rect(700, base - 240, 200, 240, "#3b2d21"),
        line(700, base - 240, 900, base, "#cdb38a", 6),
        line(900, base - 240, 700, base, "#cdb38a", 6),
        window(460, top + 80, 110, 90),
        window(1030, top + 80, 110, 90),
      ].join("");
    }
    case "bungalow":
      return house(r, 340, base, 920, 240, { wall, roof, roofHeight: 170, cols: 4, rows: 1, door: "centre" });
    case "commercial": {
      const top = base - 520;
      return [
        rect(260, top, 1080, 520, "#c8c3ba"),
        rect(260, base - 300, 1080, 60, "#1f2a36"),
        text(800, base - 258, sign, 36, "#f2f2f2", { "text-anchor": "middle" }),
        rect(300, base - 230, 1000, 230, "#8fb0c6"),
        ...[0, 1, 2, 3].map((i) => line(300 + i * 250, base - 230, 300 + i * 250, base, "#2a3440", 8)),
        ...[0, 1, 2, 3, 4].map((i) => window(320 + i * 205, top + 50, 140, 110)),
      ].join("");
    }
  }
}

/** `sign` is the fascia lettering of a commercial front. */
export function exteriorScene(r: Random, style: ExteriorStyle, sign = "COMMERCIAL PREMISES"): Scene {
  const backdrop = sky(r);
  const horizon = 720;
  const base = H - 170;
  return {
    defs: backdrop.defs,
    body: backdrop.body + trees(r, horizon, r.int(3, 6)) + street(horizon) + styleBody(r, style, base, sign),
  };
}

export function fieldScene(r: Random): Scene {
  const backdrop = sky(r);
  const greens = ["#7fae52", "#6d9c45", "#94bb62", "#5d8a3a", "#a7c46f"];
  const hills = Array.from({ length: 5 }, (_, i) => {
    const y = 560 + i * 100;
    return path(
      `M0 ${y} Q${r.int(300, 600)} ${y - r.int(60, 140)} ${r.int(800, 1000)} ${y - 20} T${W} ${y - 40} L${W} ${H} L0 ${H} Z`,
      greens[i % greens.length]!,
    );
  });
  const hedges = Array.from({ length: 3 }, (_, i) =>
    path(`M0 ${640 + i * 110} Q${W / 2} ${600 + i * 110} ${W} ${650 + i * 110}`, "none", {
      stroke: "#355e2a",
      "stroke-width": 14,
    }),
  );
  const gate = [0, 1, 2, 3, 4].map((i) => line(1100, 900 + i * 22, 1320, 900 + i * 22, "#8c6a46", 8));
  return {
    defs: backdrop.defs,
    body: backdrop.body + hills.join("") + hedges.join("") + trees(r, 600, 4) + gate.join(""),
  };
}

export function gardenScene(r: Random): Scene {
  const backdrop = sky(r);
  const fence = Array.from({ length: 40 }, (_, i) =>
    rect(i * 40, 420, 36, 260, i % 2 ? "#8a6a4a" : "#7d5f42"),
  );
  const stripes = Array.from({ length: 8 }, (_, i) =>
    rect(0, 680 + i * 48, W, 48, i % 2 ? "#6fa24c" : "#7db356"),
  );
  const flowers = Array.from({ length: 30 }, () =>
    circle(
      r.int(0, W),
      r.int(640, 700),
      r.int(12, 26),
      r.pick(["#e35d6a", "#f4c542", "#9b59d0", "#ffffff", "#f08a3c"]),
    ),
  );
  const patio = Array.from({ length: 12 }, (_, i) =>
    rect(100 + (i % 6) * 150, 900 + Math.floor(i / 6) * 80, 146, 76, "#cfc6b8"),
  );
  return {
    defs: backdrop.defs,
    body:
      backdrop.body +
      trees(r, 440, 3) +
      fence.join("") +
      stripes.join("") +
      rect(0, 640, W, 60, "#4f7d37") +
      flowers.join("") +
      patio.join("") +
      ellipse(1250, 960, 120, 30, "#6a6a6a", { opacity: 0.3 }),
  };
}
