// The threat map's colours, apart from overlays.ts (whose terrain meshes need three.js): the CLI paints
// a threat PNG with them and loads no three (issue 37).

/**
 * The threat ramp's stops (ColorBrewer RdPu, colour-blind safe): pink → magenta → deep purple. It
 * passes through no yellow or tan, so a one-observer cell does not vanish on a tan hill (issue 39).
 */
const THREAT_STOPS: readonly (readonly [number, number, number])[] = [
  [250, 120, 180],
  [200, 20, 140],
  [90, 0, 120],
];

/** The threat ramp: 0 observers clear, then pink → magenta → deep purple as more units see a cell. */
export function threatColour(count: number, max: number): [number, number, number, number] {
  if (count <= 0) return [0, 0, 0, 0];
  const t = max <= 1 ? 1 : Math.min(1, (count - 1) / (max - 1));
  const k = Math.min(THREAT_STOPS.length - 2, Math.floor(t * (THREAT_STOPS.length - 1)));
  const u = t * (THREAT_STOPS.length - 1) - k;
  const a = THREAT_STOPS[k]!;
  const b = THREAT_STOPS[k + 1]!;
  const mix = (i: number) => Math.round(a[i]! * (1 - u) + b[i]! * u);
  return [mix(0), mix(1), mix(2), Math.round(120 + 90 * t)];
}
