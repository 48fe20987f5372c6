/**
 * Colours of the rendered table, as [r, g, b] in 0..1 (linear-ish sRGB values, used as vertex and
 * instance colours) and as CSS strings for the painted map.
 */

/** An RGB colour, 0..1 per channel. */
export type Rgb = readonly [number, number, number];

/** Ground colour at each hill level: level 0 is the table, then each plateau a distinct, lighter tone. */
export const LEVEL_COLOURS: readonly string[] = [
  "#5f7d3f",
  "#8a9a4b",
  "#b3a55e",
  "#c49a62",
  "#b98456",
  "#a8744f",
  "#96684a",
  "#845c44",
  "#72503e",
  "#62463a",
];

/** Slope band colour for a hill whose top is at `level`: a darker shade between its level and the one below. */
export function slopeColour(level: number): string {
  return shade(levelColour(level), -0.18);
}

/** Plateau colour for a hill level. */
export function levelColour(level: number): string {
  return LEVEL_COLOURS[Math.min(level, LEVEL_COLOURS.length - 1)]!;
}

/** Map colours per painted feature. */
export const MAP_COLOURS = {
  woodsFloor: "#2f4a22",
  builtUpFloor: "#8d8478",
  street: "#a29a8c",
  buildingFloor: "#6e5f55",
  rubble: "#7d766d",
  water: "#3f78a8",
  waterEdge: "#2c5a80",
  minefield: "#b8432f",
  road: { main: "#cdbf9a", secondary: "#bfae86", track: "#9c8763" },
  roadEdge: "#6f6450",
  trench: "#3b2a1c",
  trenchBerm: "#8a6d48",
  wire: "#2b2b2b",
  objective: "#f2d24b",
  frame: "#3a2f25",
} as const;

/** Colours for the first sides; other side names get a stable colour from `sideColour`. */
export const SIDE_COLOURS: Readonly<Record<string, string>> = {
  blue: "#3f74d8",
  red: "#d2473a",
  green: "#3fa455",
  yellow: "#d8b23a",
};

const EXTRA_SIDES = ["#9b59b6", "#e67e22", "#1abc9c", "#7f8c8d"];

/** The colour of a side, stable for any side name. */
export function sideColour(side: string): string {
  const known = SIDE_COLOURS[side];
  if (known) return known;
  let h = 0;
  for (let i = 0; i < side.length; i++) h = (h * 31 + side.charCodeAt(i)) >>> 0;
  return EXTRA_SIDES[h % EXTRA_SIDES.length]!;
}

/** Parses "#rrggbb" into 0..1 channels. */
export function rgb(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255];
}

/** Lightens (amount > 0) or darkens (amount < 0) a "#rrggbb" colour. */
export function shade(hex: string, amount: number): string {
  const c = rgb(hex).map((v) => (amount >= 0 ? v + (1 - v) * amount : v * (1 + amount)));
  return `#${c
    .map((v) =>
      Math.round(Math.min(1, Math.max(0, v)) * 255)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}
