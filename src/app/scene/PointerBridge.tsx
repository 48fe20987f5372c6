import { useThree } from "@react-three/fiber";
import { useEffect, useRef } from "react";
import { type PerspectiveCamera, Plane, Raycaster, Vector2, Vector3 } from "three";
import type { Pt } from "../../core/geom2d";
import { useApp, useAppStore } from "../store/hooks";
import type { KeyInput, PointerInput, Tool } from "../tools/machine";
import { DRAG_THRESHOLD_PX } from "../tools/machine";
import { loadTool } from "../tools/registry";
import { useScene } from "./context";

/**
 * Turns DOM pointer and key events on the canvas into tool events. It finds the table point under the
 * pointer (terrain first, then the table plane), lets the active tool decide whether it captures the
 * press (then the camera stays still), and synthesises clicks for short presses it did not capture.
 */
export function PointerBridge() {
  const gl = useThree((s) => s.gl);
  const camera = useThree((s) => s.camera) as PerspectiveCamera;
  const controls = useThree((s) => s.controls) as { enabled: boolean } | null;
  const app = useAppStore();
  const toolId = useApp((s) => s.tool);
  const { refs } = useScene();
  const tool = useRef<Tool | null>(null);

  useEffect(() => {
    let live = true;
    tool.current = null;
    loadTool(toolId, app).then((t) => {
      if (live) tool.current = t;
    });
    return () => {
      live = false;
      tool.current?.cancel();
    };
  }, [toolId, app]);

  useEffect(() => {
    const el = gl.domElement;
    const host = el.parentElement ?? el;
    const raycaster = new Raycaster();
    const ndc = new Vector2();
    const plane = new Plane(new Vector3(0, 0, 1), 0);
    const hit = new Vector3();
    let captured: number | null = null;
    let pressed: { x: number; y: number; id: number } | null = null;

    const toInput = (e: PointerEvent | MouseEvent): PointerInput | null => {
      const r = el.getBoundingClientRect();
      const sx = e.clientX - r.left;
      const sy = e.clientY - r.top;
      ndc.set((sx / r.width) * 2 - 1, -(sy / r.height) * 2 + 1);
      raycaster.setFromCamera(ndc, camera);
      const terrain = refs.terrain;
      const first = terrain ? raycaster.intersectObject(terrain, false)[0] : undefined;
      let point: Pt;
      if (first) point = [first.point.x, first.point.y];
      else if (raycaster.ray.intersectPlane(plane, hit)) point = [hit.x, hit.y];
      else return null;
      const dist = first ? first.distance : raycaster.ray.origin.distanceTo(hit);
      const inchesPerPixel = (2 * dist * Math.tan((camera.fov * Math.PI) / 360)) / Math.max(1, r.height);
      return {
        point,
        screen: [sx, sy],
        button: e.button,
        shift: e.shiftKey,
        alt: e.altKey,
        ctrl: e.ctrlKey || e.metaKey,
        inchesPerPixel,
      };
    };

    // Touch (issue 23 item 13): one finger orbits, two pan and pinch-zoom (OrbitControls' defaults), a tap
    // is a click. A second finger turns a press into a camera gesture: the tool lets go of what the
    // first finger took hold of, and no tap is synthesised when the fingers lift.
    const touches = new Set<number>();
    const onDown = (e: PointerEvent) => {
      if (e.target !== el) return;
      if (e.pointerType === "touch") {
        touches.add(e.pointerId);
        if (touches.size > 1) {
          pressed = null;
          if (captured !== null) {
            if (el.hasPointerCapture(captured)) el.releasePointerCapture(captured);
            captured = null;
            tool.current?.cancel();
            if (controls) controls.enabled = app.getState().view.camera !== "eye";
          }
          return;
        }
      }
      const input = toInput(e);
      pressed = e.button === 0 ? { x: e.clientX, y: e.clientY, id: e.pointerId } : null;
      if (!input || !tool.current) return;
      if (tool.current.down(input)) {
        captured = e.pointerId;
        pressed = null;
        e.stopPropagation();
        el.setPointerCapture(e.pointerId);
        if (controls) controls.enabled = false;
      }
    };
    const onMove = (e: PointerEvent) => {
      if (captured === null && e.buttons !== 0) return; // the camera is being dragged
      const input = toInput(e);
      if (input) tool.current?.move(input);
      if (captured !== null) e.stopPropagation();
    };
    const onUp = (e: PointerEvent) => {
      touches.delete(e.pointerId);
      const input = toInput(e);
      if (captured === e.pointerId) {
        captured = null;
        if (el.hasPointerCapture(e.pointerId)) el.releasePointerCapture(e.pointerId);
        if (controls) controls.enabled = app.getState().view.camera !== "eye";
        if (input) tool.current?.up(input);
        e.stopPropagation();
        return;
      }
      if (
        pressed &&
        pressed.id === e.pointerId &&
        Math.hypot(e.clientX - pressed.x, e.clientY - pressed.y) <= DRAG_THRESHOLD_PX &&
        input
      )
        tool.current?.click(input);
      pressed = null;
    };
    const onDouble = (e: MouseEvent) => {
      const input = toInput(e);
      if (input) tool.current?.doubleClick(input);
    };
    const onKey = (e: KeyboardEvent) => {
      const t = e.target as HTMLElement | null;
      if (t && (t.tagName === "INPUT" || t.tagName === "SELECT" || t.tagName === "TEXTAREA")) return;
      const ctrl = e.ctrlKey || e.metaKey;
      const s = app.getState();
      if (ctrl && e.key.toLowerCase() === "z") {
        e.preventDefault();
        // In a game, Ctrl+Z undoes the last log entry (while no dice were rolled for it; asking first
        // when it is an agreed take-back).
        if (s.match.ruleset && s.host) s.host.undoKey();
        else if (e.shiftKey) s.redo();
        else s.undo();
        return;
      }
      if (ctrl && e.key.toLowerCase() === "y") {
        e.preventDefault();
        s.redo();
        return;
      }
      const k: KeyInput = { key: e.key, ctrl, shift: e.shiftKey };
      if (tool.current?.key(k)) e.preventDefault();
    };
    // The active tool says what the pointer is over (a handle, a shape to move); show it as the cursor.
    const unsubscribeCursor = app.subscribe((s) => {
      el.style.cursor = s.pointerStyle;
    });
    host.addEventListener("pointerdown", onDown, { capture: true });
    host.addEventListener("pointermove", onMove, { capture: true });
    host.addEventListener("pointerup", onUp, { capture: true });
    const onCancel = (e: PointerEvent) => {
      touches.delete(e.pointerId);
      if (pressed?.id === e.pointerId) pressed = null;
    };
    host.addEventListener("pointercancel", onCancel, { capture: true });
    host.addEventListener("dblclick", onDouble);
    window.addEventListener("keydown", onKey);
    return () => {
      unsubscribeCursor();
      host.removeEventListener("pointerdown", onDown, { capture: true });
      host.removeEventListener("pointermove", onMove, { capture: true });
      host.removeEventListener("pointerup", onUp, { capture: true });
      host.removeEventListener("pointercancel", onCancel, { capture: true });
      host.removeEventListener("dblclick", onDouble);
      window.removeEventListener("keydown", onKey);
    };
  }, [gl, camera, controls, app, refs]);

  return null;
}
