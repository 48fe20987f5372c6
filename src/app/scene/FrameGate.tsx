import { useFrame, useThree } from "@react-three/fiber";
import { useEffect, useMemo, useRef } from "react";
import { liveCoarseSince } from "../los/live-coarse";
import { useAppStore } from "../store/hooks";
import { isSoftwareRenderer } from "./DragResolution";

/** The longest a frame waits for a running map on a software renderer, ms. */
export const MAP_FRAME_HOLD_MS = 300;

/** The longest a dragged pose's frame waits for its coarse live map on a software renderer, ms. */
export const LIVE_FRAME_HOLD_MS = 60;

/**
 * Draws the canvas's frames (it takes over three's render from react-three-fiber), holding them on a
 * software renderer while a map the user asked for computes, for at most MAP_FRAME_HOLD_MS (issue 22).
 * A click that asks for a map usually changes the scene too (the press selects the unit), and in
 * SwiftShader that frame held the main thread for 150-400 ms, so the worker's result waited for it and
 * the map was drawn a frame later again. Held, the click's change and the map are drawn in one frame.
 * Likewise while a unit is dragged with its map live: each pose's frame waits (at most
 * LIVE_FRAME_HOLD_MS, counted from the first frame held since the last one drawn) for its coarse map,
 * a few ms of work, so a pose costs one frame instead of two (the pose, then its map).
 */
export function FrameGate() {
  const app = useAppStore();
  const gl = useThree((s) => s.gl);
  const invalidate = useThree((s) => s.invalidate);
  const soft = useMemo(() => isSoftwareRenderer(gl.getContext()), [gl]);
  const since = useRef<number | null>(null);
  const liveSince = useRef<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const liveTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () =>
      app.subscribe((s, prev) => {
        if (prev.overlayResult.status === "running" && s.overlayResult.status !== "running") invalidate();
      }),
    [app, invalidate],
  );
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
      if (liveTimer.current !== null) clearTimeout(liveTimer.current);
    },
    [],
  );
  useFrame((state) => {
    if (soft && app.getState().overlayResult.status === "running") {
      const t = performance.now();
      since.current ??= t;
      const left = MAP_FRAME_HOLD_MS - (t - since.current);
      if (left > 0) {
        timer.current ??= setTimeout(() => {
          timer.current = null;
          invalidate();
        }, left);
        return;
      }
    } else since.current = null;
    if (soft && liveCoarseSince(app) !== null) {
      const t = performance.now();
      liveSince.current ??= t;
      const left = LIVE_FRAME_HOLD_MS - (t - liveSince.current);
      if (left > 0) {
        liveTimer.current ??= setTimeout(() => {
          liveTimer.current = null;
          invalidate();
        }, left);
        return;
      }
    }
    liveSince.current = null;
    // A hold's timer would only draw this frame again: on a software renderer a frame costs 50-100 ms.
    for (const t of [timer, liveTimer]) {
      if (t.current !== null) clearTimeout(t.current);
      t.current = null;
    }
    state.gl.render(state.scene, state.camera);
  }, 1);
  return null;
}
