/**
 * Keeps unit labels from covering one another. Each label stands above its anchor (the unit's point on
 * screen), centred on it; where two would overlap, the one further up the screen (usually further from
 * the camera) is lifted clear of the other, and so on up a stack. The result is each label's lift in
 * pixels (0 for most); the caller draws a leader line down to the anchor for the lifted ones.
 */

/** A label to place: its anchor on screen and its size, pixels. */
export interface LabelBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Gap kept between stacked labels, pixels. */
const GAP = 2;

/** The lift of each label (same order as given), pixels upward. */
export function liftLabels(boxes: readonly LabelBox[]): Float64Array {
  const n = boxes.length;
  const lift = new Float64Array(n);
  // Nearest the bottom of the screen first: labels lower down keep their place.
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => boxes[b]!.y - boxes[a]!.y || a - b);
  const placed: number[] = [];
  for (const i of order) {
    const b = boxes[i]!;
    const left = b.x - b.w / 2;
    const right = b.x + b.w / 2;
    let bottom = b.y;
    // Move up past every placed label it overlaps until it overlaps none (each pass moves it above
    // one of them, so this ends within as many passes as there are labels).
    for (let pass = 0; pass <= placed.length; pass++) {
      let moved = false;
      for (const j of placed) {
        const p = boxes[j]!;
        const pBottom = p.y - lift[j]!;
        const pTop = pBottom - p.h;
        if (left >= p.x + p.w / 2 || right <= p.x - p.w / 2) continue;
        if (bottom - b.h >= pBottom || bottom <= pTop) continue;
        bottom = pTop - GAP;
        moved = true;
      }
      if (!moved) break;
    }
    lift[i] = b.y - bottom;
    placed.push(i);
  }
  return lift;
}
