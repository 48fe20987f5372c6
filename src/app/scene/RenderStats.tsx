import { useFrame, useThree } from "@react-three/fiber";
import { useRef } from "react";

/** Where the stats probe writes (a DOM element outside the canvas), set by the stats panel. */
export const statsSink: { el: HTMLElement | null } = { el: null };

/**
 * Reads draw calls, triangles and frame time each frame and writes them straight into the stats panel's
 * DOM node (no React state in the frame loop). Only mounted with `?debug=1`.
 */
export function RenderStatsProbe() {
  const gl = useThree((s) => s.gl);
  const acc = useRef({ frames: 0, ms: 0, last: performance.now() });
  useFrame(() => {
    const now = performance.now();
    const a = acc.current;
    a.ms += now - a.last;
    a.last = now;
    a.frames++;
    if (a.frames < 10 || !statsSink.el) return;
    const { calls, triangles } = gl.info.render;
    const frameMs = a.ms / a.frames;
    const el = statsSink.el;
    el.dataset.calls = String(calls);
    el.dataset.triangles = String(triangles);
    el.dataset.frameMs = frameMs.toFixed(2);
    el.textContent = `${calls} draw calls · ${triangles.toLocaleString("en")} triangles · ${frameMs.toFixed(1)} ms/frame`;
    a.frames = 0;
    a.ms = 0;
  });
  return null;
}
