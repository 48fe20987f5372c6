/**
 * How much unit models are enlarged when the camera is far (issue 23 item 10: at full-table zoom units
 * were a few pixels). A model is drawn at true size until a typical base would be less than
 * `MIN_UNIT_PX` on screen, then enlarged (about its own base centre, bases and sight lines unchanged)
 * up to `MAX_BOOST`; the factor moves in steps of `BOOST_STEP`, so zooming does not rewrite the
 * instances every frame. The eye view never enlarges (it shows true sizes).
 */

/** The least on-screen size of a typical base, pixels (project default). */
export const MIN_UNIT_PX = 16;
/** A typical base's size, table inches (the catalog's bases are 0.75-1"; project default). */
export const TYPICAL_BASE_INCHES = 1;
/** The most a model is enlarged. */
export const MAX_BOOST = 2;
/** Steps of the factor. */
export const BOOST_STEP = 0.125;

/** The factor for a view drawing the table at `pxPerInch` screen pixels per inch. */
export function modelBoost(pxPerInch: number): number {
  if (!(pxPerInch > 0) || !Number.isFinite(pxPerInch)) return 1;
  const want = MIN_UNIT_PX / (pxPerInch * TYPICAL_BASE_INCHES);
  if (want <= 1) return 1;
  return Math.min(MAX_BOOST, Math.ceil(want / BOOST_STEP) * BOOST_STEP);
}
