/**
 * How big a unit label is drawn for how near its unit is (issue 23 item 10: at full-table zoom the
 * labels dominated). A label is drawn at full size where the table is magnified enough for a unit to
 * read clearly, shrinks with distance down to a floor that stays legible, and when shrunk below
 * `COMPACT_BELOW` shows the unit's id only (its states come back on zooming in), fades a little, and
 * gives way (is hidden) where it would cover another label.
 */

/** Screen pixels per table inch at which a label is drawn at full size (project default). */
export const FULL_SIZE_PX_PER_INCH = 22;
/** The smallest scale a label is drawn at: 11 px names stay at least 8 px tall (project default). */
export const MIN_LABEL_SCALE = 0.72;
/** Below this scale a label is compact: id only, faded, and it yields to labels it would cover. */
export const COMPACT_BELOW = 0.9;
/** A compact label's opacity. */
export const COMPACT_OPACITY = 0.82;

/** A label's drawing for its unit's magnification on screen. */
export interface LabelLook {
  scale: number;
  compact: boolean;
}

/** The look of a label whose unit is drawn at `pxPerInch` screen pixels per table inch. */
export function labelLook(pxPerInch: number): LabelLook {
  const s = Number.isFinite(pxPerInch) ? pxPerInch / FULL_SIZE_PX_PER_INCH : 1;
  const scale = Math.min(1, Math.max(MIN_LABEL_SCALE, s));
  return { scale, compact: scale < COMPACT_BELOW };
}
