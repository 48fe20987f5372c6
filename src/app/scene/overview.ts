import { type Camera, Plane, Raycaster, Vector2, Vector3 } from "three";
import type { Pt } from "../../core/geom2d";

/**
 * The link between the camera (inside the canvas) and the overview inset (a DOM element beside it): the
 * probe publishes the camera's footprint on the table after each drawn frame, and installs `lookAt`,
 * which the inset calls when clicked. Plain module state, read and written outside React's render.
 */
export const overviewBus: {
  footprint: Pt[] | null;
  listeners: Set<() => void>;
  lookAt: ((p: Pt) => void) | null;
} = { footprint: null, listeners: new Set(), lookAt: null };

const ray = new Raycaster();
const ndc = new Vector2();
const ground = new Plane(new Vector3(0, 0, 1), 0);
const hit = new Vector3();

/**
 * Where the view's four corners meet the table plane (z = 0), table inches; a corner looking above the
 * horizon is taken `farInches` along its ray, projected down, so the footprint stays finite.
 */
export function viewFootprint(camera: Camera, farInches: number): Pt[] {
  const corners: [number, number][] = [
    [-1, -1],
    [1, -1],
    [1, 1],
    [-1, 1],
  ];
  return corners.map(([x, y]) => {
    ndc.set(x, y);
    ray.setFromCamera(ndc, camera);
    if (ray.ray.intersectPlane(ground, hit) && hit.distanceTo(ray.ray.origin) <= farInches)
      return [hit.x, hit.y];
    const p = ray.ray.at(farInches, hit);
    return [p.x, p.y];
  });
}
