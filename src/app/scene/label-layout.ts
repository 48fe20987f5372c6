/**
 * Keeps unit labels from covering one another. Each label stands above its anchor (the unit's point on
 * screen), centred on it; where two would overlap, the one further up the screen (usually further from
 * the camera) is lifted clear of the other, and so on up a stack. A label that may `yield` (a far,
 * shrunken one: labels-scale.ts) is hidden instead of lifted, so a zoomed-out table does not grow
 * towers of labels over its units. The result is each label's lift in pixels (0 for most; NaN for a
 * hidden one); the caller draws a leader line down to the anchor for the lifted ones. A tag hung below
 * its anchor (a model's id under it, keys "h:…": `HUNG`) is laid out the same way mirrored, dropped
 * clear of the other tags (`dropLabels`), its leader up to its anchor: a ruleset that labels a unit and
 * each of its models keeps the two apart, so no leader runs through the unit's label.
 */

/** The key prefix of a label hung below its anchor (labels.ts lays those out with `dropLabels`). */
export const HUNG = "h:";

/** A label to place: its anchor on screen and its size, pixels. */
export interface LabelBox {
  x: number;
  y: number;
  w: number;
  h: number;
  /** hide this label rather than lift it where it overlaps one already placed */
  yields?: boolean;
  /** placed first where it is and never moved: the others keep clear of it (`dropLabels`' unit labels) */
  fixed?: boolean;
}

/** Gap kept between stacked labels, pixels. */
const GAP = 2;

/** The lift of each label (same order as given), pixels upward; NaN for a label hidden by `yields`. */
export function liftLabels(boxes: readonly LabelBox[]): Float64Array {
  const n = boxes.length;
  const lift = new Float64Array(n);
  // Labels that may not yield are placed first (the selected unit, the LOS ends: always shown), then
  // nearest the bottom of the screen first: labels lower down keep their place.
  const order = Array.from({ length: n }, (_, i) => i).sort(
    (a, b) =>
      Number(boxes[b]!.fixed ?? false) - Number(boxes[a]!.fixed ?? false) ||
      Number(boxes[a]!.yields ?? false) - Number(boxes[b]!.yields ?? false) ||
      boxes[b]!.y - boxes[a]!.y ||
      a - b,
  );
  const placed: number[] = [];
  for (const i of order) {
    const b = boxes[i]!;
    const left = b.x - b.w / 2;
    const right = b.x + b.w / 2;
    let bottom = b.y;
    let hidden = false;
    if (b.fixed) {
      placed.push(i);
      continue;
    }
    // Move up past every placed label it overlaps until it overlaps none (each pass moves it above
    // one of them, so this ends within as many passes as there are labels).
    for (let pass = 0; pass <= placed.length && !hidden; pass++) {
      let moved = false;
      for (const j of placed) {
        const p = boxes[j]!;
        const pBottom = p.y - lift[j]!;
        const pTop = pBottom - p.h;
        if (left >= p.x + p.w / 2 || right <= p.x - p.w / 2) continue;
        if (bottom - b.h >= pBottom || bottom <= pTop) continue;
        if (b.yields) {
          hidden = true;
          break;
        }
        bottom = pTop - GAP;
        moved = true;
      }
      if (!moved) break;
    }
    if (hidden) {
      lift[i] = Number.NaN;
      continue;
    }
    lift[i] = b.y - bottom;
    placed.push(i);
  }
  return lift;
}

/**
 * The drop of each tag hung below its anchor (`y`: the tag's top, its gap under the anchor), pixels
 * downward: the one highest on the screen keeps its place, each other dropped clear of those placed
 * and of the labels `over` (`y`: each one's bottom where `liftLabels` put it), which never move.
 */
export function dropLabels(boxes: readonly LabelBox[], over: readonly LabelBox[] = []): Float64Array {
  const mirrored = [
    ...boxes.map((b) => ({ ...b, y: -b.y })),
    ...over.map((b) => ({ x: b.x, y: b.h - b.y, w: b.w, h: b.h, fixed: true })),
  ];
  return liftLabels(mirrored).slice(0, boxes.length);
}

/**
 * One frame's layout (labels.ts): the unit labels lifted clear of one another (`boxes`: each one's
 * bottom at rest), then the hung tags dropped clear of one another and of those labels where they
 * now stand (a hidden one is nowhere).
 */
export function placeLabels(
  boxes: readonly LabelBox[],
  hung: readonly LabelBox[],
): { lift: Float64Array; drop: Float64Array } {
  const lift = liftLabels(boxes);
  const over = boxes.flatMap((b, i) => (Number.isNaN(lift[i]!) ? [] : [{ ...b, y: b.y - lift[i]! }]));
  return { lift, drop: dropLabels(hung, over) };
}
