import { useFrame, useThree } from "@react-three/fiber";
import { useEffect, useMemo } from "react";
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
  // A click's map is held once per computing map; a pose's, once per frame drawn.
  const holds = useMemo(
    () => ({ map: new FrameHold(MAP_FRAME_HOLD_MS, false), live: new FrameHold(LIVE_FRAME_HOLD_MS, true) }),
    [],
  );
  useEffect(
    () =>
      app.subscribe((s, prev) => {
        if (prev.overlayResult.status === "running" && s.overlayResult.status !== "running") invalidate();
      }),
    [app, invalidate],
  );
  useEffect(
    () => () => {
      holds.map.drawn();
      holds.live.drawn();
    },
    [holds],
  );
  useFrame((state) => {
    const now = performance.now();
    if (holds.map.holds(soft && app.getState().overlayResult.status === "running", now, invalidate)) return;
    if (holds.live.holds(soft && liveCoarseSince(app) !== null, now, invalidate)) return;
    // A hold's timer would only draw this frame again: on a software renderer a frame costs 50-100 ms.
    holds.map.drawn();
    holds.live.drawn();
    state.gl.render(state.scene, state.camera);
  }, 1);
  return null;
}

/**
 * One reason to hold frames: held from the first frame it applies to, for at most `maxMs`, with a
 * timer that asks for the frame when the time is up. `resetOnDraw`: the time counts again after each
 * frame drawn (a pose's hold), else only once the reason is gone (a computing map's).
 */
class FrameHold {
  private since: number | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly maxMs: number,
    private readonly resetOnDraw: boolean,
  ) {}

  /** Whether this frame waits: `active` says the reason applies now. */
  holds(active: boolean, now: number, invalidate: () => void): boolean {
    if (!active) {
      this.since = null;
      return false;
    }
    this.since ??= now;
    const left = this.maxMs - (now - this.since);
    if (left <= 0) return false;
    this.timer ??= setTimeout(() => {
      this.timer = null;
      invalidate();
    }, left);
    return true;
  }

  /** A frame was drawn (or the canvas goes): the timer is no longer needed. */
  drawn(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    if (this.resetOnDraw) this.since = null;
  }
}
