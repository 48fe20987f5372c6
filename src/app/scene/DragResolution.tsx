import { useThree } from "@react-three/fiber";
import { useEffect, useMemo } from "react";
import { useApp } from "../store/hooks";

/**
 * While a unit is dragged, a software renderer draws the canvas at 0.35 of its pixel ratio (issue 22).
 * SwiftShader and llvmpipe are bound by the pixels they fill: measured in headless Chromium, a frame of
 * the default table at a quarter of the pixels took 3.7-4.9× less time. During a drag every pointer
 * move and every live map is a frame, so the frames, not the maps, set how fast the map follows. The
 * drop restores the full ratio, so the committed map is drawn sharp. A hardware GPU keeps its ratio.
 * 0.35 against 0.5 (live test, 3 alternating pairs, load 8-9): a drag's frame 43-45 against 64-81 ms
 * (medians), 11.2-12.0 against 8.4-9.4 maps/s followed; docs/line-of-sight.md.
 */
export const DRAG_PIXEL_RATIO = 0.35;

/** Whether the context draws in software (the names Chromium's SwiftShader and Mesa give). */
export function isSoftwareRenderer(gl: WebGLRenderingContext | WebGL2RenderingContext): boolean {
  const info = gl.getExtension("WEBGL_debug_renderer_info");
  const name = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER) ?? "");
  return /swiftshader|llvmpipe|softpipe|software/i.test(name);
}

/** Lowers the canvas's pixel ratio while a unit is dragged, on a software renderer only. */
export function DragResolution() {
  const dragging = useApp((s) => s.preview !== null);
  const gl = useThree((s) => s.gl);
  const setDpr = useThree((s) => s.setDpr);
  const initial = useThree((s) => s.viewport.initialDpr);
  const soft = useMemo(() => isSoftwareRenderer(gl.getContext()), [gl]);
  useEffect(() => {
    if (soft) setDpr(dragging ? initial * DRAG_PIXEL_RATIO : initial);
  }, [dragging, soft, initial, setDpr]);
  return null;
}
