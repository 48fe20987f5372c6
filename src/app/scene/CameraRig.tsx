// The module itself, not drei's index: the index would put every drei helper (3.1 MB pre-bundled) on
// the dev page's first load (issue 23 item 16).
import { OrbitControls } from "@react-three/drei/core/OrbitControls.js";
import { useThree } from "@react-three/fiber";
import { useEffect, useRef } from "react";
import { type PerspectiveCamera, Vector3 } from "three";
import type { OrbitControls as OrbitControlsImpl } from "three-stdlib";
import { useApp } from "../store/hooks";
import { useAssets, useScene } from "./context";

/** OrbitControls' zoomSpeed: each wheel tick scales the distance by 0.95 to this power. */
export const WHEEL_ZOOM_SPEED = 3;

/**
 * The top view's field of view (degrees): narrow and from far above, so the picture is a true plan (issue
 * 38 item 1: at 40° a model near the edge leaned outward by a fifth of its height, off the table's edge);
 * at 8° it leans by at most a fourteenth.
 */
export const TOP_VIEW_FOV = 8;

/**
 * The camera: orbit / pan / zoom around the table, a top-down map view, and a unit's-eye view that puts
 * the camera at the front of a unit's base at its eye height, looking at the chosen target. Mode changes
 * happen in effects, never in the frame loop.
 */
export function CameraRig() {
  const camera = useThree((s) => s.camera) as PerspectiveCamera;
  const size = useThree((s) => s.size);
  const invalidate = useThree((s) => s.invalidate);
  const controls = useRef<OrbitControlsImpl>(null);
  const { refs } = useScene();
  const mode = useApp((s) => s.view.camera);
  const request = useApp((s) => s.view.cameraRequest);
  const eyeUnitId = useApp((s) => s.view.eyeUnitId);
  const eyeTargetId = useApp((s) => s.view.eyeTargetId);
  const width = useApp((s) => s.table.width);
  const depth = useApp((s) => s.table.depth);
  const units = useAssets((s) => s.units);
  const facing = useApp((s) => s.table.units.find((u) => u.id === eyeUnitId)?.facing ?? 0);

  refs.camera = camera;
  refs.viewport = { width: size.width, height: size.height };

  // Units matter to the eye view only: moving a unit must not reset an orbiting or top-down camera.
  const eyeUnits = mode === "eye" ? units : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `request` re-applies the same mode on purpose
  useEffect(() => {
    const c = controls.current;
    const centre = new Vector3(width / 2, depth / 2, 0);
    const aspect = size.width / Math.max(1, size.height);
    camera.near = 0.2;
    camera.fov = 40;
    camera.far = 600;
    if (mode === "top") {
      camera.fov = TOP_VIEW_FOV;
      const half = Math.max(depth / 2, width / 2 / aspect) * 1.08;
      const h = half / Math.tan((camera.fov * Math.PI) / 360);
      camera.far = h + 100;
      camera.near = 1;
      camera.position.set(width / 2, depth / 2 - 0.001, h);
      c?.target.copy(centre);
    } else if (mode === "eye") {
      const eye = eyeUnits?.anchors.find((a) => a.unitId === eyeUnitId);
      const tgt = eyeUnits?.anchors.find((a) => a.unitId === eyeTargetId);
      if (eye) {
        const t = (facing * Math.PI) / 180;
        const fwd = new Vector3(Math.sin(t), Math.cos(t), 0);
        const look = tgt
          ? new Vector3(tgt.x, tgt.y, (tgt.groundZ + tgt.topZ) / 2)
          : new Vector3(eye.x, eye.y, eye.eyeZ).addScaledVector(fwd, 10);
        const dir = look
          .clone()
          .sub(new Vector3(eye.x, eye.y, eye.eyeZ))
          .setZ(0)
          .normalize();
        // At the true eye height (the anchor's eyeZ is lifted 0.04" clear of the model), so what the
        // picture hides from the eye is what the measured sight lines find blocked.
        camera.position.set(eye.x, eye.y, eye.eyeZ - 0.04).addScaledVector(dir, eye.sizeInches * 0.55);
        camera.near = 0.02;
        camera.fov = 55;
        c?.target.copy(look);
        camera.lookAt(look);
      }
    } else {
      // From above the near edge, far enough back that the near edge (the widest part on screen) and
      // the table's depth both fit the view.
      const tanV = Math.tan((camera.fov * Math.PI) / 360);
      const dir = new Vector3(0, -0.68, 0.73).normalize();
      const nearEdgeAhead = (depth / 2) * -dir.y;
      const dist = Math.max(
        ((width / 2) * 1.03) / (tanV * aspect) + nearEdgeAhead,
        ((depth / 2) * 1.15) / tanV,
      );
      camera.position.copy(centre).addScaledVector(dir, dist);
      c?.target.copy(centre);
    }
    camera.updateProjectionMatrix();
    c?.update();
    invalidate();
  }, [mode, request, eyeUnits, eyeUnitId, eyeTargetId, width, depth]);

  return (
    <OrbitControls
      ref={controls}
      makeDefault
      enableDamping={false}
      enabled={mode !== "eye"}
      maxPolarAngle={Math.PI * 0.495}
      // Issue 23 item 11: one wheel tick moved the camera 5% (three.js's default); at zoomSpeed 3 it is
      // about 14%, toward the point under the pointer.
      zoomSpeed={WHEEL_ZOOM_SPEED}
      zoomToCursor
      minDistance={1}
      maxDistance={mode === "top" ? 2000 : 400}
    />
  );
}
