/**
 * Per-phase trace of a map (issue 22), as User Timing marks the web benchmark reads: the request goes
 * to the engine (`map-request`), the result is
 * handed to the store (`map-result`), its pixels are in the texture (`map-texture`), the overlay's draw
 * calls have been issued (`map-render`). Only the latest mark of each name is kept, so a long session
 * does not pile them up.
 */
export type MapPhase = "map-request" | "map-result" | "map-texture" | "map-render";

export function markMap(phase: MapPhase): void {
  const name = `sightline:${phase}`;
  performance.clearMarks(name);
  performance.mark(name);
}

let renderPending = false;

/** A new map's pixels are in the texture: mark it, and mark the next frame that draws the overlay. */
export function markMapTexture(): void {
  markMap("map-texture");
  renderPending = true;
}

/** Called after the overlay mesh is drawn; marks only the first draw after a new texture. */
export function markMapRendered(): void {
  if (!renderPending) return;
  renderPending = false;
  markMap("map-render");
}
