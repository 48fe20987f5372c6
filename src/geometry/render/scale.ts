/**
 * Render-only vertical scale. Line of sight is always computed at true ground-scale proportions (see
 * src/geometry/los-mesh.ts); the picture may stretch heights so a 10-yard hill level (0.2" at 6mm) reads
 * at a glance. Every z in the rendered scene goes through `renderZ`, so terrain, sight lines and units
 * stay consistent with one another whatever the factor.
 */

/** Default vertical exaggeration of the rendered scene (×4): the one documented render setting. */
export const DEFAULT_VERTICAL_EXAGGERATION = 4;

/** How yards become rendered z (table inches). */
export interface RenderScale {
  yardsPerInch: number;
  /** multiplies every height; 1 = true ground scale */
  exaggeration: number;
}

/** Rendered z, in table inches, of a height in ground-scale yards. */
export function renderZ(yards: number, scale: RenderScale): number {
  return (yards / scale.yardsPerInch) * scale.exaggeration;
}
