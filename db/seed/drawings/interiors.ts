// Rooms seen from the doorway: a back wall with a window, a floor, and the furniture that names the room.
import type { Random } from "../random.ts";
import type { Scene } from "./exteriors.ts";
import { H, W, circle, ellipse, line, linearGradient, rect, window } from "./svg.ts";

const WALL_PAINTS = ["#efe8dc", "#dfe6e2", "#e8dfd3", "#d9e1ea", "#f3efe6", "#e6d9c8"];
const FLOORS = ["#b68b5e", "#9c7248", "#c9a57a", "#8d8a86"];

function room(r: Random, floorTop = 760): Scene {
  const wall = r.pick(WALL_PAINTS);
  const floor = r.pick(FLOORS);
  const boards = Array.from({ length: 14 }, (_, i) =>
    line(0, floorTop + i * 24, W, floorTop + i * 24, "#00000022", 2),
  );
  return {
    defs: linearGradient("light", ["#ffffff55", "#00000011"], false),
    body:
      rect(0, 0, W, floorTop, wall) +
      rect(0, 0, W, floorTop, "url(#light)") +
      rect(0, floorTop, W, H - floorTop, floor) +
      boards.join("") +
      rect(0, floorTop - 18, W, 18, "#ffffff"),
  };
}

export function kitchenScene(r: Random): Scene {
  const base = room(r);
  const units = r.pick(["#2f4858", "#e9e4da", "#5f7a61", "#3b3b3b", "#a7b8c4"]);
  const doors = Array.from({ length: 8 }, (_, i) =>
    rect(170 + i * 160, 580, 148, 170, units, { stroke: "#00000033" }),
  );
  const wallUnits = Array.from({ length: 3 }, (_, i) => rect(170 + i * 160, 200, 148, 170, units));
  const tiles = Array.from({ length: 26 }, (_, i) =>
    rect(170 + i * 49, 470, 47, 90, "#f6f6f4", { stroke: "#d8d8d8" }),
  );
  return {
    defs: base.defs,
    body:
      base.body +
      tiles.join("") +
      window(760, 170, 300, 260) +
      wallUnits.join("") +
      rect(1150, 200, 300, 170, units) +
      doors.join("") +
      rect(150, 550, 1320, 34, "#d9d4cc") +
      rect(1180, 556, 180, 12, "#222") +
      circle(1220, 548, 20, "#333") +
      circle(1310, 548, 20, "#333") +
      [500, 800, 1100]
        .map((x) => line(x, 0, x, 120, "#333", 3) + ellipse(x, 130, 40, 22, "#2b2b2b"))
        .join(""),
  };
}

export function livingScene(r: Random): Scene {
  const base = room(r);
  const sofa = r.pick(["#5a6f8c", "#8c5a5a", "#7b8c5a", "#8c7b6a", "#4f4f5a"]);
  return {
    defs: base.defs,
    body:
      base.body +
      window(180, 180, 420, 440) +
      rect(900, 240, 260, 180, "#f7f5f0") +
      rect(915, 255, 230, 150, r.pick(["#c88f5d", "#5d86c8", "#6aa37a"])) +
      ellipse(800, 950, 520, 90, r.pick(["#d8c7a8", "#b9c4cc", "#c4a4a4"])) +
      rect(560, 560, 680, 200, sofa, { rx: 30 }) +
      rect(520, 620, 80, 190, sofa, { rx: 24 }) +
      rect(1200, 620, 80, 190, sofa, { rx: 24 }) +
      rect(600, 640, 600, 130, sofa, { rx: 20, opacity: 0.9 }) +
      rect(660, 860, 300, 24, "#6b4f35") +
      rect(680, 884, 20, 60, "#6b4f35") +
      rect(920, 884, 20, 60, "#6b4f35") +
      line(1420, 760, 1420, 420, "#333", 6) +
      ellipse(1420, 400, 70, 50, "#f2e3c2"),
  };
}

export function bedroomScene(r: Random): Scene {
  const base = room(r);
  const linen = r.pick(["#ffffff", "#e7eef5", "#f3e9e0", "#e5ecdf"]);
  const throwColour = r.pick(["#5a6f8c", "#a0604a", "#7b8c5a", "#8c7bb0"]);
  return {
    defs: base.defs,
    body:
      base.body +
      window(1180, 160, 260, 360) +
      rect(420, 380, 760, 260, r.pick(["#6b5a4a", "#4f5a6b", "#c7b8a2"]), { rx: 16 }) +
      rect(380, 600, 840, 300, linen, { rx: 20 }) +
      rect(380, 760, 840, 120, throwColour, { rx: 12 }) +
      rect(470, 560, 280, 90, "#ffffff", { rx: 30 }) +
      rect(850, 560, 280, 90, "#ffffff", { rx: 30 }) +
      rect(200, 640, 150, 140, "#8a6a4a") +
      rect(1250, 640, 150, 140, "#8a6a4a") +
      ellipse(275, 600, 50, 40, "#f2e3c2") +
      ellipse(1325, 600, 50, 40, "#f2e3c2"),
  };
}

export function bathroomScene(r: Random): Scene {
  const tile = r.pick(["#f4f4f2", "#dfe9ee", "#e9e2d6", "#dde6dd"]);
  const tiles: string[] = [];
  for (let y = 0; y < 760; y += 80) for (let x = 0; x < W; x += 80) tiles.push(rect(x, y, 78, 78, tile));
  return {
    defs: "",
    body:
      rect(0, 0, W, H, "#c9c9c9") +
      tiles.join("") +
      rect(0, 760, W, H - 760, "#8d8a86") +
      window(640, 120, 260, 220, "#cfdde6") +
      rect(200, 560, 760, 240, "#ffffff", { rx: 40, stroke: "#d0d0d0", "stroke-width": 4 }) +
      line(260, 560, 260, 460, "#b0b0b0", 10) +
      rect(1140, 520, 240, 60, "#ffffff", { rx: 20 }) +
      rect(1230, 580, 60, 220, "#ffffff") +
      rect(1130, 200, 260, 260, "#bcd0da", { stroke: "#9aa9b0", "stroke-width": 10 }) +
      rect(1010, 400, 90, 260, r.pick(["#5a7d9a", "#c98b8b", "#8bb08b"]), { rx: 10 }),
  };
}
