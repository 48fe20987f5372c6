/**
 * Render-only vertical scale. Line of sight is always computed at true ground-scale proportions (see
 * src/geometry/los-mesh.ts); the picture may stretch heights so a 10-yard hill level (0.2" at 6mm) reads
 * at a glance. Every z in the rendered scene goes through `renderZ`, so terrain, sight lines and units
 * stay consistent with one another whatever the factor.
 */

/** Vertical exaggeration of a table at a wide ground scale (×4, 6 mm at 50 y/inch): a 10-yard level is 0.8". */
export const DEFAULT_VERTICAL_EXAGGERATION = 4;

/**
 * The height stretch a table's ground scale needs (project default, issue 38 item 1): none on a skirmish
 * table where an inch is a few yards or less (a 2-yard man on a 1-yard-to-the-inch table is already 2"
 * tall; ×4 made figures "organ pipes"), ×2 up to 20 y/inch, ×4 beyond (6 mm at 50 y/inch: a 10-yard hill
 * level is 0.2" true, too flat to read).
 */
export function tableExaggeration(yardsPerInch: number): number {
  if (yardsPerInch <= 5) return 1;
  if (yardsPerInch <= 20) return 2;
  return DEFAULT_VERTICAL_EXAGGERATION;
}

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
